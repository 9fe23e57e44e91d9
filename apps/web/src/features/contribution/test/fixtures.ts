/** Answers of the paper calls as the server gives them (contract shapes). */
export const MEETING_ID = 7;

export const home = (submission: Record<string, unknown> = {}) => ({
  meeting: {
    id: MEETING_ID,
    code: 'ICAI2026',
    title: '2026人工智能国际会议',
    field: 'engineering',
    city: '杭州',
    startDate: '2026-05-10',
    endDate: '2026-05-12',
    submitDeadline: '2026-04-30',
    cover: '/media/gen/meeting/7.svg',
    isTop: false,
    description: '',
  },
  isAnnual: false,
  registration: { state: 'open', openAt: null, closeAt: null },
  submission: { state: 'open', openAt: null, deadline: '2026-04-30T15:59:00.000Z', paperMaxMb: 8, ...submission },
  categories: [],
  notices: [],
  me: null,
});

export const config = {
  statuses: [],
  actions: [],
  editable: ['draft', 'revision_requested'],
  maxAuthors: 7,
  maxFields: 3,
  fileKinds: ['doc', 'docx', 'pdf'],
  defaultPaperMaxMb: 20,
  fields: [
    { value: 'computer_science', label: '计算机科学' },
    { value: 'materials', label: '材料科学' },
    { value: 'medicine', label: '医学' },
    { value: 'economics', label: '经济学' },
  ],
  titles: [
    { value: 'professor', label: '教授' },
    { value: 'lecturer', label: '讲师' },
  ],
};

export const author = (position: number, over: Record<string, unknown> = {}) => ({
  position,
  corresponding: position === 1,
  nameEn: `Author ${position}`,
  name: '',
  countryCode: '86',
  phone: `1380000000${position}`,
  email: `a${position}@example.edu`,
  title: 'professor',
  affiliation: '浙江大学',
  country: '中国',
  address: '杭州市西湖区',
  field: 'computer_science',
  ...over,
});

export const paper = (over: Record<string, unknown> = {}) => ({
  id: 41,
  title: '基于深度学习的图像识别',
  status: 'draft',
  submittedAt: null,
  updatedAt: '2026-04-01T02:00:00.000Z',
  meeting: { id: MEETING_ID, code: 'ICAI2026', title: '2026人工智能国际会议', startDate: '2026-05-10' },
  keywords: '深度学习；图像识别',
  abstract: '摘要内容',
  fields: ['computer_science'],
  file: { id: 'f'.repeat(32), name: 'paper.pdf', size: 2_400_000, url: `/uploads/${'f'.repeat(32)}` },
  authors: [author(1), author(2)],
  couponCode: '',
  referralCode: '',
  inviteCode: '',
  opinions: [],
  editable: true,
  submission: { state: 'open', deadline: '2026-04-30T15:59:00.000Z', paperMaxMb: 8 },
  ...over,
});
