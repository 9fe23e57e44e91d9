import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseURL, launch, newContext } from '../fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

it('reads the home page in Chinese, then switches to English (cookie lang)', async () => {
  const ctx = await newContext(browser);
  const page = await ctx.newPage();
  await page.goto('/');
  await expect.poll(() => page.title()).toContain('学术服务平台');
  await page.getByRole('tab', { name: '学术资讯' }).first().waitFor();
  await page.getByRole('button', { name: '切换为英文' }).click();
  await page.getByRole('tab', { name: 'Academic news' }).first().waitFor();
  await expect.poll(() => page.title()).toContain('Scholar Platform');
  const lang = (await ctx.cookies()).find((c) => c.name === 'lang');
  expect(lang?.value).toBe('en');
  // One day (§1): the cookie expires within 24 h.
  expect(lang!.expires * 1000 - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000 + 60_000);
  await page.reload();
  await page.getByRole('tab', { name: 'Academic news' }).first().waitFor();
  await ctx.close();
});

it('remembers the dismissal of the right banner across a reload', async () => {
  const ctx = await newContext(browser);
  const page = await ctx.newPage();
  await page.goto('/');
  const banner = page.getByTestId('right-banner');
  await banner.waitFor();
  await banner.getByRole('button').last().click();
  await expect.poll(() => banner.count()).toBe(0);
  expect((await ctx.cookies()).some((c) => c.name === 'rightPop')).toBe(true);
  await page.reload();
  await page.getByRole('tab', { name: '学术资讯' }).first().waitFor();
  expect(await page.getByTestId('right-banner').count()).toBe(0);
  await ctx.close();
});

it('answers an unknown API path with the envelope and an unknown page with the 404 screen', async () => {
  const r = await fetch(`${baseURL()}/service/nope`, { method: 'POST' });
  expect((await r.json()).code).toBe(3004);
  const ctx = await newContext(browser);
  const page = await ctx.newPage();
  await page.goto('/no/such/page');
  await page.getByText('404').first().waitFor();
  await ctx.close();
});
