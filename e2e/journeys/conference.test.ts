import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseURL, launch, newContext, newUser } from '../fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

interface Found {
  id: number;
  code: string;
  title: string;
  /** A paid category with places left. */
  categoryId: number;
}

/** An upcoming conference whose registration is open with a paid category that has places. */
async function openForRegistration(): Promise<Found> {
  const post = async (path: string, body: Record<string, string> = {}) =>
    (await (await fetch(`${baseURL()}${path}`, { method: 'POST', body: new URLSearchParams(body) })).json()).data;
  const list = await post('/service/visitor/meeting/find', { when: 'upcoming', pageSize: '30' });
  for (const m of list.list as Found[]) {
    const home = await post(`/service/visitor/home/index/${m.id}`);
    const paid = (home.categories as { id: number; name: string; feeFen: number; remaining: number | null }[]).find(
      (c) => c.name === '普通参会' && c.feeFen > 0 && c.remaining !== 0,
    );
    if (home.registration.state === 'open' && paid) return { ...m, categoryId: paid.id };
  }
  throw new Error('the demo seed has no conference open for registration');
}

it('finds a conference by search, registers pay-later, sees the order, and is told a second registration is not possible', async () => {
  const m = await openForRegistration();
  const ctx = await newContext(browser);
  await newUser(ctx);
  const page = await ctx.newPage();

  // Find it: the list's search takes a conference code.
  await page.goto('/meeting');
  await page.getByTestId('meeting-list').waitFor();
  await page.getByRole('searchbox', { name: '搜索会议' }).fill(m.code);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await page.waitForURL(new RegExp(`[?&]q=${m.code}`));
  await page.getByText('共 1 场').waitFor();
  await expect(page.getByTestId('meeting-row').count()).resolves.toBe(1);
  await page.getByTestId('meeting-row').click();
  await page.waitForURL(new RegExp(`/meeting/detail/${m.id}$`));
  await page.getByRole('heading', { name: m.title }).first().waitFor();

  // Register: a paid category, the attendee, then the confirmation.
  await page.getByTestId('act-register').click();
  await page.waitForURL(new RegExp(`/attendees/toSignUp/${m.id}$`));
  await page.getByRole('heading', { name: '会议报名' }).waitFor();
  await page.getByText('提交报名').click();
  await page.getByText('请选择参会类别').waitFor();
  await page.locator('label.mt-option', { hasText: '普通参会' }).click();
  await page.locator('#su-name').fill('赵一鸣');
  await page.locator('#su-phone').fill('13912345678');
  await page.locator('#su-email').fill('yiming.zhao@example.com');
  await page.locator('#su-unit').fill('北京大学');
  await page.locator('#su-position').fill('讲师');
  await page.getByRole('button', { name: '提交报名' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('参会类别：普通参会').waitFor();
  await dialog.getByText('提交后生成待支付订单').waitFor();
  await dialog.getByRole('button', { name: '确认报名' }).click();

  // The pay-later order opens, then shows under the user's orders.
  await page.waitForURL(/\/personal\/attend\/detail\/\d+$/);
  const orderId = page.url().match(/detail\/(\d+)$/)![1];
  await expect(page.getByTestId('order-head').textContent()).resolves.toContain('待支付');
  await page.getByText('赵一鸣').waitFor();
  await page.goto('/personal/attend');
  const row = page.getByTestId('order-row').filter({ hasText: m.title });
  await expect(row.textContent()).resolves.toContain('待支付');
  await row.click();
  await page.waitForURL(new RegExp(`/personal/attend/detail/${orderId}$`));
  await page.getByTestId('order-history').getByText('订单创建').waitFor();
  await page.getByTestId('act-pay').waitFor();

  // The conference now leads to the order, and a second registration is refused before typing.
  await page.goto(`/meeting/detail/${m.id}`);
  await expect(page.getByTestId('act-register').textContent()).resolves.toBe('查看报名订单');
  await page.goto(`/attendees/toSignUp/${m.id}`);
  const already = page.getByTestId('already-registered');
  await already.getByText('您已报名该会议').waitFor();
  await expect(already.textContent()).resolves.toContain('每位用户每场会议只能报名一次');
  await expect(page.locator('#su-name').count()).resolves.toBe(0);

  // The server says so too, whatever the page shows (one registration per person per meeting).
  const again = await ctx.request.post('/service/business/order/register/create', {
    form: {
      meetingId: m.id,
      categoryId: m.categoryId,
      name: '赵一鸣',
      countryCode: '86',
      phone: '13912345678',
      email: 'yiming.zhao@example.com',
      unit: '北京大学',
    },
  });
  expect((await again.json()).code).toBe(4001);
  await ctx.close();
});
