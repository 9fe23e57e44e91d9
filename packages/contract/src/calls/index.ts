import type { CallDef } from '../call';
import { cmsCalls } from './cms';
import { commonCalls } from './common';
import { contributionCalls } from './contribution';
import { meetingCalls } from './meeting';
import { meetingStaffCalls } from './meeting-staff';
import { orderCalls } from './order';
import { passportCalls } from './passport';
import { settlementCalls } from './settlement';
import { staffCalls } from './staff';

/** The table of contents: every call the server binds. A test fails when one has no handler. */
export const allCalls: Record<string, CallDef> = {
  ...passportCalls,
  ...cmsCalls,
  ...commonCalls,
  ...staffCalls,
  ...meetingCalls,
  ...meetingStaffCalls,
  ...orderCalls,
  ...contributionCalls,
  ...settlementCalls,
};
