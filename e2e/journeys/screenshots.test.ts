import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiLogin, baseURL, type Lang, launch, newContext, shot } from '../fixtures';

/**
 * Screenshots of every screen of issue 2 in zh and en at 375 and 750 px, saved under
 * .artifacts/screenshots for a person to look at. Each page must render without a console error.
 */
let browser: Browser;
let articleId = 1;
let categoryId = 1;
beforeAll(async () => {
  browser = await launch();
  const j = await (await fetch(`${baseURL()}/service/home/load/v3`, { method: 'POST' })).json();
  articleId = j.data.cms_head[0].list[0].id;
  categoryId = j.data.cms_head[0].id;
});
afterAll(() => browser?.close());

const screens = (): [string, string, string?][] => [
  ['home', '/'],
  ['category', `/article/category/${categoryId}`],
  ['article', `/article/detail/${articleId}`],
  ['login', '/login'],
  ['register', '/register'],
  ['forget', '/forget'],
  ['agreement', '/agreement'],
  ['personal-out', '/personal'],
  ['personal-in', '/personal', '13800000000'],
  ['unsupport', '/UnSupport'],
  ['notify-display', '/notify/display?type=success&title=OK&msg=Done'],
  ['notify-token', '/notify/token'],
  ['search', '/compSearch?q=2027'],
  ['preview', '/onlinePreview?url=%2Fmedia%2Fgen%2Fbanner%2F1.svg&name=banner.svg'],
  ['outbox', '/dev/outbox'],
  ['pending', '/meeting'],
  ['not-found', '/no/such/page'],
  ['staff', '/staff', '13800000009'],
  ['staff-articles', '/staff/articles', '13800000009'],
  ['staff-categories', '/staff/categories', '13800000009'],
  ['staff-pics', '/staff/pics', '13800000009'],
];

for (const lang of ['zh', 'en'] as Lang[]) {
  for (const width of [375, 750] as const) {
    it(`renders every screen in ${lang} at ${width}px without console errors`, async () => {
      const errors: string[] = [];
      for (const [name, path, account] of screens()) {
        const ctx = await newContext(browser, { lang, width });
        if (account) await apiLogin(ctx, account);
        const page = await ctx.newPage();
        page.on('pageerror', (e) => errors.push(`${name}: ${e.message}`));
        page.on('console', (m) => {
          if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(`${name}: ${m.text()}`);
        });
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        await shot(page, `${name}-${lang}-${width}`);
        await ctx.close();
      }
      expect(errors).toEqual([]);
    });
  }
}
