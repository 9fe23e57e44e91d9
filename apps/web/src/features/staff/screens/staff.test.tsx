import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth } from '../../../shared/auth/auth-store';
import { authUser, currentLocation, envelope, mockApi, renderAt } from '../test/render';
import Staff from './staff';

const categories = [
  { id: 1, code: 'news', nameZh: '学术资讯', nameEn: 'Academic news', sort: 1, inMenu: true, total: 2 },
];
const article = {
  id: 7,
  categoryId: 1,
  lang: 'zh',
  title: 'R&amp;D 年度进展',
  summary: '',
  content: '<p>x</p>',
  author: '',
  source: '',
  cover: null,
  isTop: true,
  isHot: false,
  published: false,
  publishedAt: '2026-03-10T08:00:00.000Z',
};

beforeEach(() => clearAuth());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('staff console gate', () => {
  it('shows the no-permission panel to a signed-in user who is not staff, and loads no console data', async () => {
    const api = mockApi({ '/service/home/auth': envelope(authUser('user', '张三')) });
    await renderAt(<Staff />, { path: '/staff/articles' });
    const panel = await screen.findByTestId('staff-no-permission');
    expect(panel.textContent).toContain('没有后台权限');
    expect(panel.textContent).toContain('张三');
    expect(api.on('/service/staff/')).toHaveLength(0);
  });

  it('sends a signed-out visitor to the console sign-in, remembering the page', async () => {
    mockApi({ '/service/home/auth': envelope(null, 1001, '当前未登录') });
    await renderAt(<Staff />, { path: '/staff/pics?slot=home_ad' });
    await waitFor(() =>
      expect(currentLocation()).toBe(`/staff/login?redirect=${encodeURIComponent('/staff/pics?slot=home_ad')}`),
    );
    expect(await screen.findByRole('heading', { name: '运营后台登录' })).toBeTruthy();
  });

  it('lets staff in: the article list shows decoded titles, flags and the category', async () => {
    const api = mockApi({
      '/service/home/auth': envelope(authUser('staff')),
      '/service/staff/cms/category/list': envelope(categories),
      '/service/staff/cms/article/list': envelope({ list: [article], total: 1, page: 1, pageSize: 10 }),
    });
    await renderAt(<Staff />, { path: '/staff/articles?q=R%26D' });
    const item = await screen.findByTestId('staff-article-item');
    expect(item.textContent).toContain('R&D 年度进展');
    expect(item.textContent).toContain('置顶');
    expect(item.textContent).toContain('未发布');
    await waitFor(() => expect(item.textContent).toContain('学术资讯'));
    expect(api.on('/service/staff/cms/article/list')[0]!.body).toMatchObject({
      page: '1',
      pageSize: '10',
      keyword: 'R&D',
    });
  });

  it('tells a non-staff account at sign-in that it is not staff', async () => {
    mockApi({
      '/service/home/auth': envelope(null, 1001, '当前未登录'),
      '/service/passport/login': envelope(authUser('user', '李四')),
    });
    const { getByLabelText, getByRole } = await renderAt(<Staff />, { path: '/staff/login' });
    fireEvent.change(getByLabelText('账号'), { target: { value: '13800000000' } });
    fireEvent.change(getByLabelText('密码'), { target: { value: 'Demo1234!' } });
    fireEvent.click(getByRole('button', { name: '登录' }));
    const alert = await screen.findByTestId('staff-login-not-staff');
    expect(alert.textContent).toContain('李四');
    expect(currentLocation()).toBe('/staff/login');
  });

  it('routes the conference pages and lists them in the console menu', async () => {
    mockApi({
      '/service/home/auth': envelope(authUser('staff')),
      '/service/staff/meeting/get/5': envelope({ id: 5, title: '人工智能国际会议' }),
      '/service/staff/meeting/attendance/5': envelope({ registered: 0, paid: 0, checkedIn: 0, categories: [] }),
    });
    await renderAt(<Staff />, { path: '/staff/checkin/5' });
    expect(await screen.findByRole('heading', { name: '现场签到' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: '后台导航' });
    const links = [...nav.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).toEqual(
      expect.arrayContaining(['会议', '稿件', '咨询', '签到', '劳务费', '指南页面']),
    );
    expect(links.find((a) => a.textContent === '签到')?.className).toContain('is-active');
  });
});
