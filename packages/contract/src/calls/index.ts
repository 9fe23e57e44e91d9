import type { CallDef } from '../call';
import { cmsCalls } from './cms';
import { commonCalls } from './common';
import { passportCalls } from './passport';
import { staffCalls } from './staff';

/** The table of contents: every call the server binds. A test fails when one has no handler. */
export const allCalls: Record<string, CallDef> = {
  ...passportCalls,
  ...cmsCalls,
  ...commonCalls,
  ...staffCalls,
};
