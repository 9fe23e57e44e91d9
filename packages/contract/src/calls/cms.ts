import { z } from 'zod';
import { defineCall } from '../call';
import { zCountryCode, zEmail, zFlag, zId, zPage, zPageOf, zPhone } from '../fields';

export const zArticleSummary = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string().nullable(),
  source: z.string(),
  publishedAt: z.string(),
  views: z.number().int(),
});
export type TArticleSummary = z.infer<typeof zArticleSummary>;

export const zCategory = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  total: z.number().int(),
});
export type TCategory = z.infer<typeof zCategory>;

export const zMeeting = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  field: z.string(),
  city: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  submitDeadline: z.string().nullable(),
  cover: z.string(),
  isTop: z.boolean(),
});
export type TMeeting = z.infer<typeof zMeeting>;

export const zJournal = z.object({
  id: z.number().int(),
  name: z.string(),
  issn: z.string(),
  subject: z.string(),
  /** JCR quartile, e.g. Q1. */
  partition: z.string(),
  indexType: z.string(),
  /** Impact factor ×1000 as an integer, to keep numbers exact. */
  impactFactor: z.number().int(),
  reviewCycle: z.string(),
  cover: z.string(),
  sciService: z.boolean(),
});
export type TJournal = z.infer<typeof zJournal>;

export const zJournalDetail = zJournal.extend({ description: z.string(), publisher: z.string(), website: z.string() });

export const zLiterature = z.object({
  id: z.number().int(),
  title: z.string(),
  authors: z.string(),
  journal: z.string(),
  year: z.number().int(),
  doi: z.string(),
  field: z.string(),
});

export const zPic = z.object({
  id: z.number().int(),
  slot: z.string(),
  title: z.string(),
  image: z.string(),
  link: z.string(),
});
export type TPic = z.infer<typeof zPic>;

export const zTalent = z.object({
  id: z.number().int(),
  title: z.string(),
  company: z.string(),
  city: z.string(),
  salary: z.string(),
  isTop: z.boolean(),
});
export const zMentor = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  institution: z.string(),
  field: z.string(),
  avatar: z.string(),
});
export const zTaskBrief = z.object({
  id: z.number().int(),
  taskNo: z.string(),
  title: z.string(),
  taskType: z.string(),
  field: z.string(),
  language: z.string(),
  /** Integer fen. */
  remuneration: z.number().int(),
  deadline: z.string(),
});

export const homeLoad = defineCall({
  path: '/service/home/load/v3',
  access: 'visitor',
  encoding: 'form',
  input: z.object({}),
  output: z.object({
    cms_head: z.array(zCategory.extend({ list: z.array(zArticleSummary) })),
    cms_top: z.array(zArticleSummary),
    cms_hot: z.array(zArticleSummary),
    meetings: z.array(zMeeting),
    journals: z.array(zJournal),
    databases: z.array(zLiterature),
    talents: z.object({ tops: z.array(zTalent), list: z.array(zTalent), home: z.array(zTalent) }),
    mentors: z.array(zMentor),
    tasks: z.array(zTaskBrief),
  }),
});

export const meetingTop = defineCall({
  path: '/service/cms/meeting/top',
  access: 'visitor',
  encoding: 'form',
  input: z.object({}),
  output: z.array(zMeeting),
});

export const meetingList = defineCall({
  path: '/service/cms/meeting/list',
  access: 'visitor',
  encoding: 'form',
  input: z.object({ ...zPage, keyword: z.string().trim().max(50).optional(), field: z.string().max(40).optional() }),
  output: zPageOf(zMeeting),
});

export const picsBatch = defineCall({
  path: '/service/cms/pics/batch/{slots}',
  access: 'visitor',
  encoding: 'form',
  input: z.object({
    slots: z
      .string()
      .max(200)
      .regex(/^[A-Za-z0-9_]+(,[A-Za-z0-9_]+){0,19}$/, 'field.invalid'),
  }),
  output: z.record(z.string(), z.array(zPic)),
});

export const articleMain = defineCall({
  path: '/service/cms/article/main/v1',
  access: 'visitor',
  encoding: 'form',
  input: z.object({}),
  output: z.object({ categories: z.array(zCategory), top: z.array(zArticleSummary) }),
});

export const categoryArticles = defineCall({
  path: '/service/cms/v2/category/{id}',
  access: 'visitor',
  encoding: 'form',
  input: z.object({ id: z.union([z.literal('all'), zId]), ...zPage }),
  output: zPageOf(zArticleSummary).extend({ category: zCategory.nullable() }),
});

export const zArticleDetail = zArticleSummary.extend({
  /** Sanitized HTML. */
  content: z.string(),
  author: z.string(),
  categoryName: z.string(),
});

export const articleDetails = defineCall({
  path: '/service/cms/article/article/details/{id}',
  access: 'visitor',
  encoding: 'form',
  input: z.object({ id: zId, correlation: zFlag.optional() }),
  output: z.object({ article: zArticleDetail, related: z.array(zArticleSummary) }),
});

export const literatureList = defineCall({
  path: '/service/cms/literature/list',
  access: 'visitor',
  encoding: 'form',
  input: z.object({ ...zPage, keyword: z.string().trim().max(50).optional() }),
  output: zPageOf(zLiterature),
});

const zImpact = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,7}$/, 'field.invalid'),
  ])
  .transform(Number)
  .pipe(z.number().int().min(0).max(1_000_000));

const zJournalFilter = {
  ...zPage,
  keyword: z.string().trim().max(50).optional(),
  subject: z.string().max(40).optional(),
  partition: z.enum(['Q1', 'Q2', 'Q3', 'Q4']).optional(),
  /** Indexing (option list `retrieval`, e.g. SCI, SSCI, EI). */
  indexType: z
    .string()
    .trim()
    .regex(/^[A-Za-z&]{1,20}$/, 'field.invalid')
    .optional(),
  /** Impact factor range, ×1000 like `impactFactor` (e.g. 3000 for 3.0), both ends included. */
  ifMin: zImpact.optional(),
  ifMax: zImpact.optional(),
};

export const journalList = defineCall({
  path: '/service/cms/journal/v2/list',
  access: 'visitor',
  encoding: 'form',
  input: z.object(zJournalFilter),
  output: zPageOf(zJournal),
});

export const journalDetails = defineCall({
  path: '/service/cms/journal/details/{id}',
  access: 'visitor',
  encoding: 'form',
  input: z.object({ id: zId }),
  output: zJournalDetail,
});

export const sciPublicList = defineCall({
  path: '/service/support/sci/public/list',
  access: 'visitor',
  encoding: 'form',
  input: z.object(zJournalFilter),
  output: zPageOf(zJournal),
});

export const sciPublicDetails = defineCall({
  path: '/service/support/sci/public/details/{id}',
  access: 'visitor',
  encoding: 'form',
  input: z.object({ id: zId }),
  output: zJournalDetail,
});

/** Search over conferences, journals and articles (/compSearch). */
export const compSearch = defineCall({
  path: '/service/cms/search',
  access: 'visitor',
  encoding: 'form',
  input: z.object({
    keyword: z.string().trim().min(1, 'field.required').max(50, 'field.tooLong'),
    type: z.enum(['all', 'meeting', 'journal', 'article']).default('all'),
    ...zPage,
  }),
  output: z.object({
    meetings: zPageOf(zMeeting),
    journals: zPageOf(zJournal),
    articles: zPageOf(zArticleSummary),
  }),
});

/** A visitor leaves contact details for an adviser (CRM lead). */
export const crmPost = defineCall({
  path: '/frontend/activity/crm/post',
  access: 'visitor',
  encoding: 'form',
  writes: true,
  input: z.object({
    name: z.string().trim().min(1, 'field.required').max(40, 'field.tooLong'),
    countryCode: zCountryCode,
    phone: zPhone,
    email: zEmail.optional(),
    company: z.string().trim().max(100, 'field.tooLong').optional(),
    message: z.string().trim().max(1000, 'field.tooLong').optional(),
    source: z.string().trim().max(40).default('web'),
  }),
  output: z.object({ id: z.number().int() }),
});

export const cmsCalls = {
  homeLoad,
  meetingTop,
  meetingList,
  picsBatch,
  articleMain,
  categoryArticles,
  articleDetails,
  literatureList,
  journalList,
  journalDetails,
  sciPublicList,
  sciPublicDetails,
  compSearch,
  crmPost,
};
