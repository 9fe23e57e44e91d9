import type { TArticleSummary, TCategory, TJournal, TMeeting, TPic } from '@app/contract/calls/cms';

/** Factories with overrides for the content calls' shapes (contract calls/cms.ts). */
export const article = (id: number, o: Partial<TArticleSummary> = {}): TArticleSummary => ({
  id,
  categoryId: 1,
  title: `文章标题 ${id}`,
  summary: `摘要 ${id}`,
  cover: `/media/gen/cover/${id}.svg`,
  source: '学术平台编辑部',
  publishedAt: '2026-03-10T08:00:00.000Z',
  views: 100 + id,
  ...o,
});

export const category = (id: number, o: Partial<TCategory> = {}): TCategory => ({
  id,
  code: `c${id}`,
  name: `栏目${id}`,
  total: 12,
  ...o,
});

export const meeting = (id: number, o: Partial<TMeeting> = {}): TMeeting => ({
  id,
  code: `M${id}`,
  title: `国际会议 ${id}`,
  field: 'ai',
  city: '北京',
  startDate: '2026-05-10',
  endDate: '2026-05-12',
  submitDeadline: '2026-04-20',
  cover: `/media/gen/cover/${id}.svg`,
  isTop: false,
  ...o,
});

export const journal = (id: number, o: Partial<TJournal> = {}): TJournal => ({
  id,
  name: `Journal ${id}`,
  issn: '1234-5678',
  subject: 'materials',
  partition: 'Q1',
  indexType: 'SCI',
  impactFactor: 5123,
  reviewCycle: '2-3个月',
  cover: `/media/gen/cover/${id}.svg`,
  sciService: true,
  ...o,
});

export const pic = (id: number, slot: string, o: Partial<TPic> = {}): TPic => ({
  id,
  slot,
  title: `图片${id}`,
  image: `/media/gen/banner/${id}.svg`,
  link: '/meeting',
  ...o,
});

export const page = <T>(list: T[], total = list.length, p = 1, pageSize = 10) => ({ list, total, page: p, pageSize });
