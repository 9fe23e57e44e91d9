/** The /sci list's filters as they sit in the address, and what the list call is sent. */
export const IF_RANGES = {
  lt1: { ifMax: 999 },
  '1to3': { ifMin: 1000, ifMax: 2999 },
  '3to5': { ifMin: 3000, ifMax: 4999 },
  '5to10': { ifMin: 5000, ifMax: 9999 },
  gt10: { ifMin: 10_000 },
} as const;
export type IfRange = keyof typeof IF_RANGES;
export const PARTITIONS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
/** Indexing values of the `retrieval` option list that journals carry. */
export const INDEXES = ['SCI', 'SSCI', 'EI', 'Scopus'] as const;

export interface SciFilters {
  keyword: string;
  subject: string;
  partition: string;
  indexType: string;
  range: string;
}

const SUBJECT = /^[a-z_]{2,30}$/;

export function readFilters(p: URLSearchParams): SciFilters {
  const pick = (k: string, ok: (v: string) => boolean) => {
    const v = p.get(k) ?? '';
    return ok(v) ? v : '';
  };
  return {
    keyword: (p.get('q') ?? '').trim().slice(0, 50),
    subject: pick('subject', (v) => SUBJECT.test(v)),
    partition: pick('partition', (v) => (PARTITIONS as readonly string[]).includes(v)),
    indexType: pick('index', (v) => (INDEXES as readonly string[]).includes(v)),
    range: pick('if', (v) => v in IF_RANGES),
  };
}

export function writeFilters(f: SciFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.keyword) out.q = f.keyword;
  if (f.subject) out.subject = f.subject;
  if (f.partition) out.partition = f.partition;
  if (f.indexType) out.index = f.indexType;
  if (f.range) out.if = f.range;
  return out;
}

/** The list call's filter fields (paging added by the caller). */
export function filterInput(f: SciFilters) {
  return {
    ...(f.keyword ? { keyword: f.keyword } : {}),
    ...(f.subject ? { subject: f.subject } : {}),
    ...(f.partition ? { partition: f.partition as (typeof PARTITIONS)[number] } : {}),
    ...(f.indexType ? { indexType: f.indexType } : {}),
    ...(f.range ? IF_RANGES[f.range as IfRange] : {}),
  };
}
