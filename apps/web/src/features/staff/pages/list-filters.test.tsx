import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, envelope, listPage, mockApi, renderAt, staffMeeting } from '../test/render';
import ConsultInbox from './consult-inbox';
import MeetingList from './meeting-list';
import PaperList from './paper-list';
import RegistrationList from './registration-list';
import SheetList from './sheet-list';

/**
 * The filters of the conference-side lists live in the address: what each reads from it, sends to
 * the server and writes back when a filter or the page changes.
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (list: unknown[], total = list.length) => listPage(list, 10, total);
const meeting = staffMeeting();
const meetings = page([meeting]);
const search = (label: string, value: string) => {
  const box = screen.getByPlaceholderText(label);
  fireEvent.change(box, { target: { value } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
};

describe('paper list filters', () => {
  const paper = {
    id: 7,
    title: '深度学习',
    status: 'submitted',
    authorName: '李雷',
    submittedAt: '2026-05-02T02:00:00.000Z',
    updatedAt: '2026-05-02T02:00:00.000Z',
    meeting: { id: 5, title: '人工智能国际会议' },
  };

  it('reads conference, state, keyword and page, and hands the view to the detail', async () => {
    const api = mockApi({
      '/service/staff/meeting/list': meetings,
      '/service/staff/paper/list': page([paper], 30),
    });
    await renderAt(<PaperList />, {
      path: '/staff/papers?page=2&q=+AI+&status=submitted&meeting=5',
      pattern: '/staff/papers',
    });
    const item = await screen.findByTestId('staff-paper-item');
    expect(api.on('/service/staff/paper/list')[0]!.body).toEqual({
      page: '2',
      pageSize: '10',
      meetingId: '5',
      status: 'submitted',
      keyword: 'AI',
    });
    expect(item.querySelector('a')!.getAttribute('href')).toBe(
      `/staff/papers/7?from=${encodeURIComponent('page=2&q=+AI+&status=submitted&meeting=5')}`,
    );
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(currentLocation()).toBe('/staff/papers?meeting=5&status=submitted&q=+AI+&page=3'));
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    await waitFor(() => expect(currentLocation()).toBe('/staff/papers?meeting=5&q=+AI+'));
    fireEvent.click(screen.getByRole('button', { name: '待修改' }));
    await waitFor(() => expect(currentLocation()).toBe('/staff/papers?meeting=5&status=revision_requested&q=+AI+'));
    search('搜索标题或作者', '');
    await waitFor(() => expect(currentLocation()).toBe('/staff/papers?meeting=5&status=revision_requested'));
    fireEvent.change(screen.getByRole('combobox', { name: '选择会议' }), { target: { value: '' } });
    await waitFor(() => expect(currentLocation()).toBe('/staff/papers?status=revision_requested'));
  });

  it('ignores what it cannot use', async () => {
    const api = mockApi({ '/service/staff/meeting/list': meetings, '/service/staff/paper/list': page([]) });
    await renderAt(<PaperList />, {
      path: '/staff/papers?page=0&status=bogus&meeting=x&other=1',
      pattern: '/staff/papers',
    });
    await screen.findByText('没有符合条件的稿件');
    expect(api.on('/service/staff/paper/list')[0]!.body).toEqual({ page: '1', pageSize: '10' });
    search('搜索标题或作者', 'x');
    await waitFor(() => expect(currentLocation()).toBe('/staff/papers?q=x'));
  });
});

describe('sheet list filters', () => {
  it('reads conference, state and keyword, and a change goes back to page 1', async () => {
    const api = mockApi({ '/service/staff/meeting/list': meetings, '/service/staff/settlement/list': page([]) });
    await renderAt(<SheetList />, {
      path: '/staff/sheets?meeting=5&status=paid&q=Smith&page=2',
      pattern: '/staff/sheets',
    });
    await screen.findByText('没有符合条件的确认单');
    expect(api.on('/service/staff/settlement/list')[0]!.body).toEqual({
      page: '2',
      pageSize: '10',
      meetingId: '5',
      status: 'paid',
      keyword: 'Smith',
    });
    fireEvent.change(screen.getByRole('combobox', { name: '确认单状态' }), { target: { value: 'returned' } });
    await waitFor(() => expect(currentLocation()).toBe('/staff/sheets?meeting=5&status=returned&q=Smith'));
    fireEvent.change(screen.getByRole('combobox', { name: '确认单状态' }), { target: { value: '' } });
    await waitFor(() => expect(currentLocation()).toBe('/staff/sheets?meeting=5&q=Smith'));
    search('搜索单号或嘉宾姓名', 'AS2026');
    await waitFor(() => expect(currentLocation()).toBe('/staff/sheets?meeting=5&q=AS2026'));
  });
});

describe('consultation inbox filters', () => {
  it('reads the conference and the page', async () => {
    const api = mockApi({
      '/service/staff/meeting/list': meetings,
      '/service/staff/meeting/dialog/inbox': page([], 45),
    });
    await renderAt(<ConsultInbox />, { path: '/staff/consult?meeting=5&page=3', pattern: '/staff/consult' });
    await screen.findByText('暂无咨询');
    expect(api.on('/service/staff/meeting/dialog/inbox')[0]!.body).toEqual({
      page: '3',
      pageSize: '20',
      meetingId: '5',
    });
    fireEvent.change(screen.getByRole('combobox', { name: '选择会议' }), { target: { value: '' } });
    await waitFor(() => expect(currentLocation()).toBe('/staff/consult'));
  });
});

describe('conference list filters', () => {
  it('searches the trimmed keyword and pages', async () => {
    const api = mockApi({ '/service/staff/meeting/list': meetings });
    await renderAt(<MeetingList />, { path: '/staff/meetings?q=%20AI%20', pattern: '/staff/meetings' });
    await screen.findByTestId('staff-meeting-item');
    expect(api.on('/service/staff/meeting/list')[0]!.body).toEqual({ page: '1', pageSize: '10', keyword: 'AI' });
    search('搜索会议名称或代码', 'ICAI');
    await waitFor(() => expect(currentLocation()).toBe('/staff/meetings?q=ICAI'));
  });

  it('leaves the keyword out when there is none, and pages', async () => {
    const api = mockApi({ '/service/staff/meeting/list': page([meeting], 25) });
    await renderAt(<MeetingList />, { path: '/staff/meetings?page=2', pattern: '/staff/meetings' });
    await screen.findByTestId('staff-meeting-item');
    expect(api.on('/service/staff/meeting/list')[0]!.body).toEqual({ page: '2', pageSize: '10' });
    fireEvent.click(screen.getByRole('button', { name: '上一页' }));
    await waitFor(() => expect(currentLocation()).toBe('/staff/meetings'));
  });
});

describe('registration list filters', () => {
  const registration = {
    id: 1,
    orderId: 71,
    orderStatus: 'paid',
    name: '韩梅梅',
    phone: '13800000001',
    email: 'a@uni.edu',
    unit: '',
    categoryName: '正式代表',
    ticketCode: 'ABCD2345E1',
    checkedInAt: null,
  };
  it('sends the trimmed keyword with the conference of the address', async () => {
    const api = mockApi({
      '/service/staff/meeting/get/5': envelope({ id: 5, title: '人工智能国际会议' }),
      '/service/staff/meeting/registration/list': page([registration], 45),
    });
    await renderAt(<RegistrationList />, {
      path: '/staff/meetings/5/registrations?q=%20韩%20&page=2',
      pattern: '/staff/meetings/:id/registrations',
    });
    await screen.findByText('第 2 / 3 页，共 45 条');
    expect(api.on('/service/staff/meeting/registration/list')[0]!.body).toEqual({
      meetingId: '5',
      page: '2',
      pageSize: '20',
      keyword: '韩',
    });
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(currentLocation()).toBe('/staff/meetings/5/registrations?q=+%E9%9F%A9+&page=3'));
    search('搜索姓名、手机号或票码', '');
    await waitFor(() => expect(currentLocation()).toBe('/staff/meetings/5/registrations'));
  });
});
