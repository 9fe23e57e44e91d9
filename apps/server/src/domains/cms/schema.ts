import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id = () => bigserial('id', { mode: 'number' }).primaryKey();

export const cmsCategories = pgTable(
  'cms_categories',
  {
    id: id(),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull().default(0),
    inMenu: boolean('in_menu').notNull().default(true),
  },
  (t) => [uniqueIndex('cms_categories_code_uq').on(t.code)],
);

/** An article is written in one language; lists show the reader's language. */
export const cmsArticles = pgTable(
  'cms_articles',
  {
    id: id(),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => cmsCategories.id),
    lang: text('lang', { enum: ['zh', 'en'] }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitized HTML (sanitized again before it is shown). */
    content: text('content').notNull(),
    author: text('author').notNull().default(''),
    source: text('source').notNull().default(''),
    cover: text('cover'),
    isTop: boolean('is_top').notNull().default(false),
    isHot: boolean('is_hot').notNull().default(false),
    published: boolean('published').notNull().default(true),
    views: integer('views').notNull().default(0),
    publishedAt: ts('published_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('cms_articles_cat_idx').on(t.categoryId, t.lang, t.publishedAt)],
);

export const cmsPics = pgTable(
  'cms_pics',
  {
    id: id(),
    slot: text('slot').notNull(),
    lang: text('lang', { enum: ['zh', 'en'] }).notNull(),
    title: text('title').notNull(),
    image: text('image').notNull(),
    link: text('link').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('cms_pics_slot_idx').on(t.slot, t.lang)],
);

/** Bilingual rows: `_en` columns hold the English text. */
export const meetings = pgTable('meetings', {
  id: id(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  titleEn: text('title_en').notNull(),
  field: text('field').notNull(),
  city: text('city').notNull(),
  cityEn: text('city_en').notNull(),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
  submitDeadline: date('submit_deadline'),
  cover: text('cover').notNull(),
  isTop: boolean('is_top').notNull().default(false),
  description: text('description').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
});

export const journals = pgTable('journals', {
  id: id(),
  name: text('name').notNull(),
  issn: text('issn').notNull(),
  subject: text('subject').notNull(),
  partition: text('partition').notNull(),
  indexType: text('index_type').notNull(),
  impactFactor: integer('impact_factor').notNull(),
  reviewCycle: text('review_cycle').notNull(),
  reviewCycleEn: text('review_cycle_en').notNull(),
  cover: text('cover').notNull(),
  sciService: boolean('sci_service').notNull().default(false),
  publisher: text('publisher').notNull().default(''),
  website: text('website').notNull().default(''),
  description: text('description').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
});

export const literature = pgTable('literature', {
  id: id(),
  title: text('title').notNull(),
  authors: text('authors').notNull(),
  journal: text('journal').notNull(),
  year: integer('year').notNull(),
  doi: text('doi').notNull(),
  field: text('field').notNull(),
});

/** Job postings shown as "talents" on the home page (HR domain grows them later). */
export const recruits = pgTable('recruits', {
  id: id(),
  title: text('title').notNull(),
  titleEn: text('title_en').notNull(),
  company: text('company').notNull(),
  companyEn: text('company_en').notNull(),
  city: text('city').notNull(),
  cityEn: text('city_en').notNull(),
  salary: text('salary').notNull(),
  isTop: boolean('is_top').notNull().default(false),
  createdAt: ts('created_at').notNull(),
});

export const mentors = pgTable('mentors', {
  id: id(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  title: text('title').notNull(),
  titleEn: text('title_en').notNull(),
  institution: text('institution').notNull(),
  institutionEn: text('institution_en').notNull(),
  field: text('field').notNull(),
  avatar: text('avatar').notNull(),
});

export const experts = pgTable('experts', {
  id: id(),
  userId: bigint('user_id', { mode: 'number' }),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  title: text('title').notNull(),
  titleEn: text('title_en').notNull(),
  institution: text('institution').notNull(),
  institutionEn: text('institution_en').notNull(),
  field: text('field').notNull(),
  expertType: text('expert_type').notNull(),
  avatar: text('avatar').notNull(),
});

/** Think-tank tasks released by the platform (the task domain adds its state machine later). */
export const tasks = pgTable('tasks', {
  id: id(),
  taskNo: text('task_no').notNull().unique(),
  title: text('title').notNull(),
  titleEn: text('title_en').notNull(),
  taskType: text('task_type').notNull(),
  field: text('field').notNull(),
  language: text('language').notNull(),
  remunerationFen: bigint('remuneration_fen', { mode: 'number' }).notNull(),
  deadline: date('deadline').notNull(),
  status: text('status').notNull().default('open'),
  createdAt: ts('created_at').notNull(),
});

export const crmLeads = pgTable('crm_leads', {
  id: id(),
  name: text('name').notNull(),
  countryCode: text('country_code').notNull(),
  phone: text('phone').notNull(),
  email: text('email'),
  company: text('company'),
  message: text('message'),
  source: text('source').notNull(),
  ip: text('ip').notNull(),
  createdAt: ts('created_at').notNull(),
});
