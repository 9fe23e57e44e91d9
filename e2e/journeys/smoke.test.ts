import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launch, newContext } from '../fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

it('serves the app shell and the API from one origin', async () => {
  const ctx = await newContext(browser);
  const page = await ctx.newPage();
  await page.goto('/');
  await expect.poll(() => page.title()).toContain('学术服务平台');
  const r = await ctx.request.post('/service/home/load/v3');
  expect((await r.json()).code).toBe(0);
  await ctx.close();
});
