import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiLogin, lastCode, launch, newContext } from '../fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

it('sends a visitor of a login-required page to login, registers by SMS code, and lands on that page', async () => {
  const ctx = await newContext(browser);
  const page = await ctx.newPage();
  await page.goto('/personal/attend?invite=E2E7');
  await page.waitForURL(/\/login\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('redirect')).toContain('/personal/attend');
  expect(url.searchParams.get('invite')).toBe('E2E7');
  await page.getByText('当前未登录').first().waitFor();

  await page.getByRole('link', { name: '注册新账号' }).click();
  await page.waitForURL(/\/register/);
  const phone = `135${String(Date.now()).slice(-8)}`;
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page
    .getByText(/秒后重发/)
    .first()
    .waitFor();
  await page.getByPlaceholder('6位数字验证码').fill(await lastCode(`+86${phone}`));
  await page.getByPlaceholder('请设置密码').fill('E2ePassw0rd');
  await page.getByPlaceholder('请再次输入密码').fill('E2ePassw0rd');
  await page.locator('.adm-checkbox').first().click();
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await page.waitForURL(/\/personal\/attend/);
  expect((await ctx.cookies()).find((c) => c.name === 'loginStatus')?.value).toBe('1');
  await ctx.close();
});

it('sends a legacy order path to its screen, keeping the id from the orderId query', async () => {
  const ctx = await newContext(browser);
  await apiLogin(ctx, '13800000000');
  const page = await ctx.newPage();
  await page.goto('/attendOrder/attendOrderDetail?orderId=5');
  await page.waitForURL(/\/personal\/attend\/detail\/5/);
  await ctx.close();
});

it('signs out from the personal page after confirming', async () => {
  const ctx = await newContext(browser);
  await apiLogin(ctx, '13800000000');
  const page = await ctx.newPage();
  await page.goto('/personal');
  await page.getByText('演示用户').first().waitFor();
  await page.getByRole('button', { name: '退出登录' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button').last().click();
  await page.getByRole('link', { name: /登录/ }).first().waitFor();
  expect((await ctx.cookies()).find((c) => c.name === 'loginStatus')?.value).toBe('0');
  await ctx.close();
});
