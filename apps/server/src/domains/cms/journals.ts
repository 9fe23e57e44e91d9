import type { Lang } from '@app/contract/messages';
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { toJournal, toJournalDetail, toLiterature } from './mappers';
import { matchAny, offsetOf, type PageInput, pageOf } from './paging';
import { journals, literature } from './schema';

export interface JournalFilter {
  keyword?: string;
  subject?: string;
  partition?: string;
  indexType?: string;
  /** Impact factor bounds ×1000, both included. */
  ifMin?: number;
  ifMax?: number;
  /** Only journals the SCI submission service handles (`/service/support/sci/public/*`). */
  sciOnly?: boolean;
}

const byImpact = [desc(journals.impactFactor), desc(journals.id)];

function journalWhere(f: JournalFilter) {
  const conds: (SQL | undefined)[] = [];
  if (f.keyword) conds.push(matchAny(f.keyword, [journals.name, journals.issn]));
  if (f.subject) conds.push(eq(journals.subject, f.subject));
  if (f.partition) conds.push(eq(journals.partition, f.partition));
  if (f.indexType) conds.push(eq(journals.indexType, f.indexType));
  if (f.ifMin !== undefined) conds.push(gte(journals.impactFactor, f.ifMin));
  if (f.ifMax !== undefined) conds.push(lte(journals.impactFactor, f.ifMax));
  if (f.sciOnly) conds.push(eq(journals.sciService, true));
  return and(...conds);
}

/** Journals by impact factor, highest first. */
export function journalPage(db: DbOrTx, lang: Lang, p: PageInput, f: JournalFilter) {
  const where = journalWhere(f);
  return pageOf(
    p,
    db
      .select()
      .from(journals)
      .where(where)
      .orderBy(...byImpact)
      .limit(p.pageSize)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(journals).where(where),
    toJournal(lang),
  );
}

export async function topJournals(db: DbOrTx, lang: Lang, limit: number) {
  const rows = await db
    .select()
    .from(journals)
    .orderBy(...byImpact)
    .limit(limit);
  return rows.map(toJournal(lang));
}

/** One journal; with `sciOnly`, a journal outside the SCI service is as unknown as a missing one. */
export async function journalDetails(db: DbOrTx, lang: Lang, id: number, sciOnly = false) {
  const [j] = await db
    .select()
    .from(journals)
    .where(and(eq(journals.id, id), journalWhere({ sciOnly })))
    .limit(1);
  if (!j) throw new AppError('NOT_FOUND');
  return toJournalDetail(lang)(j);
}

const newestLiterature = [desc(literature.year), desc(literature.id)];

/** The literature database: title, authors, journal or DOI match the keyword. */
export function literaturePage(db: DbOrTx, lang: Lang, p: PageInput, keyword?: string) {
  const where = keyword
    ? matchAny(keyword, [literature.title, literature.authors, literature.journal, literature.doi])
    : undefined;
  return pageOf(
    p,
    db
      .select()
      .from(literature)
      .where(where)
      .orderBy(...newestLiterature)
      .limit(p.pageSize)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(literature).where(where),
    toLiterature(lang),
  );
}

export async function latestLiterature(db: DbOrTx, lang: Lang, limit: number) {
  const rows = await db
    .select()
    .from(literature)
    .orderBy(...newestLiterature)
    .limit(limit);
  return rows.map(toLiterature(lang));
}
