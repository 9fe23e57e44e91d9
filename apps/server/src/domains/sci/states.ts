import type { TSciProgress } from '@app/contract/sci-services';

type Actor = 'user' | 'staff' | 'system';

/**
 * Allowed progress changes of an SCI paper and who may make each (decision 016). `pending`
 * becomes `submitted` only when the order is paid (the paid hook, actor `system`); staff review
 * and decide; the author resubmits after a revision request and may withdraw while the paper is
 * open. The system withdraws a paper whose order is cancelled (unpaid) or refunded (open).
 */
export const SCI_TRANSITIONS: Record<TSciProgress, Partial<Record<TSciProgress, readonly Actor[]>>> = {
  pending: { submitted: ['system'], withdrawn: ['system'] },
  submitted: {
    reviewing: ['staff'],
    revision: ['staff'],
    accepted: ['staff'],
    rejected: ['staff'],
    withdrawn: ['user', 'system'],
  },
  reviewing: { revision: ['staff'], accepted: ['staff'], rejected: ['staff'], withdrawn: ['user', 'system'] },
  revision: { resubmitted: ['user'], withdrawn: ['user', 'system'] },
  resubmitted: {
    reviewing: ['staff'],
    revision: ['staff'],
    accepted: ['staff'],
    rejected: ['staff'],
    withdrawn: ['user', 'system'],
  },
  accepted: {},
  rejected: {},
  withdrawn: {},
};

export const canMoveSci = (from: TSciProgress, to: TSciProgress, actor: Actor) =>
  SCI_TRANSITIONS[from]?.[to]?.includes(actor) ?? false;
