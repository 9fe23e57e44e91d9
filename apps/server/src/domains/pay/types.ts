import type { LEDGER_REASONS } from '@app/contract/calls/wallet';

export type TLedgerReason = (typeof LEDGER_REASONS)[number];
