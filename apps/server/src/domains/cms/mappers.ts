import type { TArticleSummary, TJournal, TMeeting, TPic } from '@app/contract/calls/cms';
import type { Lang } from '@app/contract/messages';
import { fieldLabel, taskTypeLabel, workLanguageLabel } from '../config/labels';
import {
  cmsArticles,
  type journals,
  type literature,
  type meetings,
  type mentors,
  type recruits,
  type tasks,
  type cmsPics,
} from './schema';

/**
 * Rows → wire shapes in the reader's language: bilingual rows pick their `_en` column, codes
 * become labels from the option lists (decision 008), timestamps become ISO strings.
 */
const pick = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);

/** Columns of an article list entry: lists never load the HTML content. */
export const summaryColumns = {
  id: cmsArticles.id,
  categoryId: cmsArticles.categoryId,
  title: cmsArticles.title,
  summary: cmsArticles.summary,
  cover: cmsArticles.cover,
  source: cmsArticles.source,
  publishedAt: cmsArticles.publishedAt,
  views: cmsArticles.views,
};
export type SummaryRow = Pick<typeof cmsArticles.$inferSelect, keyof typeof summaryColumns>;

/** Explicit fields, so a full row passed in never leaks its content or flags into a list. */
export const toSummary = (r: SummaryRow): TArticleSummary => ({
  id: r.id,
  categoryId: r.categoryId,
  title: r.title,
  summary: r.summary,
  cover: r.cover,
  source: r.source,
  publishedAt: r.publishedAt.toISOString(),
  views: r.views,
});

export const toMeeting =
  (lang: Lang) =>
  (m: typeof meetings.$inferSelect): TMeeting => ({
    id: m.id,
    code: m.code,
    title: pick(lang, m.title, m.titleEn),
    field: fieldLabel(m.field, lang),
    city: pick(lang, m.city, m.cityEn),
    startDate: m.startDate,
    endDate: m.endDate,
    submitDeadline: m.submitDeadline,
    cover: m.cover,
    isTop: m.isTop,
  });

export const toJournal =
  (lang: Lang) =>
  (j: typeof journals.$inferSelect): TJournal => ({
    id: j.id,
    name: j.name,
    issn: j.issn,
    subject: fieldLabel(j.subject, lang),
    partition: j.partition,
    indexType: j.indexType,
    impactFactor: j.impactFactor,
    reviewCycle: pick(lang, j.reviewCycle, j.reviewCycleEn),
    cover: j.cover,
    sciService: j.sciService,
  });

export const toJournalDetail = (lang: Lang) => (j: typeof journals.$inferSelect) => ({
  ...toJournal(lang)(j),
  description: pick(lang, j.description, j.descriptionEn),
  publisher: j.publisher,
  website: j.website,
});

export const toLiterature = (lang: Lang) => (l: typeof literature.$inferSelect) => ({
  ...l,
  field: fieldLabel(l.field, lang),
});

export const toTalent = (lang: Lang) => (r: typeof recruits.$inferSelect) => ({
  id: r.id,
  title: pick(lang, r.title, r.titleEn),
  company: pick(lang, r.company, r.companyEn),
  city: pick(lang, r.city, r.cityEn),
  salary: r.salary,
  isTop: r.isTop,
});

export const toMentor = (lang: Lang) => (m: typeof mentors.$inferSelect) => ({
  id: m.id,
  name: pick(lang, m.name, m.nameEn),
  title: pick(lang, m.title, m.titleEn),
  institution: pick(lang, m.institution, m.institutionEn),
  field: fieldLabel(m.field, lang),
  avatar: m.avatar,
});

export const toTaskBrief = (lang: Lang) => (t: typeof tasks.$inferSelect) => ({
  id: t.id,
  taskNo: t.taskNo,
  title: pick(lang, t.title, t.titleEn),
  taskType: taskTypeLabel(t.taskType, lang),
  field: fieldLabel(t.field, lang),
  language: workLanguageLabel(t.language, lang),
  remuneration: t.remunerationFen,
  deadline: t.deadline,
});

export const toPic = (p: typeof cmsPics.$inferSelect): TPic => ({
  id: p.id,
  slot: p.slot,
  title: p.title,
  image: p.image,
  link: p.link,
});
