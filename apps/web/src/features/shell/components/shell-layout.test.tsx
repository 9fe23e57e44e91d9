import { routeById } from '@app/contract/routes';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, i18nFor, mockApi } from '../../../app/test-utils';
import { ShellLayout } from './shell-layout';

beforeEach(async () => {
  await i18nFor('zh');
  clearCookies();
  mockApi((path) =>
    path === '/service/cms/article/main/v1'
      ? {
          code: 0,
          data: {
            categories: [
              { id: 1, code: 'news', name: '学术资讯', total: 12 },
              { id: 2, code: 'notice', name: '会议通知', total: 3 },
            ],
            top: [],
          },
        }
      : { code: 0, data: { show_rightM: [] } },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const layout = (id: string, path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ShellLayout route={routeById[id]!}>
        <p>SCREEN</p>
      </ShellLayout>
    </MemoryRouter>,
  );

describe('shell chrome (§2)', () => {
  it('shows the five-tab main footer on footer routes, with the cloud classroom as an external link', () => {
    layout('home', '/');
    const nav = screen.getByRole('navigation', { name: '主导航' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['首页', '学术会议', 'SCI期刊', '云课堂', '我的']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/',
      '/meeting',
      '/sci',
      'https://classroom.example.org/',
      '/personal',
    ]);
    expect(links[3]!.getAttribute('target')).toBe('_blank');
    expect(links[0]!.getAttribute('aria-current')).toBe('page');
  });

  it('shows the four-tab think-tank footer in the peerReview area', () => {
    layout('prTaskList', '/peerReview/taskList');
    const nav = screen.getByRole('navigation', { name: '智库导航' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['智库首页', '任务大厅', '主站', '我的中心']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/peerReview/index',
      '/peerReview/taskList',
      '/',
      '/peerReview/taskCenter/index',
    ]);
    expect(links[1]!.getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
  });

  it('has no footer on other pages but a back button, and no chrome at all for the staff console', () => {
    layout('articleDetail', '/article/detail/1');
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
    cleanup();
    layout('staff', '/staff/articles');
    expect(screen.getByText('SCREEN')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('link', { name: '搜索' })).toBeNull();
  });

  it('top nav: search entry, and a menu listing the sections and the CMS categories', async () => {
    layout('home', '/');
    expect(screen.getByRole('link', { name: '搜索' }).getAttribute('href')).toBe('/compSearch');
    fireEvent.click(screen.getByRole('button', { name: '打开栏目菜单' }));
    // The menu is its own lazy chunk (with antd-mobile's Popup): allow for the import under a busy run.
    const cat = await screen.findByRole('link', { name: '会议通知' }, { timeout: 5000 });
    expect(cat.getAttribute('href')).toBe('/article/category/2');
    for (const [name, href] of [
      ['学术会议', '/meeting'],
      ['SCI期刊', '/sci'],
      ['全球智库', '/peerReview/index'],
      ['人才合作', '/talentCooperation'],
      ['个人中心', '/personal'],
    ]) {
      const menu = screen.getByRole('navigation', { name: '全部栏目' });
      expect(within(menu).getByRole('link', { name: name! }).getAttribute('href')).toBe(href);
    }
  });
});
