import '../../../shared/test/dom-standard-shim';
import type { TSciDetail } from '@app/contract/calls/sci';
import { Code } from '@app/contract/codes';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, renderScreen } from '../../cms/test/render';
import { author, config } from '../../contribution/test/fixtures';
import SciOrderDetail from './sci-order-detail';
import SciOrders from './sci-orders';

const DETAIL = '/service/business/order/sci/details/';
const LIST = '/service/business/order/sci/list';
const CONFIG = '/service/review/action/config';
const pattern = '/personal/sci/detail/:id';

const order = (over: Partial<TSciDetail> = {}): TSciDetail => ({
  id: 77,
  orderNo: 'O202611160001',
  type: 'fullService',
  amountFen: 880_000,
  payStatus: 'paid',
  progress: 'revision',
  title: '肠道菌群与糖尿病',
  journal: { id: 5, name: 'Journal of Testing', issn: '1234-5678', partition: 'Q1', impactFactor: 5200 },
  createdAt: '2026-04-01T02:00:00.000Z',
  updatedAt: '2026-04-03T02:00:00.000Z',
  keywords: 'microbiome',
  abstract: 'We study the gut.',
  fields: ['medicine'],
  file: { id: 'f'.repeat(32), name: 'paper.pdf', size: 2_300_000, url: `/uploads/${'f'.repeat(32)}` },
  authors: [author(1)] as TSciDetail['authors'],
  remark: '',
  timeline: [
    {
      id: 1,
      from: null,
      to: 'pending',
      actor: 'user',
      action: 'created',
      opinion: '',
      file: null,
      at: '2026-04-01T02:00:00.000Z',
    },
    {
      id: 2,
      from: 'pending',
      to: 'submitted',
      actor: 'system',
      action: 'paid',
      opinion: '',
      file: null,
      at: '2026-04-02T02:00:00.000Z',
    },
    {
      id: 3,
      from: 'submitted',
      to: 'revision',
      actor: 'staff',
      action: 'move',
      opinion: '请补充队列标准',
      file: null,
      at: '2026-04-03T02:00:00.000Z',
    },
  ],
  modifiable: true,
  withdrawable: true,
  ...over,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SCI order page', () => {
  it('shows progress, payment, the opinion first in the timeline, and the revise and opinions links', async () => {
    mockApi({ [CONFIG]: config, [DETAIL]: order() });
    await renderScreen(<SciOrderDetail />, { path: '/personal/sci/detail/77', pattern });
    expect(await screen.findByRole('heading', { name: '肠道菌群与糖尿病' })).toBeTruthy();
    expect(screen.getByTestId('sci-progress').textContent).toBe('待修改');
    expect(screen.getByTestId('sci-pay-status').textContent).toBe('已支付');
    expect(screen.getByTestId('sci-modify').getAttribute('href')).toBe('/sciPaperPro/modifySciPaper/77');
    expect(screen.getByTestId('sci-opinions').getAttribute('href')).toBe('/sciOrder/opinion/77');
    expect(screen.queryByTestId('sci-pay')).toBeNull();
    const steps = within(screen.getByTestId('sci-timeline')).getAllByRole('listitem');
    expect(steps[0]!.textContent).toContain('请补充队列标准');
    expect(steps.at(-1)!.textContent).toContain('创建订单');
    expect(screen.getByText('¥8,800')).toBeTruthy();
  });

  it('offers payment for an unpaid order and no withdrawal', async () => {
    mockApi({
      [CONFIG]: config,
      [DETAIL]: order({ payStatus: 'unpaid', progress: 'pending', withdrawable: false, timeline: [] }),
    });
    await renderScreen(<SciOrderDetail />, { path: '/personal/sci/detail/77', pattern });
    expect((await screen.findByTestId('sci-pay')).getAttribute('href')).toBe('/attendOrder/orderPay?orderId=77');
    expect(screen.getByTestId('sci-modify').textContent).toBe('修改稿件');
    expect(screen.queryByRole('button', { name: '撤稿' })).toBeNull();
  });

  it('shows another user’s or a missing order as not found', async () => {
    mockApi({ [CONFIG]: config, [DETAIL]: fail(Code.NOT_FOUND, '内容不存在') });
    await renderScreen(<SciOrderDetail />, { path: '/personal/sci/detail/9', pattern });
    expect(await screen.findByText('订单不存在')).toBeTruthy();
  });
});

describe('my SCI orders', () => {
  it('lists orders with their state and filters by progress tab', async () => {
    const api = mockApi({
      [LIST]: (body: Record<string, string>) => ({
        list: body.progress === 'accepted' ? [] : [order({ payStatus: 'unpaid', progress: 'pending' })],
        total: body.progress === 'accepted' ? 0 : 1,
        page: 1,
        pageSize: 10,
      }),
    });
    await renderScreen(<SciOrders />, { path: '/personal/sci', pattern: '/personal/sci' });
    const row = await screen.findByTestId('sci-order-row');
    expect(row.textContent).toContain('待支付');
    expect(row.textContent).toContain('未支付');
    expect(within(row).getByTestId('sci-pay-link').getAttribute('href')).toBe('/attendOrder/orderPay?orderId=77');
    screen.getByRole('button', { name: '已录用' }).click();
    expect(await screen.findByText('该进度下没有订单')).toBeTruthy();
    expect(api.on(LIST).at(-1)!.body.progress).toBe('accepted');
  });
});
