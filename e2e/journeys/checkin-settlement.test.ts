import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiCall, apiLogin, beijingDate, launch, newContext } from '../fixtures';

let browser: Browser;
let staff: BrowserContext;
beforeAll(async () => {
  browser = await launch();
  staff = await newContext(browser, { width: 750 });
  await apiLogin(staff, '13800000009');
});
afterAll(async () => {
  await staff?.close();
  await browser?.close();
});

/**
 * Check-in opens the day before a meeting, and the seeded meetings move with the calendar, so the
 * journey sets up its own meeting running today. No screen of issue 3 is under test in that step.
 */
async function meetingToday(): Promise<{ id: number; title: string }> {
  const stamp = Date.now();
  const title = `E2E 签到测试会议 ${stamp}`;
  const { id } = await apiCall<{ id: number }>(
    staff,
    '/service/staff/meeting/save',
    {
      meetingCode: `E2E${stamp}`,
      title,
      titleEn: `E2E check-in meeting ${stamp}`,
      field: 'computer',
      city: '北京',
      cityEn: 'Beijing',
      startDate: beijingDate(),
      endDate: beijingDate(1),
      description: '用于浏览器测试的会议。',
      regOpenAt: new Date(Date.now() - 86_400_000).toISOString(),
      paymentChannels: ['offline'],
      categories: [{ name: '普通参会', nameEn: 'Regular attendee', feeFen: 120_000, capacity: 10 }],
    },
    { json: true },
  );
  return { id, title };
}

it('shows the e-ticket QR once paid, keeps it without network, and staff check it in once', async () => {
  const m = await meetingToday();

  // The attendee registers (pay later).
  const ctx = await newContext(browser);
  await apiLogin(ctx, '13800000001');
  const page = await ctx.newPage();
  await page.goto(`/attendees/toSignUp/${m.id}`);
  await page.locator('#su-name').fill('李审稿');
  await page.locator('#su-phone').fill('13800000001');
  await page.locator('#su-email').fill('demo1@example.com');
  await page.locator('#su-unit').fill('中国科学院');
  await page.getByRole('button', { name: '提交报名' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认报名' }).click();
  await page.waitForURL(/\/personal\/attend\/detail\/\d+$/);

  // Unpaid: the e-ticket has no QR yet and leads to the order.
  await page.goto('/meetSchedule');
  await page.getByTestId('schedule-row').filter({ hasText: m.title }).click();
  await page.waitForURL(/\/personal\/meetSchedule\/detail\/\d+$/);
  const ticketUrl = new URL(page.url()).pathname;
  await page.getByTestId('ticket-unpaid').getByText('订单支付后即可获得电子票二维码').waitFor();
  await expect(page.getByRole('img', { name: '电子票二维码' }).count()).resolves.toBe(0);

  // Staff record the offline payment in the console.
  const sp = await staff.newPage();
  await sp.goto(`/staff/meetings/${m.id}/registrations`);
  const item = sp.getByTestId('staff-registration-item').filter({ hasText: '李审稿' });
  await item.getByRole('button', { name: '标记已收款' }).click();
  await sp.getByRole('dialog').getByRole('button', { name: '标记已收款' }).click();
  await sp.getByText('已标记为已付款').waitFor();

  // Paid: the QR and the typed code show.
  await page.goto(ticketUrl);
  const qr = page.getByRole('img', { name: '电子票二维码' });
  await qr.waitFor();
  const code = (await page.getByTestId('ticket-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]{6,16}$/);

  // Network gone: moving back to the ticket inside the app still shows it, from this device.
  await page.goto('/meetSchedule');
  await page.getByTestId('schedule-row').filter({ hasText: m.title }).click();
  await qr.waitFor();
  // The ticket page and its files are kept by the e-ticket's service worker.
  const ticketHref = page.url();
  await page.waitForFunction(
    async (u) => (await (await caches.open('eticket-v1')).match(u)) !== undefined,
    ticketHref,
    { polling: 200, timeout: 15_000 },
  );
  await page.goBack();
  await page.getByTestId('schedule-list').waitFor();
  await ctx.setOffline(true);
  await page.goForward();
  await page.getByText('当前无法连接网络，显示的是本机保存的电子票').waitFor();
  await qr.waitFor();
  await expect(page.getByTestId('ticket-code').textContent()).resolves.toBe(code);

  // A full reload without network still draws the ticket (the worker's copy, signed in, with its QR)…
  await page.reload();
  await qr.waitFor();
  await expect(page.getByTestId('ticket-code').textContent()).resolves.toBe(code);
  expect(page.url()).toBe(ticketHref);
  // …while a ticket page never kept fails like any page without network (the copy is what answered).
  const other = await ctx.newPage();
  await expect(other.goto(`${new URL(ticketHref).origin}/personal/meetSchedule/detail/999999999`)).rejects.toThrow();
  await other.close();
  await ctx.setOffline(false);

  // Staff check the ticket in by its typed code; a second check-in of it is told so.
  await sp.goto(`/staff/checkin/${m.id}`);
  await sp.getByRole('heading', { name: '现场签到' }).waitFor();
  await sp.locator('#stf-ticket-code').fill(code.toLowerCase());
  await sp.getByRole('button', { name: '签到', exact: true }).click();
  const result = sp.getByTestId('staff-checkin-result');
  await result.getByText('签到成功').waitFor();
  await expect(result.textContent()).resolves.toContain('李审稿');
  await sp.locator('#stf-ticket-code').fill(code);
  await sp.getByRole('button', { name: '签到', exact: true }).click();
  await result.getByText('已签到过').waitFor();
  await expect(result.textContent()).resolves.toContain('李审稿');
  await sp.close();

  // The attendee's ticket says it was used.
  await page.reload();
  await page.getByText(/^已于.+签到$/).waitFor();
  await ctx.close();
});

it('lets a guest confirm an allowance sheet through the link staff sent, once', async () => {
  const expert = `E2E 嘉宾 ${Date.now() % 100000}`;
  const card = '6222021234567890123';

  // Staff create the sheet and send its link from the console.
  const sp = await staff.newPage();
  await sp.goto('/staff/sheets');
  await sp.getByRole('button', { name: '新建确认单' }).click();
  const p = '#stf-sheet-new';
  await sp.locator(`${p}-expertName`).fill(expert);
  await sp.locator(`${p}-amount`).fill('2500.50');
  await sp.locator(`${p}-bankCard`).fill(card);
  await sp.locator(`${p}-bankName`).fill('中国银行上海分行');
  await sp.locator(`${p}-guestCountryCode`).fill('86');
  await sp.locator(`${p}-guestPhone`).fill('13911112222');
  await sp.locator(`${p}-guestEmail`).fill('guest@example.com');
  await sp.getByTestId('staff-sheet-editor').getByRole('button', { name: '保存' }).click();
  const item = sp.getByTestId('staff-sheet-item').filter({ hasText: expert });
  await item.getByText('待确认').waitFor();
  await item.getByRole('button', { name: '详情' }).click();
  await item.getByRole('button', { name: '发送确认链接' }).click();
  await sp.getByRole('dialog').getByRole('button', { name: '发送确认链接' }).click();
  const linkBox = item.getByTestId('staff-sheet-link');
  await linkBox.waitFor();
  const url = await linkBox.getByRole('textbox').inputValue();
  const path = new URL(url).pathname;
  expect(path).toMatch(/^\/settlement\/[A-Za-z0-9_-]{32,64}$/);

  // The guest, signed in nowhere, opens the link.
  const guest = await newContext(browser);
  const page = await guest.newPage();
  await page.goto(path);
  await page.getByRole('heading', { name: '会议补贴结算确认单' }).waitFor();
  await page.getByText(expert).first().waitFor();
  const day = Number(beijingDate().slice(8));
  if (day >= 25) {
    // §5: confirmation only on days 1–24; the page says so instead of offering the form.
    await page.getByTestId('confirm-paused').getByText('本月25日至月底暂停确认').waitFor();
    await expect(page.getByRole('button', { name: '确认结算单' }).count()).resolves.toBe(0);
    await guest.close();
    await sp.close();
    return;
  }

  // Agreements left unticked are named beside them; a card that is not the sheet's is refused there.
  await page.getByRole('button', { name: '确认结算单' }).click();
  await page.locator('#rm-agreeTerms-error').waitFor();
  await page.locator('#rm-agreeTax-error').waitFor();
  await page.locator('#rm-card').fill('6222029999999999999');
  await page.locator('#rm-phone').fill('13911112222');
  await page.locator('#rm-email').fill('guest@example.com');
  for (const box of await page.locator('.rm-agree input[type="checkbox"]').all()) await box.check();
  await page.getByRole('button', { name: '确认结算单' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认', exact: true }).click();
  const cardError = page.locator('#rm-card-error');
  await cardError.waitFor();
  await expect(page.locator('#rm-card').getAttribute('aria-invalid')).resolves.toBe('true');

  // The matching account: confirmed.
  await page.locator('#rm-card').fill(card);
  await expect(cardError.count()).resolves.toBe(0);
  await page.getByRole('button', { name: '确认结算单' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认', exact: true }).click();
  await page.getByText('您已确认，财务审核后将安排付款。').waitFor();
  await guest.close();

  // Opened again, the link no longer offers the form, and the server refuses a second use (B12).
  const again = await newContext(browser);
  const p2 = await again.newPage();
  await p2.goto(path);
  await p2.getByText('您已确认，财务审核后将安排付款。').waitFor();
  await expect(p2.getByRole('button', { name: '确认结算单' }).count()).resolves.toBe(0);
  const token = path.split('/').pop();
  const reuse = await again.request.post(`/service/visitor/settlement/confirm/${token}`, {
    form: {
      bankCard: card,
      countryCode: '86',
      phone: '13911112222',
      email: 'guest@example.com',
      agreeTerms: '1',
      agreeTax: '1',
    },
  });
  const body = await reuse.json();
  expect(body.code).toBe(4297);
  expect(body.codeMsg).toMatch(/使用/);
  await again.close();

  // Staff see the confirmation.
  await sp.reload();
  await sp.getByTestId('staff-sheet-item').filter({ hasText: expert }).getByText('已确认').waitFor();
  await sp.close();
});
