import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../../shared/api/login-redirect';
import { clearAuth, setAuthUser } from '../../../shared/auth/auth-store';
import { fail, mockApi, renderScreen } from '../test/render';
import { home } from '../test/fixtures';
import MeetingDetail from './meeting-detail';

// antd-mobile's Toast (ES build) would outlive the test (collecting shows one) and its unmount
// fails under Node once the file's DOM is gone: record the messages instead, as order-pay's test does.
const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../../shared/api/client', async (load) => ({
  ...(await load<typeof import('../../../shared/api/client')>()),
  toast: (m: string) => toasts.push(m),
}));

const pattern = '/meeting/detail/:id';
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('conference detail', () => {
  it('shows the conference, its windows, categories with fees and notices', async () => {
    const api = mockApi({ '/service/visitor/home/index/': home(5) });
    await renderScreen(<MeetingDetail />, { path: '/meeting/detail/5', pattern });
    expect(await screen.findByRole('heading', { name: '国际人工智能会议 5' })).toBeTruthy();
    expect(api.calls[0]!.path).toBe('/service/visitor/home/index/5');
    expect(screen.getByText('2026年5月10日至12日')).toBeTruthy();
    expect(screen.getByText('人工智能')).toBeTruthy();
    expect(screen.getByText('会议聚焦人工智能的最新研究成果。')).toBeTruthy();
    const reg = screen.getByTestId('window-registration');
    expect(reg.textContent).toContain('报名中');
    expect(reg.textContent).toContain('2026年5月1日 截止');
    // A moment is read in Shanghai time: 15:59:59Z on 20 April is still 20 April there.
    expect(screen.getByTestId('window-submission').textContent).toContain('2026年4月20日 截止');
    expect(screen.getByText('论文文件为 PDF 或 Word，大小不超过 20MB。')).toBeTruthy();
    const cats = within(screen.getByTestId('category-list'));
    expect(cats.getByText('¥1,800')).toBeTruthy();
    expect(cats.getByText('¥900.50')).toBeTruthy();
    expect(cats.getByText('免费')).toBeTruthy();
    expect(cats.getByText('剩余 3 个名额')).toBeTruthy();
    expect(cats.getByText('名额已满')).toBeTruthy();
    expect(screen.getByRole('link', { name: /第一轮征稿通知/ }).getAttribute('href')).toBe(
      '/meet/meetNotice/detail/71',
    );
    expect(screen.getByTestId('act-register').getAttribute('href')).toBe('/attendees/toSignUp/5');
    expect(screen.getByTestId('act-submit').getAttribute('href')).toBe('/attendees/paperSubmit/5');
    expect(screen.getByTestId('act-consult').getAttribute('href')).toBe('/meet/consult?meetingId=5');
    expect(screen.queryByTestId('my-status')).toBeNull();
  });

  it('shows closed and not-yet-open windows instead of the buttons', async () => {
    mockApi({
      '/service/visitor/home/index/': home(5, {
        registration: { state: 'closed', openAt: null, closeAt: '2026-05-01T00:00:00.000Z' },
        submission: { state: 'notOpen', openAt: '2026-06-01T00:00:00.000Z', deadline: null, paperMaxMb: 10 },
      }),
    });
    await renderScreen(<MeetingDetail />, { path: '/meeting/detail/5', pattern });
    const register = await screen.findByTestId('act-register');
    expect(register.tagName).toBe('SPAN');
    expect(register.textContent).toBe('报名已截止');
    const submit = screen.getByTestId('act-submit');
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    expect(submit.textContent).toBe('投稿未开放');
    expect(screen.getByTestId('window-submission').textContent).toContain('2026年6月1日 开放');
  });

  it('says fully booked when every category is full', async () => {
    const full = home(5).categories.map((c) => ({ ...c, capacity: 1, remaining: 0 }));
    mockApi({ '/service/visitor/home/index/': home(5, { categories: full }) });
    await renderScreen(<MeetingDetail />, { path: '/meeting/detail/5', pattern });
    expect((await screen.findByTestId('act-register')).textContent).toBe('名额已满');
  });

  it('leads a registered author to the order and the paper instead', async () => {
    mockApi({
      '/service/visitor/home/index/': home(5, {
        me: { registrationId: 9, orderId: 31, orderStatus: 'unpaid', paperId: 44, paperStatus: 'revision_requested' },
      }),
    });
    await renderScreen(<MeetingDetail />, { path: '/meeting/detail/5', pattern });
    const mine = within(await screen.findByTestId('my-status'));
    expect(mine.getByRole('link', { name: /我的报名\s*待支付/ }).getAttribute('href')).toBe(
      '/personal/attend/detail/31',
    );
    expect(mine.getByRole('link', { name: /我的论文\s*待修改/ }).getAttribute('href')).toBe(
      '/personal/paper/detail/44',
    );
    expect(screen.getByTestId('act-register').getAttribute('href')).toBe('/personal/attend/detail/31');
    expect(screen.getByTestId('act-submit').textContent).toBe('查看我的论文');
  });

  it('shows not found for an unknown or malformed id', async () => {
    mockApi({ '/service/visitor/home/index/': fail(3001, '内容不存在') });
    await renderScreen(<MeetingDetail />, { path: '/meeting/detail/99', pattern });
    expect(await screen.findByText('会议不存在')).toBeTruthy();
    cleanup();
    const api = mockApi({});
    await renderScreen(<MeetingDetail />, { path: '/meeting/detail/abc', pattern });
    expect(await screen.findByText('会议不存在')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('shows a failure with retry', async () => {
    mockApi({ '/service/visitor/home/index/': fail(5000, '服务器开小差了') });
    await renderScreen(<MeetingDetail />, { path: '/meeting/detail/5', pattern });
    expect(await screen.findByText('服务器开小差了')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('speaks English', async () => {
    mockApi({ '/service/visitor/home/index/': home(5) });
    await renderScreen(<MeetingDetail />, { path: '/meeting/detail/5', pattern, lang: 'en' });
    expect(await screen.findByText('Attendee categories and fees')).toBeTruthy();
    expect(screen.getByText('May 10 – 12, 2026')).toBeTruthy();
    expect(screen.getByText('3 places left')).toBeTruthy();
    expect(screen.getByTestId('act-register').textContent).toBe('Register');
  });
});

describe('collecting a conference', () => {
  const user = {
    userId: 3,
    loginStatus: 1,
    nickname: '李教授',
    avatar: '',
    role: 'user',
    lang: 'zh',
    anency: -1,
    reader: 0,
    applying: 0,
    authentication: 0,
  } as const;

  afterEach(() => {
    clearAuth();
    setNavigator((to) => window.location.assign(to));
  });

  it('collects and uncollects for a signed-in user', async () => {
    let collected = false;
    const api = mockApi({
      '/service/visitor/home/index/': home(5),
      '/service/user/collection/meeting/status/': () => ({ collected }),
      '/service/user/collection/meeting/toggle/': () => {
        collected = !collected;
        return { collected };
      },
    });
    setAuthUser(user);
    await renderScreen(<MeetingDetail />, { path: '/meeting/detail/5', pattern });
    const button = await screen.findByTestId('act-collect');
    await waitFor(() => expect(api.on('/service/user/collection/meeting/status/5')).toHaveLength(1));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(button.textContent).toBe('已收藏');
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(api.on('/service/user/collection/meeting/toggle/').map((c) => c.path)).toEqual([
      '/service/user/collection/meeting/toggle/5',
      '/service/user/collection/meeting/toggle/5',
    ]);
    expect(toasts).toEqual(['已收藏，可在“我的收藏”中查看', '已取消收藏']);
  });

  it('sends a visitor to sign in first, and asks nothing of the server', async () => {
    const to: string[] = [];
    setNavigator((url) => to.push(url));
    clearAuth();
    const api = mockApi({ '/service/visitor/home/index/': home(5) });
    await renderScreen(<MeetingDetail />, { path: '/meeting/detail/5', pattern });
    fireEvent.click(await screen.findByTestId('act-collect'));
    expect(to).toHaveLength(1);
    expect(to[0]).toMatch(/^\/login\?redirect=/);
    expect(api.on('/service/user/')).toHaveLength(0);
  });
});
