import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, baseURL, launch, type Lang, newContext } from '../fixtures';

/**
 * Server-rendered first paint (docs/decisions/011): the HTML itself carries the page and its data,
 * and the browser hydrates it without a mismatch (React reports one as error #418/#423/#425, and
 * would then throw the server's HTML away and render again).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const PAGES = [
  '/',
  '/login',
  '/register',
  '/article/category/all',
  '/article/detail/1',
  '/personal',
  '/compSearch',
  '/agreement',
  '/meeting',
  '/no-such-page',
];

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    // A 404 page answers 404 on purpose; the browser logs that status as a console error.
    if (m.type() === 'error' && !m.text().includes('status of 404')) errors.push(m.text());
  });
  return errors;
}

describe.each<Lang>(['zh', 'en'])('server rendering in %s', (lang) => {
  it.each(PAGES)('%s arrives rendered and hydrates without a mismatch', async (path) => {
    const ctx = await newContext(browser, { lang });
    const html = await (await ctx.request.get(path)).text();
    expect(html).toContain('id="ssr-state"');
    expect(html).toContain(`<html lang="${lang === 'en' ? 'en' : 'zh-CN'}">`);
    expect(html).not.toContain('class="boot-column"');
    const page = await ctx.newPage();
    const errors = collectErrors(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    // Something interactive works after hydration: the language toggle of the top navigation.
    const toggle = page.locator('.sh-lang');
    if (await toggle.count()) {
      await toggle.click();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang === 'en' ? 'zh-CN' : 'en');
    }
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('what the HTML carries before any script runs', () => {
  it('the home page has its banner picture, news and conferences in the HTML', async () => {
    const ctx = await newContext(browser, { width: 375 });
    const page = await ctx.newPage();
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/');
    await expect.poll(() => page.locator('.hm-banner__img').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('section-news').isVisible()).toBe(true);
    expect(await page.locator('main a[href^="/article/detail/"]').count()).toBeGreaterThan(5);
    await ctx.close();
  });

  it('the stylesheets a page carries inline are not downloaded again, nor by a later screen', async () => {
    const ctx = await newContext(browser, { width: 375 });
    const page = await ctx.newPage();
    const sheets: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.css')) sheets.push(new URL(r.url()).pathname);
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-ready="1"]');
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')].map(
        (l) => new URL(l.href).pathname,
      ),
    );
    expect(inline.length).toBeGreaterThan(0);
    expect(sheets).toEqual([]);
    // A screen reached in the app loads its own sheets; the chunk loader still sees the inline ones.
    await page.locator('main a[href^="/article/detail/"]').first().click();
    await page.waitForURL('**/article/detail/**');
    await page.waitForLoadState('networkidle');
    expect(sheets.filter((s) => inline.includes(s))).toEqual([]);
    await ctx.close();
  });

  it('a signed-in visitor gets their own page: the personal page shows the account', async () => {
    const ctx = await newContext(browser);
    await apiLogin(ctx, '13800000000');
    const html = await (await ctx.request.get('/personal')).text();
    expect(html).toContain('"status":"in"');
    expect(html).toContain('138****0000');
    const page = await ctx.newPage();
    const errors = collectErrors(page);
    await page.goto('/personal', { waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('main').innerText()).toContain('138****0000');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a home block out of sight is hydrated once seen; a tap on its link before that is a router link', async () => {
    const ctx = await newContext(browser, { width: 375 });
    const page = await ctx.newPage();
    const errors = collectErrors(page);
    // React marks the elements it has hydrated with its own keys (ssr/hydrate-when-seen.tsx).
    const hydrated = (id: string) =>
      page.evaluate((id) => {
        const a = document.querySelector(
          `[data-testid="section-${id}"] :is(.hm-section__head ~ a, .hm-section__head ~ * a)[href]`,
        );
        return a ? Object.keys(a).some((k) => k.startsWith('__reactFiber')) : null;
      }, id);
    await page.goto('/');
    await page.waitForSelector('html[data-ready="1"]');
    expect(await hydrated('mentors')).toBe(false);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const row = page.getByTestId('section-meetings').getByTestId('meeting-row').first();
    const target = await row.getAttribute('href');
    await row.click();
    await page.waitForURL(`**${target}`);
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);

    await page.goto('/');
    await page.waitForSelector('html[data-ready="1"]');
    await page.getByTestId('section-mentors').scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated('mentors')).toBe(true);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a legacy path is redirected by the server, query kept', async () => {
    const r = await fetch(`${baseURL()}/attendess/toSignUp/12?invite=abc`, { redirect: 'manual' });
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe('/attendees/toSignUp/12?invite=abc');
  });

  it('an unknown page answers 404 with the not-found screen', async () => {
    const r = await fetch(`${baseURL()}/no-such-page`);
    expect(r.status).toBe(404);
    expect(await r.text()).toContain('/no-such-page');
  });
});
