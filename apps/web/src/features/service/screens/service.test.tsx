import '../../../shared/test/dom-standard-shim';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, fail, mockApi, renderScreen } from '../../cms/test/render';
import AfterSales from './after-sales';
import CheckOrders from './check-orders';
import CheckPaySuccess from './check-pay-success';
import PaperCheckUpload from './paper-check-upload';
import ServiceTab from './service-tab';
import TransDetail from './trans-detail';
import TransOrders from './trans-orders';

const T = '/service/business/order/trans';
const C = '/service/business/order/check';
const UPLOAD = '/service/common/file/common/';
const FILE_ID = 'b'.repeat(32);
const page = (list: unknown[]) => ({ list, total: list.length, page: 1, pageSize: 10 });

afterEach(async () => {
  cleanup();
  Dialog.clear();
  await waitFor(() => expect(document.querySelector('[role=dialog]')).toBeNull());
  vi.unstubAllGlobals();
});

const brief = (over: Record<string, unknown> = {}) => ({
  id: 31,
  orderNo: 'O202603100000000031',
  orderStatus: 'paid',
  progress: 'delivered',
  type: 'translate',
  languagePair: 'zh-en',
  field: 'medicine',
  wordCount: 3000,
  turnaround: 'standard',
  amountFen: 105000,
  createdAt: '2026-03-10T08:00:00.000Z',
  ...over,
});
const file = (name: string) => ({ id: FILE_ID, name, size: 2048, url: `/files/service/trans/31/${FILE_ID}` });
const detail = (over: Record<string, unknown> = {}) => ({
  ...brief(),
  remark: '保留术语',
  manuscript: file('原稿.pdf'),
  delivered: file('译文.pdf'),
  deliveredAt: '2026-03-12T08:00:00.000Z',
  afterSalesUntil: '2026-04-11T08:00:00.000Z',
  canConfirm: true,
  canAfterSales: true,
  events: [
    { from: null, to: 'awaiting_payment', actor: 'user', note: '', file: null, at: '2026-03-10T08:00:00.000Z' },
    {
      from: 'in_progress',
      to: 'delivered',
      actor: 'staff',
      note: '已交付',
      file: file('译文.pdf'),
      at: '2026-03-12T08:00:00.000Z',
    },
  ],
  ...over,
});

async function pickFile(label: string) {
  const f = new File(['%PDF-1.4'], 'paper.pdf', { type: 'application/pdf' });
  const input = screen.getAllByLabelText(label, { exact: false })[0] as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [f], configurable: true });
  await act(async () => {
    fireEvent.change(input);
  });
}

describe('ordering translation or editing', () => {
  it('shows the server quote, checks each field next to it, and sends the user to payment', async () => {
    const api = mockApi({
      [`${T}/quote`]: { amountFen: 52500, perThousandFen: 35000, factorPct: 150, days: 3 },
      [UPLOAD]: { fileId: FILE_ID, url: '/uploads/x', name: 'paper.pdf', size: 2048, mime: 'application/pdf' },
      [`${T}/create`]: { orderId: 77, amountFen: 52500, orderStatus: 'unpaid' },
    });
    await renderScreen(<ServiceTab />, { path: '/paper/serviceTab/translate', pattern: '/paper/serviceTab/:type' });
    await screen.findByTestId('service-tab');
    fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findByText('请上传稿件（PDF或Word）')).toBeTruthy();
    expect(screen.getByText('字数须为100至200000之间的整数')).toBeTruthy();
    expect(screen.getByText('请选择学科领域')).toBeTruthy();
    expect(api.on(`${T}/create`)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('字数', { exact: false }), { target: { value: '1000' } });
    fireEvent.change(screen.getByLabelText('学科领域', { exact: false }), { target: { value: 'medicine' } });
    fireEvent.click(screen.getByRole('button', { name: '加急（3个工作日）' }));
    await pickFile('选择文件');
    await waitFor(() => expect(screen.getByTestId('svc-quote').textContent).toContain('¥525'));
    const q = api.on(`${T}/quote`).pop()!;
    expect(q.body).toMatchObject({ type: 'translate', turnaround: 'express', wordCount: '1000' });

    fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('¥525');
    await act(async () => {
      fireEvent.click(within(dialog).getByText('去支付'));
    });
    await waitFor(() => expect(currentLocation()).toBe('/attendOrder/orderPay?orderId=77'));
    expect(api.on(`${T}/create`)[0]!.body).toMatchObject({
      type: 'translate',
      languagePair: 'zh-en',
      field: 'medicine',
      wordCount: '1000',
      turnaround: 'express',
      fileId: FILE_ID,
      quotedFen: '52500',
    });
  });

  it('an unknown service type offers the real ones', async () => {
    mockApi({});
    await renderScreen(<ServiceTab />, {
      path: '/paper/serviceTab/poetry',
      pattern: '/paper/serviceTab/:type',
      lang: 'en',
    });
    expect(await screen.findByText('No such service')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'English editing' }).getAttribute('href')).toBe('/paper/serviceTab/polish');
  });
});

describe('my translation orders', () => {
  it('lists orders with their state and a pay link for the unpaid ones', async () => {
    const api = mockApi({
      [`${T}/list`]: page([brief(), brief({ id: 32, orderStatus: 'unpaid', progress: 'awaiting_payment' })]),
    });
    await renderScreen(<TransOrders />, { path: '/personal/trans' });
    const rows = await screen.findAllByTestId('trans-row');
    expect(rows[0]!.textContent).toContain('已交付');
    expect(rows[1]!.textContent).toContain('待支付');
    expect(within(rows[1]!).getByRole('link', { name: '去支付' }).getAttribute('href')).toBe(
      '/attendOrder/orderPay?orderId=32',
    );
    expect(api.calls[0]!.body).toMatchObject({ tab: 'all' });
    fireEvent.click(screen.getByRole('tab', { name: '待确认' }));
    await waitFor(() => expect(api.calls.at(-1)!.body.tab).toBe('delivered'));
  });

  it('empty and failed lists', async () => {
    mockApi({ [`${T}/list`]: page([]) });
    await renderScreen(<TransOrders />, { path: '/personal/trans' });
    expect(await screen.findByText('还没有翻译润色订单')).toBeTruthy();
    cleanup();
    mockApi({ [`${T}/list`]: fail(5000, '服务繁忙') });
    await renderScreen(<TransOrders />, { path: '/personal/trans' });
    expect(await screen.findByText('服务繁忙')).toBeTruthy();
  });
});

describe('a translation order', () => {
  const pattern = '/personal/trans/detail/:id';
  it('shows files, progress, and confirms completion after asking', async () => {
    const api = mockApi({ [`${T}/details/`]: detail(), [`${T}/confirm/`]: { progress: 'completed' } });
    await renderScreen(<TransDetail />, { path: '/personal/trans/detail/31', pattern });
    expect((await screen.findByTestId('trans-delivered')).getAttribute('href')).toBe(
      `/files/service/trans/31/${FILE_ID}`,
    );
    expect(screen.getByTestId('svc-timeline').textContent).toContain('已交付');
    expect(screen.getByRole('link', { name: '申请售后' }).getAttribute('href')).toBe('/transOrder/afterSales/31');
    fireEvent.click(screen.getByRole('button', { name: '确认完成' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getAllByText('确认完成').pop()!);
    });
    await waitFor(() => expect(api.on(`${T}/confirm/31`)).toHaveLength(1));
  });

  it('another user’s or a missing order is not found', async () => {
    mockApi({ [`${T}/details/`]: fail(3001, '内容不存在') });
    await renderScreen(<TransDetail />, { path: '/personal/trans/detail/99', pattern });
    expect(await screen.findByText('订单不存在')).toBeTruthy();
  });
});

describe('after-sales', () => {
  const pattern = '/transOrder/afterSales/:id';
  it('needs a reason, shown by the field, then sends it', async () => {
    const api = mockApi({ [`${T}/details/`]: detail(), [`${T}/afterSales/`]: { progress: 'after_sales' } });
    await renderScreen(<AfterSales />, { path: '/transOrder/afterSales/31', pattern });
    fireEvent.click(await screen.findByRole('button', { name: '提交售后申请' }));
    expect(await screen.findByText('请填写售后原因')).toBeTruthy();
    expect(api.on(`${T}/afterSales/`)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('售后原因', { exact: false }), { target: { value: '第二段术语不准确' } });
    fireEvent.click(screen.getByRole('button', { name: '提交售后申请' }));
    await waitFor(() => expect(currentLocation()).toBe('/personal/trans/detail/31'));
    expect(api.on(`${T}/afterSales/31`)[0]!.body).toMatchObject({ reason: '第二段术语不准确' });
  });

  it('explains when after-sales is not possible', async () => {
    mockApi({ [`${T}/details/`]: detail({ canAfterSales: false, progress: 'completed' }) });
    await renderScreen(<AfterSales />, { path: '/transOrder/afterSales/31', pattern, lang: 'en' });
    expect(await screen.findByText('After-sales cannot be requested for this order now')).toBeTruthy();
  });
});

describe('paper check', () => {
  it('upload: editions with prices, errors by the fields, then payment', async () => {
    const api = mockApi({
      [`${C}/engines`]: [
        { engine: 'basic', priceFen: 4900 },
        { engine: 'standard', priceFen: 12800 },
        { engine: 'full', priceFen: 29800 },
      ],
      [UPLOAD]: { fileId: FILE_ID, url: '/uploads/x', name: 'paper.pdf', size: 2048, mime: 'application/pdf' },
      [`${C}/create`]: { orderId: 88, amountFen: 29800, orderStatus: 'unpaid' },
    });
    await renderScreen(<PaperCheckUpload />, { path: '/papercheck/upload' });
    fireEvent.click(await screen.findByRole('button', { name: /全面版/ }));
    fireEvent.click(screen.getByRole('button', { name: '提交并支付' }));
    expect(await screen.findByText('请填写论文标题')).toBeTruthy();
    expect(screen.getByText('请上传稿件（PDF或Word）')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('论文标题', { exact: false }), { target: { value: '我的论文' } });
    await pickFile('选择文件');
    fireEvent.click(screen.getByRole('button', { name: '提交并支付' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('¥298');
    await act(async () => {
      fireEvent.click(within(dialog).getByText('去支付'));
    });
    await waitFor(() => expect(currentLocation()).toBe('/attendOrder/orderPay?orderId=88'));
    expect(api.on(`${C}/create`)[0]!.body).toEqual({ engine: 'full', title: '我的论文', fileId: FILE_ID });
  });

  it('list: state, similarity and the report to download', async () => {
    mockApi({
      [`${C}/list`]: page([
        {
          id: 5,
          orderNo: 'O1',
          orderStatus: 'paid',
          progress: 'reported',
          engine: 'standard',
          title: '城市交通论文',
          amountFen: 12800,
          createdAt: '2026-03-10T08:00:00.000Z',
          paper: null,
          report: { id: FILE_ID, name: 'report.pdf', size: 10, url: `/files/service/check/5/${FILE_ID}` },
          similarityBp: 876,
        },
      ]),
    });
    await renderScreen(<CheckOrders />, { path: '/check/checkOrderList' });
    const row = await screen.findByTestId('check-row');
    expect(row.textContent).toContain('报告已出');
    expect(row.textContent).toContain('相似度 8.76%');
    expect(screen.getByTestId('check-report').getAttribute('href')).toBe(`/files/service/check/5/${FILE_ID}`);
  });

  it('after payment: what happens next; without an order number: the way to the list', async () => {
    mockApi({
      [`${C}/details/`]: {
        id: 5,
        orderNo: 'O1',
        orderStatus: 'paid',
        progress: 'queued',
        engine: 'basic',
        title: '城市交通论文',
        amountFen: 4900,
        createdAt: '2026-03-10T08:00:00.000Z',
        paper: null,
        report: null,
        similarityBp: null,
        events: [],
      },
    });
    await renderScreen(<CheckPaySuccess />, { path: '/papercheck/checkPaySuccess?orderId=5' });
    expect(await screen.findByText('支付成功')).toBeTruthy();
    expect(screen.getByText(/已进入检测队列/)).toBeTruthy();
    cleanup();
    await renderScreen(<CheckPaySuccess />, { path: '/papercheck/checkPaySuccess' });
    expect(await screen.findByText('缺少订单号')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看查重订单' }).getAttribute('href')).toBe('/check/checkOrderList');
  });
});
