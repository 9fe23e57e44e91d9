import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { i18nReady } from '../../../i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAuth } from '../../../shared/auth/auth-store';
import { demoUser, mockApi, ok } from '../test/api-mock';
import { clearOverlays, renderScreen } from '../test/render';
import NotifyDisplayScreen from './notify-display';
import NotifyTokenScreen from './notify-token';

function Address() {
  return <output>{useLocation().search}</output>;
}

afterEach(() => {
  cleanup();
  clearOverlays();
  clearAuth();
  vi.unstubAllGlobals();
});

describe('notify/display', () => {
  it('shows title and message as plain text only', async () => {
    const q = new URLSearchParams({ type: 'fail', title: '<img src=x onerror=alert(1)>', msg: '<b>bold</b>' });
    const { container } = await renderScreen('/notify/display', `/notify/display?${q}`, <NotifyDisplayScreen />);
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(screen.getByText('<b>bold</b>')).toBeTruthy();
    expect(container.querySelector('img, b')).toBeNull();
  });

  it('has a default title per type', async () => {
    await renderScreen('/notify/display', '/notify/display?type=success', <NotifyDisplayScreen />);
    expect(await screen.findByText('操作成功')).toBeTruthy();
  });
});

describe('notify/token', () => {
  it('never sends the token from the URL, and explains when not signed in', async () => {
    const api = mockApi({ '/service/home/auth': { code: 1001, codeMsg: '当前未登录' } });
    await renderScreen('/notify/token', '/notify/token?token=attacker-session&redirect=%2Fsci', <NotifyTokenScreen />);
    const login = await screen.findByRole('link', { name: '去登录' });
    expect(login.getAttribute('href')).toBe('/login?redirect=%2Fsci');
    expect(api.calls('/service/home/auth')).toEqual([{ certificate: '1' }]);
    expect(JSON.stringify((fetch as unknown as { mock: { calls: unknown[] } }).mock.calls)).not.toContain(
      'attacker-session',
    );
  });

  it('goes on to the safe redirect when the own session is valid', async () => {
    mockApi({ '/service/home/auth': ok(demoUser) });
    await renderScreen('/notify/token', '/notify/token?token=x&redirect=%2F%2Fevil.com', <NotifyTokenScreen />);
    expect((await screen.findByTestId('where')).textContent).toBe('/personal');
  });

  it('takes the token out of the address', async () => {
    mockApi({ '/service/home/auth': { code: 1001, codeMsg: '当前未登录' } });
    await i18nReady;
    render(
      <Suspense fallback={null}>
        <MemoryRouter initialEntries={['/notify/token?token=secret&redirect=%2Fsci']}>
          <Routes>
            <Route
              path="/notify/token"
              element={
                <>
                  <NotifyTokenScreen />
                  <Address />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </Suspense>,
    );
    await screen.findByRole('link', { name: '去登录' });
    expect(screen.getByRole('status').textContent).toBe('?redirect=%2Fsci');
  });
});
