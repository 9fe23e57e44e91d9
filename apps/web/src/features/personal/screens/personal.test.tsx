import type { TAuthInfo } from '@app/contract/calls/passport';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, getAuth, setAuthUser } from '../../../shared/auth/auth-store';
import { mockApi, renderAt } from '../test/harness';
import PersonalScreen from './personal';

const user: TAuthInfo = {
  userId: 3,
  loginStatus: 1,
  nickname: '李教授',
  avatar: '/media/gen/avatar/3.svg',
  role: 'user',
  lang: 'zh',
  anency: -1,
  reader: 1,
  applying: 0,
  authentication: 1,
};

const profile = {
  userId: 3,
  nickname: '李教授',
  avatar: '/media/gen/avatar/3.svg',
  phone: '138****0001',
  email: null,
  countryCode: '86',
  memberLevel: 2,
  credits: 1250,
  authentication: 1,
  reader: 1,
};

beforeEach(() => clearAuth());
afterEach(() => {
  cleanup();
  Dialog.clear();
  vi.unstubAllGlobals();
});

describe('personal page', () => {
  it('shows the sign-in prompt and the menu when signed out', async () => {
    const paths = mockApi({});
    await renderAt('/personal?invite=F1', <PersonalScreen />);
    const prompt = (await screen.findByRole('heading', { name: '登录 / 注册' })).closest('section')!;
    expect(within(prompt).getByRole('link', { name: '登录' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fpersonal&invite=F1',
    );
    expect(within(prompt).getByRole('link', { name: '注册' }).getAttribute('href')).toBe(
      '/register?redirect=%2Fpersonal&invite=F1',
    );
    expect(screen.getByRole('link', { name: '会议订单' }).getAttribute('href')).toBe('/personal/attend');
    expect(screen.getByRole('link', { name: '查重订单' }).getAttribute('href')).toBe('/check/checkOrderList');
    expect(screen.queryByRole('button', { name: '退出登录' })).toBeNull();
    expect(paths).toEqual([]);
  });

  it('shows the profile when signed in, without a staff console for a user', async () => {
    mockApi({ '/service/user/profile/index': { code: 0, data: profile } });
    setAuthUser(user);
    await renderAt('/personal', <PersonalScreen />);
    expect(await screen.findByText('+86 138****0001')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '李教授' })).toBeTruthy();
    expect(screen.getByText('LV2')).toBeTruthy();
    expect(screen.getByText((1250).toLocaleString())).toBeTruthy();
    expect(screen.getByText('已认证')).toBeTruthy();
    expect(screen.getByText('智库专家')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '员工控制台' })).toBeNull();
  });

  it('links staff to the console', async () => {
    mockApi({ '/service/user/profile/index': { code: 0, data: profile } });
    setAuthUser({ ...user, role: 'staff' });
    await renderAt('/personal', <PersonalScreen />);
    expect((await screen.findByRole('link', { name: '员工控制台' })).getAttribute('href')).toBe('/staff');
  });

  it('signs out after confirming and stays as a visitor', async () => {
    const paths = mockApi({
      '/service/user/profile/index': { code: 0, data: profile },
      '/service/passport/logout': { code: 0, data: null },
    });
    setAuthUser(user);
    await renderAt('/personal', <PersonalScreen />);
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByText('退出'));
    });
    expect(await screen.findByRole('heading', { name: '登录 / 注册' })).toBeTruthy();
    expect(paths).toContain('/service/passport/logout');
    expect(getAuth().status).toBe('out');
  });

  it('treats an expired session as signed out without leaving the page', async () => {
    mockApi({ '/service/user/profile/index': { code: 1001, codeMsg: '当前未登录' } });
    setAuthUser(user);
    await renderAt('/personal', <PersonalScreen />);
    expect(await screen.findByRole('heading', { name: '登录 / 注册' })).toBeTruthy();
  });
});
