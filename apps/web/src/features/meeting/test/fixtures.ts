import type { TMeetingHome } from '@app/contract/calls/meeting';
import type { TRegisterOrder } from '@app/contract/calls/order';
import { meeting } from '../../cms/test/fixtures';

/** Answers shaped like the contract's outputs (calls/meeting.ts, calls/order.ts), with overrides. */
export const home = (id: number, o: Partial<TMeetingHome> = {}): TMeetingHome => ({
  meeting: { ...meeting(id, { title: `国际人工智能会议 ${id}` }), description: '会议聚焦人工智能的最新研究成果。' },
  isAnnual: false,
  registration: { state: 'open', openAt: '2026-03-01T00:00:00.000Z', closeAt: '2026-05-01T00:00:00.000Z' },
  submission: {
    state: 'open',
    openAt: '2026-01-01T00:00:00.000Z',
    deadline: '2026-04-20T15:59:59.000Z',
    paperMaxMb: 20,
  },
  categories: [
    { id: 11, name: '普通参会', feeFen: 180_000, capacity: null, remaining: null },
    { id: 12, name: '学生参会', feeFen: 90_050, capacity: 100, remaining: 3 },
    { id: 13, name: '线上旁听', feeFen: 0, capacity: 50, remaining: 0 },
  ],
  notices: [
    { id: 71, title: '第一轮征稿通知', publishedAt: '2026-02-10T02:00:00.000Z' },
    { id: 72, title: '会场交通与住宿指南', publishedAt: '2026-02-01T02:00:00.000Z' },
  ],
  me: null,
  ...o,
});

export const registerOrder = (id: number, o: Partial<TRegisterOrder> = {}): TRegisterOrder => ({
  id,
  orderNo: `R20260310${String(id).padStart(4, '0')}`,
  status: 'unpaid',
  amountFen: 180_000,
  createdAt: '2026-03-10T06:30:00.000Z',
  registrationId: id + 500,
  categoryName: '普通参会',
  meeting: {
    id: 5,
    code: 'M5',
    title: '国际人工智能会议 5',
    city: '北京',
    startDate: '2026-05-10',
    endDate: '2026-05-12',
  },
  ...o,
});

export const registerDetail = (id: number, o: Partial<TRegisterOrder> & Record<string, unknown> = {}) => ({
  ...registerOrder(id),
  attendee: {
    name: '张三',
    countryCode: '86',
    phone: '13800000000',
    email: 'zhang@example.edu.cn',
    unit: '清华大学',
    position: '副教授',
  },
  events: [{ from: null, to: 'unpaid', at: '2026-03-10T06:30:00.000Z', reason: 'created' }],
  ...o,
});
