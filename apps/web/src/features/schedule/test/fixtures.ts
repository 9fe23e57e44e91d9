/** Answers of the schedule calls as the server gives them (contract shapes). */
export const meeting = (over: Record<string, unknown> = {}) => ({
  id: 7,
  code: 'ICAI2026',
  title: '2026人工智能国际会议',
  field: 'engineering',
  city: '杭州',
  startDate: '2026-05-10',
  endDate: '2026-05-12',
  submitDeadline: null,
  cover: '/media/gen/meeting/7.svg',
  isTop: false,
  ...over,
});

export const entry = (over: Record<string, unknown> = {}) => ({
  registrationId: 31,
  orderId: 90,
  orderStatus: 'paid',
  categoryName: '普通参会',
  meeting: meeting(),
  checkedInAt: null,
  ...over,
});

export const QR = 'T1.31.7.abcdefghijklmnopqrstuv';

export const detail = (over: Record<string, unknown> = {}) => ({
  ...entry(),
  meeting: { ...meeting(), description: '会议简介文字' },
  attendee: { name: '王芳', phone: '13800000001', email: 'wf@example.edu', unit: '浙江大学' },
  ticketCode: 'ABCD234567',
  qrPayload: QR,
  icsUrl: '/calendar/registration/31.ics',
  ...over,
});

export const page = (list: unknown[], total = list.length) => ({ list, total, page: 1, pageSize: 10 });
