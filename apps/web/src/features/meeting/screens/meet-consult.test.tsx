import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meeting, page } from '../../cms/test/fixtures';
import { fail, mockApi, renderScreen } from '../test/render';
import MeetConsult, { CONSULT_POLL_MS } from './meet-consult';

const thread = (list: { id: number; fromStaff: boolean; content: string; createdAt: string }[]) => ({
  meetingId: 5,
  meetingTitle: '国际人工智能会议 5',
  list,
});
const first = [
  { id: 1, fromStaff: false, content: '学生注册需要什么证明？', createdAt: '2026-03-10T02:05:00.000Z' },
  { id: 2, fromStaff: true, content: '请上传学生证照片。', createdAt: '2026-03-10T03:30:00.000Z' },
];

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('conference consultation', () => {
  it('shows the thread oldest first, staff and own messages apart, with Shanghai times', async () => {
    const api = mockApi({ '/service/visitor/dialog/index/': thread(first) });
    await renderScreen(<MeetConsult />, { path: '/meet/consult?meetingId=5' });
    const list = await screen.findByTestId('consult-messages');
    expect(api.calls[0]!.path).toBe('/service/visitor/dialog/index/5');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.className)).toEqual(['mt-msg mt-msg--me', 'mt-msg mt-msg--staff']);
    expect(items[1]!.textContent).toContain('会务人员');
    expect(items[1]!.textContent).toContain('请上传学生证照片。');
    expect(items[1]!.textContent).toContain('2026年3月10日 11:30');
    expect(screen.getByRole('link', { name: '国际人工智能会议 5' }).getAttribute('href')).toBe('/meeting/detail/5');
  });

  it('sends a question and shows the refreshed thread', async () => {
    let n = 0;
    const api = mockApi({
      '/service/visitor/dialog/index/': () =>
        n++ === 0
          ? thread([])
          : thread([{ id: 3, fromStaff: false, content: '会议有线上参会吗？', createdAt: '2026-03-11T01:00:00.000Z' }]),
      '/service/visitor/dialog/send/': { id: 3 },
    });
    await renderScreen(<MeetConsult />, { path: '/meet/consult?meetingId=5' });
    expect(await screen.findByText('还没有咨询记录')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('咨询内容'), { target: { value: '  会议有线上参会吗？ ' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(await screen.findByText('会议有线上参会吗？')).toBeTruthy();
    expect(api.on('/service/visitor/dialog/send/')[0]).toEqual({
      path: '/service/visitor/dialog/send/5',
      body: { content: '会议有线上参会吗？' },
    });
    expect((screen.getByLabelText('咨询内容') as HTMLTextAreaElement).value).toBe('');
  });

  it('says an empty or overlong question next to the box, in both languages, and sends nothing', async () => {
    const api = mockApi({ '/service/visitor/dialog/index/': thread(first) });
    await renderScreen(<MeetConsult />, { path: '/meet/consult?meetingId=5' });
    await screen.findByTestId('consult-messages');
    fireEvent.change(screen.getByLabelText('咨询内容'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入咨询内容');
    fireEvent.change(screen.getByLabelText('咨询内容'), { target: { value: '问'.repeat(1001) } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect((await screen.findByRole('alert')).textContent).toBe('咨询内容不能超过 1000 个字');
    expect(screen.getByLabelText('咨询内容').getAttribute('aria-invalid')).toBe('true');
    cleanup();
    mockApi({ '/service/visitor/dialog/index/': thread(first) });
    await renderScreen(<MeetConsult />, { path: '/meet/consult?meetingId=5', lang: 'en' });
    await screen.findByTestId('consult-messages');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please type your question');
    expect(api.on('/service/visitor/dialog/send/')).toHaveLength(0);
  });

  it('shows a refusal of the server next to the box', async () => {
    mockApi({
      '/service/visitor/dialog/index/': thread(first),
      '/service/visitor/dialog/send/': fail(4290, '操作过于频繁，请稍后再试'),
    });
    await renderScreen(<MeetConsult />, { path: '/meet/consult?meetingId=5' });
    await screen.findByTestId('consult-messages');
    fireEvent.change(screen.getByLabelText('咨询内容'), { target: { value: '还在吗' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect((await screen.findByRole('alert')).textContent).toBe('操作过于频繁，请稍后再试');
    expect((screen.getByLabelText('咨询内容') as HTMLTextAreaElement).value).toBe('还在吗');
  });

  it('fetches the thread again while the page stays open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ '/service/visitor/dialog/index/': thread(first) });
    await renderScreen(<MeetConsult />, { path: '/meet/consult?meetingId=5' });
    await screen.findByTestId('consult-messages');
    expect(api.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(CONSULT_POLL_MS);
    await waitFor(() => expect(api.calls).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(api.calls).toHaveLength(3));
  });

  it('shows a failure with retry', async () => {
    let n = 0;
    mockApi({ '/service/visitor/dialog/index/': () => (n++ === 0 ? fail(5000, '服务器开小差了') : thread(first)) });
    await renderScreen(<MeetConsult />, { path: '/meet/consult?meetingId=5' });
    expect(await screen.findByText('服务器开小差了')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('请上传学生证照片。')).toBeTruthy();
  });

  it('asks which conference first when the address names none', async () => {
    mockApi({ '/service/visitor/meeting/find': page([meeting(3)], 1) });
    await renderScreen(<MeetConsult />, { path: '/meet/consult' });
    expect(await screen.findByRole('heading', { name: '选择要咨询的会议' })).toBeTruthy();
    const row = within(await screen.findByTestId('meeting-picker')).getAllByRole('link')[0]!;
    expect(row.getAttribute('href')).toBe('/meet/consult?meetingId=3');
  });

  it('shows not found for an unknown conference and never calls for a malformed id', async () => {
    mockApi({ '/service/visitor/dialog/index/': fail(3001, '内容不存在') });
    await renderScreen(<MeetConsult />, { path: '/meet/consult?meetingId=404' });
    expect(await screen.findByText('会议不存在')).toBeTruthy();
    cleanup();
    const api = mockApi({});
    await renderScreen(<MeetConsult />, { path: '/meet/consult?meetingId=x1' });
    expect(await screen.findByText('会议不存在')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
