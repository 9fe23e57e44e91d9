import type { TArticleSummary, TJournal, TMeeting } from '@app/contract/calls/cms';
import type { Lang } from '@app/contract/messages';
import type { DbOrTx } from '../../db/client';
import { articlePage } from './articles';
import { journalPage } from './journals';
import { meetingPage } from './meetings';
import { emptyPage, type Page, type PageInput } from './paging';

export type SearchType = 'all' | 'meeting' | 'journal' | 'article';

/**
 * `/compSearch`: conferences (title in either language), journals (name, ISSN) and articles
 * (title, summary, reader's language), each paged on its own. A `type` other than `all`
 * searches one section; the others come back as empty pages so the answer keeps its shape.
 */
export async function compSearch(
  db: DbOrTx,
  lang: Lang,
  today: string,
  input: PageInput & { keyword: string; type: SearchType },
) {
  const p = { page: input.page, pageSize: input.pageSize };
  const { keyword, type } = input;
  const wants = (t: SearchType) => type === 'all' || type === t;
  const skip = <T>(): Promise<Page<T>> => Promise.resolve(emptyPage<T>(p));
  const [meetings, journals, articles] = await Promise.all([
    wants('meeting') ? meetingPage(db, lang, today, p, { keyword }) : skip<TMeeting>(),
    wants('journal') ? journalPage(db, lang, p, { keyword }) : skip<TJournal>(),
    wants('article') ? articlePage(db, lang, p, { keyword }) : skip<TArticleSummary>(),
  ]);
  return { meetings, journals, articles };
}
