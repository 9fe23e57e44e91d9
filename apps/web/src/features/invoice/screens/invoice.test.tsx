import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, fail, mockApi, renderScreen } from '../../meeting/test/render';
import { invoiceErrors } from '../lib/invoice-form';
import { readOrderRef } from '../lib/order-ref';
import Invoices from './invoices';
import MeetUserInfo from './meet-user-info';
import SetInvoice from './set-invoice';
import ViewInvoice from './view-invoice';

// Success toasts go through the API client; spy on it rather than on antd-mobile's DOM.
const toast = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../shared/api/client')>()),
  toast,
}));

afterEach(async () => {
  cleanup();
  Dialog.clear();
  vi.unstubAllGlobals();
  await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));
});

const VIEW = '/service/business/order/common/invoice/register/7/view';
const order = {
  id: 7,
  kind: 'register',
  orderNo: 'R2026031000007',
  status: 'paid',
  amountFen: 180_000,
  title: '国际人工智能会议',
};
const setting = { allowed: true, types: ['normal', 'special'], note: '会后15个工作日内开具电子发票。' };
const invoice = (over: Record<string, unknown> = {}) => ({
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
  remark: '',
  amountFen: 180_000,
  invoiceNo: '',
  rejectReason: '',
  pdfUrl: null,
  createdAt: '2026-03-10T08:00:00.000Z',
  updatedAt: '2026-03-10T08:00:00.000Z',
  issuedAt: null,
  events: [{ from: null, to: 'requested', at: '2026-03-10T08:00:00.000Z', reason: 'submitted' }],
  ...over,
});

describe('request an invoice', () => {
  it('follows the setting, checks each field beside it, and sends a valid request', async () => {
    const api = mockApi({
      [VIEW]: { order, setting, blocked: null, invoice: null },
      '/service/user/invoice/title/list': [],
      '/service/business/order/common/invoice/register/7/submit': invoice(),
    });
    await renderScreen(<SetInvoice />, { path: '/attendOrder/setInvoice?orderId=7', elsewhere: <div>elsewhere</div> });
    expect(await screen.findByText('会后15个工作日内开具电子发票。')).toBeTruthy();
    expect(screen.getByLabelText('增值税专用发票')).toBeTruthy();
    // Special needs a company title; a company title needs a tax number.
    fireEvent.click(screen.getByLabelText('增值税专用发票'));
    fireEvent.change(screen.getByLabelText('发票抬头'), { target: { value: '王小明' } });
    fireEvent.change(screen.getByLabelText('接收邮箱'), { target: { value: 'xm@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('增值税专用发票仅限企业抬头')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('企业'));
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('企业抬头请填写税号')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('税号'), { target: { value: '91110108ma01abcd2x' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(api.on('/service/business/order/common/invoice/register/7/submit')).toHaveLength(1));
    expect(api.on('/service/business/order/common/invoice/register/7/submit')[0]!.body).toEqual({
      titleType: 'company',
      invoiceTitle: '王小明',
      taxNo: '91110108MA01ABCD2X',
      invoiceType: 'special',
      email: 'xm@example.com',
      remark: '',
      saveTitle: false,
    });
    await waitFor(() => expect(currentLocation()).toBe('/attendOrder/viewInVoice?orderId=7'));
    expect(toast).toHaveBeenCalledWith('发票申请已提交');
  });

  it('puts a server refusal under its field', async () => {
    mockApi({
      [VIEW]: { order, setting: { ...setting, types: ['normal'] }, blocked: null, invoice: invoice() },
      '/service/user/invoice/title/list': [
        { id: 1, titleType: 'personal', invoiceTitle: '张三', taxNo: '', email: 'z@example.com', updatedAt: '' },
      ],
      '/service/business/order/common/invoice/register/7/modify': {
        ...fail(2001, '税号应为15至20位大写字母或数字'),
        data: { field: '税号' },
      },
    });
    await renderScreen(<SetInvoice />, { path: '/attendOrder/setInvoice?orderId=7' });
    expect(await screen.findByText('修改发票申请')).toBeTruthy();
    expect((screen.getByLabelText('税号') as HTMLInputElement).value).toBe('91110108MA01ABCD2X');
    fireEvent.click(screen.getByRole('button', { name: '保存并重新提交' }));
    const err = await screen.findByText('税号应为15至20位大写字母或数字');
    expect(err.id).toBe('si-taxNo-error');
    // A saved title fills the form.
    fireEvent.click(screen.getByRole('button', { name: '张三' }));
    expect((screen.getByLabelText('发票抬头') as HTMLInputElement).value).toBe('张三');
    expect(screen.queryByLabelText('税号')).toBeNull();
  });

  it('says why no request can be made', async () => {
    mockApi({
      [VIEW]: { order: { ...order, status: 'refunded' }, setting, blocked: 'refunded', invoice: null },
      '/service/user/invoice/title/list': [],
    });
    await renderScreen(<SetInvoice />, { path: '/attendOrder/setInvoice?orderId=7' });
    expect(await screen.findByText('订单已退款，不能申请发票。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交申请' })).toBeNull();
  });

  it('a bad order id makes no call', async () => {
    const api = mockApi({});
    await renderScreen(<SetInvoice />, { path: '/attendOrder/setInvoice?orderId=abc' });
    expect(await screen.findByText('订单不存在')).toBeTruthy();
    expect(api.calls.filter((c) => c.path.includes('/common/invoice/'))).toHaveLength(0);
  });
});

describe('view an invoice', () => {
  it('issued: the PDF opens from the button; history in the reader’s language', async () => {
    mockApi({
      [VIEW]: {
        order,
        setting,
        blocked: null,
        invoice: invoice({
          status: 'issued',
          invoiceNo: 'FP2026031000000003',
          pdfUrl: '/uploads/0123456789abcdef0123456789abcdef',
          issuedAt: '2026-03-11T08:00:00.000Z',
          events: [
            { from: null, to: 'requested', at: '2026-03-10T08:00:00.000Z', reason: 'submitted' },
            { from: 'requested', to: 'issued', at: '2026-03-11T08:00:00.000Z', reason: 'issued' },
          ],
        }),
      },
    });
    await renderScreen(<ViewInvoice />, { path: '/attendOrder/viewInVoice?orderId=7', lang: 'en' });
    const pdf = await screen.findByTestId('invoice-pdf');
    expect(pdf.getAttribute('href')).toBe('/uploads/0123456789abcdef0123456789abcdef');
    expect(screen.getByText('FP2026031000000003')).toBeTruthy();
    expect(screen.getByTestId('invoice-history').textContent).toContain('Invoice issued');
    expect(screen.queryByTestId('invoice-modify')).toBeNull();
  });

  it('rejected: the reason and a way to change and send again', async () => {
    mockApi({
      [VIEW]: {
        order,
        setting,
        blocked: null,
        invoice: invoice({ status: 'rejected', rejectReason: '税号与名称不符' }),
      },
    });
    await renderScreen(<ViewInvoice />, { path: '/attendOrder/viewInVoice?orderId=7' });
    expect((await screen.findByTestId('invoice-reject-reason')).textContent).toBe('税号与名称不符');
    expect(screen.getByTestId('invoice-modify').getAttribute('href')).toBe('/attendOrder/setInvoice?orderId=7');
    expect(screen.queryByTestId('invoice-pdf')).toBeNull();
  });

  it('none yet: a way to ask; for another kind the kind stays in the links', async () => {
    mockApi({
      '/service/business/order/common/invoice/translation/9/view': {
        order: { ...order, id: 9, kind: 'translation', title: '' },
        setting: { allowed: true, types: ['normal'], note: '' },
        blocked: null,
        invoice: null,
      },
    });
    await renderScreen(<ViewInvoice />, { path: '/attendOrder/viewInVoice?orderId=9&kind=translation' });
    expect((await screen.findByTestId('invoice-request')).getAttribute('href')).toBe(
      '/attendOrder/setInvoice?orderId=9&kind=translation',
    );
  });
});

describe('attendee information', () => {
  it('shows the attendee and, once paid, the invoice and e-ticket', async () => {
    mockApi({
      '/service/business/order/register/details/7': {
        id: 7,
        orderNo: 'R2026031000007',
        status: 'paid',
        amountFen: 180_000,
        createdAt: '2026-03-10T08:00:00.000Z',
        registrationId: 11,
        categoryName: '普通参会',
        meeting: {
          id: 5,
          code: 'M5',
          title: '国际人工智能会议',
          city: '北京',
          startDate: '2026-04-20',
          endDate: '2026-04-22',
        },
        attendee: {
          name: '王小明',
          countryCode: '86',
          phone: '13912345678',
          email: 'xm@example.com',
          unit: '北京大学',
          position: '',
        },
        events: [],
      },
    });
    await renderScreen(<MeetUserInfo />, { path: '/attendOrder/meetUserInfo?orderId=7' });
    expect((await screen.findByTestId('attendee-facts')).textContent).toContain('王小明');
    expect(screen.getByText('¥1,800')).toBeTruthy();
    expect(screen.getByTestId('act-invoice').getAttribute('href')).toBe('/attendOrder/viewInVoice?orderId=7');
    expect(screen.getByRole('link', { name: '电子票' }).getAttribute('href')).toBe('/personal/meetSchedule/detail/11');
    expect(screen.queryByTestId('act-pay')).toBeNull();
  });
});

describe('my invoices', () => {
  it('deletes a saved title only after a confirmation', async () => {
    const api = mockApi({
      '/service/user/invoice/title/list': [
        {
          id: 4,
          titleType: 'company',
          invoiceTitle: '北京示例科技有限公司',
          taxNo: '91110108MA01ABCD2X',
          email: 'f@example.com',
          updatedAt: '',
        },
      ],
      '/service/user/invoice/title/delete/4': null,
    });
    await renderScreen(<Invoices />, { path: '/personal/invoice' });
    expect((await screen.findAllByTestId('title-item')).length).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除抬头“北京示例科技有限公司”吗？')).toBeTruthy();
    expect(api.on('/service/user/invoice/title/delete')).toHaveLength(0);
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByText('删除')));
    await waitFor(() => expect(api.on('/service/user/invoice/title/delete/4')).toHaveLength(1));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('已删除'));
  });

  it('checks a new title before saving it', async () => {
    const api = mockApi({ '/service/user/invoice/title/list': [], '/service/user/invoice/title/save': {} });
    await renderScreen(<Invoices />, { path: '/personal/invoice', lang: 'en' });
    expect(await screen.findByText('No saved invoice titles yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a title' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill in Invoice title')).toBeTruthy();
    expect(screen.getByText('A company title needs a tax number')).toBeTruthy();
    expect(api.on('/service/user/invoice/title/save')).toHaveLength(0);
  });

  it('lists the history with its state, and an empty history', async () => {
    mockApi({
      '/service/user/invoice/title/list': [],
      '/service/business/order/common/invoice/info/search': (b: Record<string, string>) =>
        b.status === 'rejected'
          ? { list: [], total: 0, page: 1, pageSize: 50 }
          : { list: [invoice({ status: 'issued' })], total: 1, page: 1, pageSize: 50 },
    });
    await renderScreen(<Invoices />, { path: '/personal/invoice?tab=history' });
    const row = await screen.findByTestId('invoice-row');
    expect(row.textContent).toContain('已开具');
    expect(row.getAttribute('href')).toBe('/attendOrder/viewInVoice?orderId=7');
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'rejected' } });
    expect(await screen.findByText('还没有发票申请')).toBeTruthy();
  });
});

describe('rules', () => {
  it('the form rules match the server’s, in both languages', () => {
    const base = { titleType: 'company' as const, invoiceTitle: 'A', taxNo: '', email: 'a@b.co', remark: '' };
    expect(invoiceErrors(base, 'en').taxNo).toBe('A company title needs a tax number');
    expect(invoiceErrors({ ...base, taxNo: '12345678901234' }, 'zh').taxNo).toBe('税号应为15至20位大写字母或数字');
    expect(invoiceErrors({ ...base, taxNo: '123456789012345' }, 'zh')).toEqual({});
    expect(invoiceErrors({ ...base, titleType: 'personal', taxNo: '123456789012345' }, 'zh').taxNo).toBe(
      '个人抬头无需填写税号',
    );
    expect(
      invoiceErrors({ ...base, taxNo: '123456789012345', invoiceType: 'special' }, 'zh', ['normal']).invoiceType,
    ).toBe('不提供此类发票，请选择其他发票类型');
  });

  it('reads the order from the query', () => {
    expect(readOrderRef(new URLSearchParams('orderId=7'))).toEqual({ orderId: 7, kind: 'register' });
    expect(readOrderRef(new URLSearchParams('orderId=7&kind=sci'))).toEqual({ orderId: 7, kind: 'sci' });
    expect(readOrderRef(new URLSearchParams('orderId=7&kind=../x')).orderId).toBeNull();
    expect(readOrderRef(new URLSearchParams('orderId=0')).orderId).toBeNull();
  });
});
