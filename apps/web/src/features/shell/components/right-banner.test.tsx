import { routeById } from '@app/contract/routes';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, i18nFor, mockApi } from '../../../app/test-utils';
import { bannerAllowed, RightBanner, resetBannerCache } from './right-banner';

const pic = {
  id: 5,
  slot: 'show_rightM',
  title: '充值有礼',
  image: '/media/gen/square/1.svg',
  link: '/activity/topup',
};
const second = { ...pic, id: 6, title: '第二张' };

beforeEach(async () => {
  await i18nFor('zh');
  clearCookies();
  resetBannerCache();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = () =>
  render(
    <MemoryRouter>
      <RightBanner />
    </MemoryRouter>,
  );

describe('right banner (§2, §9)', () => {
  it('shows only the first picture of slot show_rightM, linking inside the app', async () => {
    const api = mockApi((path) =>
      path === '/service/cms/pics/batch/show_rightM' ? { code: 0, data: { show_rightM: [pic, second] } } : undefined,
    );
    show();
    const img = await screen.findByAltText('充值有礼');
    expect(img.closest('a')?.getAttribute('href')).toBe('/activity/topup');
    expect(screen.queryByAltText('第二张')).toBeNull();
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('closing writes rightPop=1 and it stays closed on the next page load', async () => {
    const api = mockApi(() => ({ code: 0, data: { show_rightM: [pic] } }));
    show();
    fireEvent.click(await screen.findByRole('button', { name: '关闭浮窗' }));
    expect(screen.queryByTestId('right-banner')).toBeNull();
    expect(document.cookie).toMatch(/(^|; )rightPop=1(;|$)/);

    cleanup();
    resetBannerCache();
    api.mockClear();
    show();
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('right-banner')).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });

  it('renders nothing when the slot is empty or the call fails', async () => {
    mockApi(() => ({ code: 5000, codeMsg: 'busy' }));
    show();
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('right-banner')).toBeNull();
  });

  it('is hidden on /login, /personal, /papercheck/upload and every login-required page', () => {
    expect(bannerAllowed(routeById.home!, '/')).toBe(true);
    expect(bannerAllowed(routeById.articleDetail!, '/article/detail/3')).toBe(true);
    expect(bannerAllowed(routeById.login!, '/login')).toBe(false);
    expect(bannerAllowed(routeById.personal!, '/personal/')).toBe(false);
    expect(bannerAllowed(routeById.paperCheckUpload!, '/papercheck/upload')).toBe(false);
    expect(bannerAllowed(routeById.walletAccount!, '/wallet/myAccount')).toBe(false);
    expect(bannerAllowed(routeById.home!, '/Login')).toBe(false);
    expect(bannerAllowed(null, '/unknown')).toBe(false);
  });
});
