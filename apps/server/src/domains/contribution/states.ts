import type { TPaperStatus } from '@app/contract/calls/contribution';

type Actor = 'user' | 'staff';

/**
 * Allowed paper status changes and who makes them (§4: draft saved, submitted, resubmit; staff
 * accept, reject or ask for revision). Saving a draft again is not a change of status.
 */
export const PAPER_TRANSITIONS: Record<TPaperStatus, Partial<Record<TPaperStatus, Actor>>> = {
  draft: { submitted: 'user' },
  submitted: { revision_requested: 'staff', accepted: 'staff', rejected: 'staff' },
  revision_requested: { resubmitted: 'user' },
  resubmitted: { revision_requested: 'staff', accepted: 'staff', rejected: 'staff' },
  accepted: {},
  rejected: {},
};

export const canMovePaper = (from: TPaperStatus, to: TPaperStatus, actor: Actor) =>
  PAPER_TRANSITIONS[from]?.[to] === actor;

/** Staff actions and the status each leads to. */
export const ACTION_TARGET = { accept: 'accepted', reject: 'rejected', revise: 'revision_requested' } as const;
