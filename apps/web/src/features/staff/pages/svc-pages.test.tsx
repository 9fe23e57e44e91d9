import '../../../shared/test/dom-standard-shim';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderAt } from '../test/render';
import SvcCheckList from './svc-check-list';
import SvcTransDetail from './svc-trans-detail';
import SvcTransList from './svc-trans-list';

afterEach(async () => {
  cleanup();
  Dialog.clear();
  await waitFor(() => expect(document.querySelector('[role=dialog]')).toBeNull());
  vi.unstubAllGlobals();
});

const FILE_ID = 'c'.repeat(32);
const user = { id: 8, nickname: '韩梅梅', phone: '13800000000' };
const order = (over: Record<string, unknown> = {}) => ({
  id: 31,
  orderNo: 'O202603100000000031',
  orderStatus: 'paid',
  progress: 'after_sales',
  type: 'polish',
  languagePair: 'en-en',
  field: 'computer',
  wordCount: 4000,
  turnaround: 'standard',
  amountFen: 100000,
  createdAt: '2026-03-10T08:00:00.000Z',
  remark: '',
  manuscript: { id: FILE_ID, name: 'draft.pdf', size: 100, url: `/files/service/trans/31/${FILE_ID}` },
  delivered: null,
  deliveredAt: null,
  afterSalesUntil: null,
  canConfirm: false,
  canAfterSales: false,
  events: [
    {
      from: 'delivered',
      to: 'after_sales',
      actor: 'user',
      note: '第二段语法问题',
      file: null,
      at: '2026-03-12T08:00:00.000Z',
    },
  ],
  user,
  ...over,
});

describe('staff: translation orders', () => {
  it('lists orders with filters sent to the server', async () => {
    const api = mockApi({
      '/service/staff/trans/list': envelope({ list: [order()], total: 1, page: 1, pageSize: 20 }),
    });
    await renderAt(<SvcTransList />, { path: '/staff/svc-trans?progress=after_sales' });
    const item = await screen.findByTestId('staff-trans-item');
    expect(item.textContent).toContain('售后中');
    expect(item.textContent).toContain('韩梅梅');
    expect(api.calls[0]!.body).toMatchObject({ progress: 'after_sales' });
  });

  it('answering after-sales needs a note; the user reason is shown', async () => {
    const api = mockApi({
      '/service/staff/trans/get/': envelope(order()),
      '/service/staff/trans/move/': envelope({ progress: 'in_progress' }),
    });
    await renderAt(<SvcTransDetail />, { path: '/staff/svc-trans/31', pattern: '/staff/svc-trans/:id' });
    expect(await screen.findByText('第二段语法问题', { selector: 'p.stf-prose' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '受理售后，返工' }));
    expect(await screen.findByText('请填写处理说明')).toBeTruthy();
    expect(api.on('/service/staff/trans/move/')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('说明'), { target: { value: '已安排返工' } });
    fireEvent.click(screen.getByRole('button', { name: '受理售后，返工' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByText('确定'));
    });
    await waitFor(() => expect(api.on('/service/staff/trans/move/31')).toHaveLength(1));
    expect(api.on('/service/staff/trans/move/31')[0]!.body).toMatchObject({ action: 'resume', note: '已安排返工' });
  });

  it('delivering needs the file first', async () => {
    const api = mockApi({ '/service/staff/trans/get/': envelope(order({ progress: 'in_progress', events: [] })) });
    await renderAt(<SvcTransDetail />, { path: '/staff/svc-trans/31', pattern: '/staff/svc-trans/:id' });
    const buttons = await screen.findAllByRole('button', { name: '上传交付稿件' });
    fireEvent.click(buttons.pop()!);
    expect(await screen.findByText('请先上传文件')).toBeTruthy();
    expect(api.on('/service/staff/trans/move/')).toHaveLength(0);
  });
});

describe('staff: check orders', () => {
  it('a report needs a file and a valid similarity', async () => {
    mockApi({
      '/service/staff/check/list': envelope({
        list: [
          {
            id: 5,
            orderNo: 'O5',
            orderStatus: 'paid',
            progress: 'checking',
            engine: 'full',
            title: '交通论文',
            amountFen: 29800,
            createdAt: '2026-03-10T08:00:00.000Z',
            paper: null,
            report: null,
            similarityBp: null,
            user,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
    });
    await renderAt(<SvcCheckList />, { path: '/staff/svc-check' });
    const item = await screen.findByTestId('staff-check-item');
    fireEvent.click(within(item).getByRole('button', { name: '上传报告' }));
    fireEvent.change(await screen.findByLabelText('相似度（%）'), { target: { value: '12.345' } });
    const submit = within(item).getAllByRole('button', { name: '上传报告' }).pop()!;
    fireEvent.click(submit);
    expect(await screen.findByText('请先上传文件')).toBeTruthy();
    expect(screen.getByText('相似度须为0至100之间的数字，最多两位小数')).toBeTruthy();
  });
});
