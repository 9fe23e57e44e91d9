import type { TPaperStatus } from '@app/contract/calls/contribution';
import type { TSheetStatus } from '@app/contract/calls/settlement';

type TagColor = 'default' | 'primary' | 'success' | 'warning' | 'danger';

/** Waiting on staff is primary, waiting on the author or guest is warning, ends are success or danger. */
export const PAPER_TAG: Record<TPaperStatus, TagColor> = {
  draft: 'default',
  submitted: 'primary',
  revision_requested: 'warning',
  resubmitted: 'primary',
  accepted: 'success',
  rejected: 'danger',
};

export const SHEET_TAG: Record<TSheetStatus, TagColor> = {
  pending_confirm: 'warning',
  confirmed: 'primary',
  returned: 'danger',
  rejected: 'danger',
  waiting_payment: 'primary',
  paid: 'success',
  failed: 'danger',
};

/** The states in list order, from the records above (which the compiler keeps complete). */
export const PAPER_STATUS_LIST = Object.keys(PAPER_TAG) as TPaperStatus[];
export const SHEET_STATUS_LIST = Object.keys(SHEET_TAG) as TSheetStatus[];
