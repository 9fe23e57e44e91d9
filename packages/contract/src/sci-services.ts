/**
 * The SCI paper service (decision 016): what a user can order for a journal, at what price, and
 * the progress states of an SCI paper. Plain data without zod, so list and detail screens can
 * import it without the schema library.
 */

/** Service types of `/sciPaperPro/contribute/{journalId}/{type}`. */
export const SCI_SERVICE_TYPES = ['polish', 'submit', 'fullService'] as const;
export type TSciServiceType = (typeof SCI_SERVICE_TYPES)[number];

/** Price of each service type, integer fen. The order's amount is taken from here when it is created. */
export const SCI_PRICES_FEN: Record<TSciServiceType, number> = {
  polish: 180_000,
  submit: 380_000,
  fullService: 880_000,
};

/** Number of items each type includes (the labels are the web's `sci` namespace, `type.<t>.items.<n>`). */
export const SCI_SERVICE_ITEMS: Record<TSciServiceType, number> = { polish: 3, submit: 4, fullService: 5 };

/**
 * Progress of an SCI paper, in its own table (not `orders.status`): `pending` until the order is
 * paid, then `submitted`; staff move it through review; the author resubmits after a revision
 * request and may withdraw while it is open.
 */
export const SCI_PROGRESS = [
  'pending',
  'submitted',
  'reviewing',
  'revision',
  'resubmitted',
  'accepted',
  'rejected',
  'withdrawn',
] as const;
export type TSciProgress = (typeof SCI_PROGRESS)[number];

/** States staff may move a paper to (each from the states the transition table allows). */
export const SCI_STAFF_TARGETS = ['reviewing', 'revision', 'accepted', 'rejected'] as const;
export type TSciStaffTarget = (typeof SCI_STAFF_TARGETS)[number];
/** Targets whose opinion is required: the author needs to know what to change, or why. */
export const SCI_OPINION_REQUIRED: readonly TSciStaffTarget[] = ['revision', 'rejected'];

/** States in which the author may withdraw. */
export const SCI_WITHDRAWABLE: readonly TSciProgress[] = ['submitted', 'reviewing', 'revision', 'resubmitted'];

/** Impact factors travel as integers ×1000 (as `journals.impact_factor`). */
export const IMPACT_FACTOR_SCALE = 1000;
