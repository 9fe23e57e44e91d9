import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiCall, apiLogin, baseURL, launch, newContext, newUser, shot } from '../fixtures';

/**
 * Issue 4, invoices: a user asks for an invoice of a paid conference order (a field error first,
 * in place), staff issue it in the console, and the user opens the PDF, which is a real PDF.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const STAFF = '13800000009';

/** An upcoming conference open for registration, with a paid category that has places. */
async function openForRegistration() {
  const post = async (path: string, body: Record<string, string> = {}) =>
    (await (await fetch(`${baseURL()}${path}`, { method: 'POST', body: new URLSearchParams(body) })).json()).data;
  const list = await post('/service/visitor/meeting/find', { when: 'upcoming', pageSize: '30' });
  for (const m of list.list as { id: number }[]) {
    const home = await post(`/service/visitor/home/index/${m.id}`);
    const paid = (home.categories as { id: number; feeFen: number; remaining: number | null }[]).find(
      (c) => c.feeFen > 0 && c.remaining !== 0,
    );
    if (home.registration.state === 'open' && paid) return { meetingId: m.id, categoryId: paid.id };
  }
  throw new Error('the demo seed has no conference open for registration');
}

it('asks for an invoice of a paid order, staff issue it, the user opens the PDF', async () => {
  const { meetingId, categoryId } = await openForRegistration();
  const user = await newContext(browser);
  await newUser(user);
  const reg = await apiCall<{ orderId: number }>(user, '/service/business/order/register/create', {
    meetingId,
    categoryId,
    name: '钱发票',
    countryCode: '86',
    phone: '13912345670',
    email: 'fapiao@example.com',
    unit: '复旦大学',
  });
  const staff = await newContext(browser, { width: 750 });
  await apiLogin(staff, STAFF);
  await apiCall(staff, `/service/staff/order/markPaid/${reg.orderId}`, { reason: 'e2e' });

  // From the paid order to the request form.
  const page = await user.newPage();
  await page.goto(`/personal/attend/detail/${reg.orderId}`);
  await page.getByTestId('act-invoice').click();
  await page.waitForURL(new RegExp(`/attendOrder/viewInVoice\\?orderId=${reg.orderId}$`));
  await page.getByText('尚未申请发票').waitFor();
  await page.getByTestId('invoice-request').click();
  await page.waitForURL(/\/attendOrder\/setInvoice\?orderId=/);
  await page.getByRole('heading', { name: '申请发票' }).waitFor();

  // A company title needs a valid tax number: the message stands under the field.
  await page.getByLabel('企业').check();
  await page.locator('#si-invoiceTitle').fill('上海发票测试有限公司');
  await page.locator('#si-taxNo').fill('12345');
  await page.locator('#si-email').fill('finance@example.com');
  await page.getByRole('button', { name: '提交申请' }).click();
  await page.locator('#si-taxNo-error').getByText('税号应为15至20位大写字母或数字').waitFor();
  await page.locator('#si-taxNo').fill('91310000mA1FL1234x');
  await page.getByLabel('保存此抬头，下次直接选用').check();
  await page.getByRole('button', { name: '提交申请' }).click();
  await page.waitForURL(/\/attendOrder\/viewInVoice\?orderId=/);
  await expect(page.getByTestId('invoice-status').textContent()).resolves.toBe('待开具');
  await page.getByText('91310000MA1FL1234X').waitFor();
  await shot(page, 'journey-invoice-requested');

  // Staff issue it from the console, after a confirmation.
  const console_ = await staff.newPage();
  await console_.goto('/staff/invoices?q=上海发票测试');
  const item = console_.getByTestId('staff-invoice-item').filter({ hasText: '上海发票测试有限公司' });
  await item.waitFor();
  await item.getByTestId('staff-invoice-issue').click();
  await console_.getByRole('dialog').getByRole('button', { name: '开具' }).click();
  await item.getByText('已开具').waitFor();
  await item.getByRole('link', { name: '打开 PDF' }).waitFor();

  // The user sees it issued and opens the PDF.
  await page.reload();
  await expect(page.getByTestId('invoice-status').textContent()).resolves.toBe('已开具');
  const href = await page.getByTestId('invoice-pdf').getAttribute('href');
  expect(href).toMatch(/^\/uploads\/[0-9a-f]{32}$/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-pdf').click()]);
  expect(download.suggestedFilename()).toMatch(/^invoice-FP\d+\.pdf$/);
  const pdf = await user.request.get(href!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // Nobody else may read it.
  const other = await newContext(browser);
  expect((await other.request.get(href!)).status()).toBe(404);

  // The title was kept for next time, and the request is in the history.
  await page.goto('/personal/invoice');
  await page.getByTestId('title-item').filter({ hasText: '上海发票测试有限公司' }).waitFor();
  await page.getByRole('tab', { name: '开票记录' }).click();
  await page.getByTestId('invoice-row').filter({ hasText: '上海发票测试有限公司' }).getByText('已开具').waitFor();
  await Promise.all([user.close(), staff.close(), other.close()]);
});
