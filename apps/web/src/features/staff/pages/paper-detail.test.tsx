import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, listPage, mockApi, renderAt, staffMeeting } from '../test/render';
import PaperDetail from './paper-detail';
import PaperList from './paper-list';

const author = (position: number, nameEn: string, corresponding = false) => ({
  position,
  corresponding,
  nameEn,
  name: '',
  countryCode: '86',
  phone: `1380000000${position}`,
  email: `a${position}@uni.edu`,
  title: 'professor',
  affiliation: 'Tsinghua University',
  country: 'China',
  address: '',
  field: 'computer',
});
const paper = (status: string, opinions: unknown[] = []) => ({
  id: 31,
  title: 'Graph networks for protein folding',
  status,
  submittedAt: '2026-05-02T02:00:00.000Z',
  updatedAt: '2026-05-02T02:00:00.000Z',
  meeting: { id: 5, code: 'ICAI2026', title: '人工智能国际会议', startDate: '2026-06-10' },
  keywords: 'graph; protein',
  abstract: 'We fold proteins.',
  fields: ['computer'],
  file: { id: 'f'.repeat(32), name: 'paper.pdf', size: 3_565_158, url: '/media/paper/x.pdf' },
  authors: [author(2, 'Li Lei'), author(1, 'Han Meimei', true), author(3, 'Wang Fang')],
  couponCode: '',
  referralCode: 'REF1',
  inviteCode: '',
  opinions,
  editable: false,
  submission: { state: 'open', deadline: null, paperMaxMb: 20 },
  user: { id: 8, nickname: '韩梅梅', phone: '138****0001' },
});
const config = {
  statuses: [],
  actions: [],
  editable: [],
  maxAuthors: 7,
  maxFields: 3,
  fileKinds: [],
  defaultPaperMaxMb: 20,
  fields: [{ value: 'computer', label: '计算机科学' }],
  titles: [{ value: 'professor', label: '教授' }],
};

afterEach(async () => {
  cleanup();
  Dialog.clear();
  // A dialog closes with an animation: let it leave before the next test looks for buttons.
  await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull());
  vi.unstubAllGlobals();
});

async function open(status = 'submitted', decide: unknown = envelope({ id: 31, status: 'revision_requested' })) {
  const api = mockApi({
    '/service/staff/paper/get/31': envelope(paper(status)),
    '/service/review/action/config': envelope(config),
    '/service/staff/paper/decide/31': decide,
  });
  await renderAt(<PaperDetail />, { path: '/staff/papers/31', pattern: '/staff/papers/:id' });
  await screen.findByRole('heading', { name: 'Graph networks for protein folding' });
  return api;
}

describe('paper detail', () => {
  it('shows the authors in order with the corresponding one, the file and the submitter', async () => {
    await open();
    const authors = screen.getAllByTestId('staff-paper-author');
    for (const [i, name] of ['1. Han Meimei', '2. Li Lei', '3. Wang Fang'].entries()) {
      expect(authors[i]!.textContent).toContain(name);
    }
    expect(authors[0]!.textContent).toContain('通讯作者');
    await waitFor(() => expect(authors[0]!.textContent).toContain('教授'));
    expect(authors[0]!.textContent).toContain('+86 13800000001');
    const file = screen.getByTestId('staff-paper-file');
    expect(file.getAttribute('href')).toBe('/media/paper/x.pdf');
    expect(file.textContent).toContain('paper.pdf');
    expect(file.textContent).toContain('3.4 MB');
    expect(screen.getByText('韩梅梅 · 138****0001')).toBeTruthy();
    expect(screen.getByTestId('staff-paper-status').textContent).toBe('已提交');
  });

  it('asks for an opinion before a revision or a rejection, and sends nothing without one', async () => {
    const api = await open();
    fireEvent.click(screen.getByRole('button', { name: '退回修改' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请填写审稿意见');
    fireEvent.click(screen.getByRole('button', { name: '拒稿' }));
    expect(screen.getByRole('alert').textContent).toBe('请填写审稿意见');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.on('/service/staff/paper/decide')).toHaveLength(0);
  });

  it('confirms, then sends the action with the opinion the author will read', async () => {
    const api = await open();
    fireEvent.change(screen.getByLabelText('审稿意见'), { target: { value: '  请补充实验对比。 ' } });
    fireEvent.click(screen.getByRole('button', { name: '退回修改' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('确认退回修改');
    await act(async () => {
      fireEvent.click(within(dialog).getByText('退回修改'));
    });
    await waitFor(() => expect(api.on('/service/staff/paper/decide/31')).toHaveLength(1));
    expect(api.on('/service/staff/paper/decide/31')[0]!.body).toEqual({
      action: 'revise',
      opinion: '请补充实验对比。',
    });
    // The page reloads the paper to show its new state.
    await waitFor(() => expect(api.on('/service/staff/paper/get/31').length).toBeGreaterThan(1));
  });

  it('accepts without an opinion, and sends nothing when the confirmation is cancelled', async () => {
    const api = await open('resubmitted', envelope({ id: 31, status: 'accepted' }));
    fireEvent.click(screen.getByRole('button', { name: '录用' }));
    let dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByText('取消'));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.on('/service/staff/paper/decide')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '录用' }));
    dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByText('录用'));
    });
    await waitFor(() => expect(api.on('/service/staff/paper/decide/31')).toHaveLength(1));
    expect(api.on('/service/staff/paper/decide/31')[0]!.body).toEqual({ action: 'accept', opinion: '' });
  });

  it('offers no decision on a paper already decided, and lists the earlier opinions', async () => {
    mockApi({
      '/service/staff/paper/get/31': envelope(
        paper('revision_requested', [{ action: 'revise', opinion: '请补充实验', at: '2026-05-03T02:00:00.000Z' }]),
      ),
      '/service/review/action/config': envelope(config),
    });
    await renderAt(<PaperDetail />, { path: '/staff/papers/31', pattern: '/staff/papers/:id' });
    expect(await screen.findByText('已退回修改，等待作者重新提交。')).toBeTruthy();
    expect(screen.getByText('请补充实验')).toBeTruthy();
    expect(screen.getByText('2026-05-03 10:00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '录用' })).toBeNull();
  });

  it('says when the paper does not exist', async () => {
    mockApi({
      '/service/staff/paper/get/': envelope(null, 3001, '不存在'),
      '/service/review/action/config': envelope(config),
    });
    await renderAt(<PaperDetail />, { path: '/staff/papers/99', pattern: '/staff/papers/:id' });
    expect(await screen.findByText('稿件不存在')).toBeTruthy();
  });
});

describe('paper list', () => {
  const brief = { ...paper('submitted'), userId: 8, authorName: 'Han Meimei' };
  it('lists papers of the chosen conference and state', async () => {
    const api = mockApi({
      '/service/staff/meeting/list': listPage([staffMeeting()], 100),
      '/service/staff/paper/list': envelope({ list: [brief], total: 1, page: 1, pageSize: 10 }),
    });
    await renderAt(<PaperList />, { path: '/staff/papers?meeting=5', pattern: '/staff/papers' });
    const item = await screen.findByTestId('staff-paper-item');
    expect(item.textContent).toContain('Graph networks for protein folding');
    expect(item.textContent).toContain('Han Meimei');
    expect(item.textContent).toContain('已提交');
    expect(api.on('/service/staff/paper/list')[0]!.body).toMatchObject({ meetingId: '5', page: '1' });
    fireEvent.click(screen.getByRole('button', { name: '待修改' }));
    await waitFor(() => expect(api.on('/service/staff/paper/list')).toHaveLength(2));
    expect(api.on('/service/staff/paper/list')[1]!.body).toMatchObject({
      meetingId: '5',
      status: 'revision_requested',
    });
  });

  it('says when nothing matches, and offers a retry when loading fails', async () => {
    mockApi({
      '/service/staff/meeting/list': envelope({ list: [], total: 0, page: 1, pageSize: 100 }),
      '/service/staff/paper/list': envelope({ list: [], total: 0, page: 1, pageSize: 10 }),
    });
    await renderAt(<PaperList />, { path: '/staff/papers', pattern: '/staff/papers' });
    expect(await screen.findByText('没有符合条件的稿件')).toBeTruthy();
    cleanup();
    mockApi({
      '/service/staff/meeting/list': envelope({ list: [], total: 0, page: 1, pageSize: 100 }),
      '/service/staff/paper/list': envelope(null, 5000, '服务器开小差了'),
    });
    await renderAt(<PaperList />, { path: '/staff/papers', pattern: '/staff/papers' });
    expect(await screen.findByText('服务器开小差了')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
