import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderAt } from '../test/render';
import InvoiceList from './invoice-list';

// Success toasts go through the API client; spy on it rather than on antd-mobile's DOM.
const toast = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../shared/api/client')>()),
  toast,
}));

afterEach(async () => {
  cleanup();
  Dialog.clear();
  await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull());
  vi.unstubAllGlobals();
  toast.mockReset();
});

const item = (over: Record<string, unknown> = {}) => ({
  id: 3,
  orderId: 7,
  orderKind: 'register',
  orderNo: 'R2026031000007',
  orderTitle: '国际人工智能会议',
  status: 'requested',
  titleType: 'company',
  invoiceTitle: '北京示例科技有限公司',
  taxNo: '91110108MA01ABCD2X',
  invoiceType: 'normal',
  email: 'finance@example.com',
  remark: '请备注会议名称',
  amountFen: 180_000,
  invoiceNo: '',
  rejectReason: '',
  pdfUrl: null,
  createdAt: '2026-03-10T08:00:00.000Z',
  updatedAt: '2026-03-10T08:00:00.000Z',
  issuedAt: null,
  userId: 2,
  userName: '演示用户',
  ...over,
});
const page = (list: unknown[]) => envelope({ list, total: list.length, page: 1, pageSize: 20 });

describe('staff invoices', () => {
  it('filters by state, kind and keyword through the address', async () => {
    const api = mockApi({ '/service/staff/invoice/list': page([item()]) });
    await renderAt(<InvoiceList />, { path: '/staff/invoices?status=requested&kind=register&q=北京' });
    await screen.findByTestId('staff-invoice-item');
    expect(api.on('/service/staff/invoice/list')[0]!.body).toEqual({
      page: '1',
      pageSize: '20',
      keyword: '北京',
      status: 'requested',
      orderKind: 'register',
    });
    fireEvent.click(screen.getByRole('button', { name: '详情' }));
    expect(screen.getByText('91110108MA01ABCD2X')).toBeTruthy();
    expect(screen.getByText('请备注会议名称')).toBeTruthy();
  });

  it('issues only after a confirmation', async () => {
    const api = mockApi({
      '/service/staff/invoice/list': page([item()]),
      '/service/staff/invoice/issue/3': envelope({ ...item({ status: 'issued' }), events: [] }),
    });
    await renderAt(<InvoiceList />, { path: '/staff/invoices' });
    fireEvent.click(await screen.findByTestId('staff-invoice-issue'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('确定为“北京示例科技有限公司”开具 ¥1,800 的发票吗？');
    expect(api.on('/service/staff/invoice/issue')).toHaveLength(0);
    await act(async () => fireEvent.click(within(dialog).getByText('开具')));
    await waitFor(() => expect(api.on('/service/staff/invoice/issue/3')).toHaveLength(1));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('发票已开具'));
  });

  it('rejects with a reason, which is required', async () => {
    const api = mockApi({
      '/service/staff/invoice/list': page([item()]),
      '/service/staff/invoice/reject/3': envelope({ ...item({ status: 'rejected' }), events: [] }),
    });
    await renderAt(<InvoiceList />, { path: '/staff/invoices' });
    fireEvent.click(await screen.findByRole('button', { name: '驳回' }));
    fireEvent.click(screen.getByRole('button', { name: '确认驳回' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请写明驳回原因，用户将看到');
    expect(api.on('/service/staff/invoice/reject')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('驳回原因'), { target: { value: '税号与名称不符' } });
    fireEvent.click(screen.getByRole('button', { name: '确认驳回' }));
    await waitFor(() => expect(api.on('/service/staff/invoice/reject/3')).toHaveLength(1));
    expect(api.on('/service/staff/invoice/reject/3')[0]!.body).toEqual({ reason: '税号与名称不符' });
  });

  it('an issued request opens its PDF; an empty list says so', async () => {
    mockApi({
      '/service/staff/invoice/list': page([
        item({ status: 'issued', pdfUrl: '/uploads/0123456789abcdef0123456789abcdef' }),
      ]),
    });
    await renderAt(<InvoiceList />, { path: '/staff/invoices' });
    expect((await screen.findByRole('link', { name: '打开 PDF' })).getAttribute('href')).toBe(
      '/uploads/0123456789abcdef0123456789abcdef',
    );
    expect(screen.queryByTestId('staff-invoice-issue')).toBeNull();
    cleanup();
    mockApi({ '/service/staff/invoice/list': page([]) });
    await renderAt(<InvoiceList />, { path: '/staff/invoices?status=rejected' });
    expect(await screen.findByText('没有符合条件的发票申请')).toBeTruthy();
  });
});
