import type { CallDef } from '../call';
import { cmsCalls } from './cms';
import { commonCalls } from './common';
import { contributionCalls } from './contribution';
import { contributionVisitorCalls } from './contribution-visitor';
import { couponCalls } from './coupon';
import { invoiceCalls } from './invoice';
import { meetingCalls } from './meeting';
import { meetingStaffCalls } from './meeting-staff';
import { orderCalls } from './order';
import { passportCalls } from './passport';
import { payCalls } from './pay';
import { sciCalls } from './sci';
import { serviceCalls } from './service';
import { settlementCalls } from './settlement';
import { staffCalls } from './staff';
import { walletCalls } from './wallet';

/** The table of contents: every call the server binds. A test fails when one has no handler. */
export const allCalls: Record<string, CallDef> = {
  ...passportCalls,
  ...cmsCalls,
  ...commonCalls,
  ...staffCalls,
  ...meetingCalls,
  ...meetingStaffCalls,
  ...orderCalls,
  ...payCalls,
  ...walletCalls,
  ...couponCalls,
  ...contributionCalls,
  ...contributionVisitorCalls,
  ...settlementCalls,
  ...serviceCalls,
  ...sciCalls,
  ...invoiceCalls,
};
