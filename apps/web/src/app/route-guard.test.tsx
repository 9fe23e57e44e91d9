import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth } from '../shared/auth/auth-store';
import { writeCookie } from '../shared/cookies';
import { App } from './app';
import { resetFirstNavigationCheck } from './auth-boot';
import { clearCookies, demoUser, go, i18nFor, mockApi } from './test-utils';

// The guard's message goes through the API client's toast; spy on it rather than on antd-mobile's DOM.
const toast = vi.hoisted(() => vi.fn());
vi.mock('../shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../shared/api/client')>()),
  toast,
}));

// Stand-in screens, so the guard is tested without other features' code.
vi.mock('./screens', () => {
  const make = (text: string) => () => Promise.resolve({ default: () => <p>{text}</p> });
  const files: Record<string, { id: string; domain: string; file: string; load: () => Promise<unknown> }> = {
    login: { id: 'login', domain: 'passport', file: 'login.tsx', load: make('LOGIN SCREEN') },
    personal: { id: 'personal', domain: 'personal', file: 'personal.tsx', load: make('PERSONAL SCREEN') },
  };
  return { screenFile: (id: string) => files[id], screenIndex: { byId: new Map(Object.entries(files)), clashes: [] } };
});

beforeEach(async () => {
  toast.mockClear();
  await i18nFor('zh');
  clearCookies();
  clearAuth();
  resetFirstNavigationCheck();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('route guard (§5)', () => {
  it('sends a visitor from a login-only page to /login, remembering the target and the invite', async () => {
    mockApi((path) => (path === '/service/home/auth' ? { code: 1001, codeMsg: '当前未登录' } : undefined));
    go('/personal/attend?invite=abc');
    render(<App />);
    expect(await screen.findByText('LOGIN SCREEN')).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
    const q = new URLSearchParams(window.location.search);
    expect(q.get('redirect')).toBe('/personal/attend?invite=abc');
    expect(q.get('invite')).toBe('abc');
    // The toast says why (common:notLoggedIn), once.
    expect(toast.mock.calls).toEqual([['当前未登录']]);
  });

  it('lets a public page through without a login', async () => {
    mockApi(() => ({ code: 1001, codeMsg: '当前未登录' }));
    go('/personal');
    render(<App />);
    expect(await screen.findByText('PERSONAL SCREEN')).toBeTruthy();
    expect(window.location.pathname).toBe('/personal');
    expect(toast).not.toHaveBeenCalled();
  });

  it('renders a login-only page only after the auth check answered', async () => {
    writeCookie('loginStatus', '1');
    let answer!: () => void;
    const held = new Promise<void>((r) => {
      answer = r;
    });
    const api = mockApi(async (path) => {
      if (path !== '/service/home/auth') return undefined;
      await held;
      return { code: 0, data: demoUser };
    });
    go('/personal/attend');
    render(<App />);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByTestId('pending-screen')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(api.mock.calls.filter(([u]) => u === '/service/home/auth')).toHaveLength(1);
    answer();
    expect(await screen.findByTestId('pending-screen')).toBeTruthy();
    expect(window.location.pathname).toBe('/personal/attend');
  });

  it('redirects to login when the cookie is stale and the server says not logged in', async () => {
    writeCookie('loginStatus', '1');
    mockApi((path) => (path === '/service/home/auth' ? { code: 1001, codeMsg: '当前未登录' } : undefined));
    go('/wallet/myAccount');
    render(<App />);
    expect(await screen.findByText('LOGIN SCREEN')).toBeTruthy();
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/wallet/myAccount');
  });
});
