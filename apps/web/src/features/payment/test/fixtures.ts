import type { TPayOrder } from '@app/contract/calls/pay';

/** Answers shaped like the contract's outputs (calls/pay.ts, wallet.ts, coupon.ts), with overrides. */
export const payOrder = (id: number, o: Partial<TPayOrder> = {}): TPayOrder => ({
  id,
  kind: 'register',
  orderNo: `R20260310${String(id).padStart(4, '0')}`,
  title: '国际人工智能会议 5 · 普通参会',
  amountFen: 180_000,
  coupon: null,
  payableFen: 180_000,
  status: 'unpaid',
  methods: ['wallet', 'online', 'offline'],
  coupons: [
    {
      id: 31,
      title: '会议报名立减100元',
      discountFen: 10_000,
      payableFen: 170_000,
      expiresAt: '2026-12-31T15:59:59.000Z',
    },
  ],
  offline: {
    bankName: '中国银行北京分行',
    accountName: '学术会议服务有限公司',
    account: '6222 0000 1234 5678',
    reference: `R20260310${String(id).padStart(4, '0')}`,
    payableFen: 180_000,
    note: '请在转账备注中填写订单号。',
  },
  wallet: { balanceFen: 200_000, hasPayPassword: true },
  voucher: null,
  createdAt: '2026-03-10T06:30:00.000Z',
  paidAt: null,
  events: [{ from: null, to: 'unpaid', at: '2026-03-10T06:30:00.000Z', reason: 'created' }],
  ...o,
});

export const ledgerRow = (id: number, deltaFen: number, balanceAfterFen: number, reason = 'pay' as const) => ({
  id,
  deltaFen,
  balanceAfterFen,
  reason,
  note: `订单 R2026031000${id}`,
  orderId: id,
  orderNo: `R2026031000${id}`,
  at: '2026-03-10T06:30:00.000Z',
});
