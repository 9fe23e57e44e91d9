import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiCall, apiLogin, launch, MIN_PDF, newContext } from '../fixtures';

/**
 * Issue 4, translation and paper check, as the demo user: order English editing (the price is the
 * server's quote), pay it from the wallet (balance and ledger change), staff start and deliver a
 * file, the user downloads it and asks for after-sales; then a paper check upload whose order
 * appears in the check list. Amounts are compared with the balance read before.
 */
const USER = '13800000000';
const STAFF = '13800000009';
const PAY_PASSWORD = '123456';
/** English editing, standard: 100 words × ¥250 per 1000 words = ¥25. */
const PRICE_FEN = 2_500;

let browser: Browser;
let user: BrowserContext;
let staff: BrowserContext;
beforeAll(async () => {
  browser = await launch();
  user = await newContext(browser);
  await apiLogin(user, USER);
  staff = await newContext(browser);
  await apiLogin(staff, STAFF);
});
afterAll(async () => {
  await user?.close();
  await staff?.close();
  await browser?.close();
});

const balance = async () =>
  (await apiCall<{ balanceFen: number }>(user, '/service/user/wallet/index', { page: 1, pageSize: 1 })).balanceFen;

async function staffUpload(name: string): Promise<string> {
  const r = await staff.request.post('/service/common/file/common/document', {
    multipart: { file: { name, mimeType: 'application/pdf', buffer: MIN_PDF } },
  });
  const j = (await r.json()) as { code: number; data: { fileId: string } };
  expect(j.code).toBe(0);
  return j.data.fileId;
}

it('orders editing, pays from the wallet, gets the delivered file and asks for after-sales', async () => {
  const page = await user.newPage();
  await page.goto('/paper/serviceTab/polish');
  await page.getByTestId('service-tab').waitFor();

  // Submitting empty names each field.
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.getByText('字数须为100至200000之间的整数').waitFor();
  await page.getByText('请上传稿件（PDF或Word）').waitFor();

  await page.locator('#svc-file').setInputFiles({ name: 'draft.pdf', mimeType: 'application/pdf', buffer: MIN_PDF });
  await page.getByTestId('svc-file-name').getByText('draft.pdf').waitFor();
  await page.locator('#svc-words').fill('100');
  await page.locator('#svc-field').selectOption('computer');
  await page.getByTestId('svc-quote').getByText('¥25', { exact: true }).waitFor();
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.getByRole('dialog').getByText('去支付').click();
  await page.waitForURL(/\/attendOrder\/orderPay\?orderId=\d+/);
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));

  // Pay from the wallet: the balance drops by the price and the ledger shows it.
  const before = await balance();
  expect(before).toBeGreaterThanOrEqual(PRICE_FEN);
  await page.getByTestId('payable').getByText('¥25').waitFor();
  await page.getByLabel(/钱包余额支付/).check();
  await page.getByTestId('pay-submit').click();
  const sheet = page.getByTestId('wallet-sheet');
  await sheet.getByLabel('6位数字支付密码').fill(PAY_PASSWORD);
  await sheet.getByTestId('wallet-confirm').click();
  await page.waitForURL(/\/personal\/trans$/);
  expect(await balance()).toBe(before - PRICE_FEN);
  const row = page.getByTestId('trans-row').first();
  await row.getByText('待处理').waitFor();
  await page.goto('/wallet/myAccount');
  await page.getByTestId('ledger-row').first().getByText('-¥25').waitFor();

  // Staff start the work and deliver a file.
  await apiCall(staff, `/service/staff/trans/move/${orderId}`, { action: 'start' });
  const fileId = await staffUpload('edited.pdf');
  await apiCall(staff, `/service/staff/trans/move/${orderId}`, { action: 'deliver', fileId, note: '润色已完成' });

  // The user sees it delivered and downloads the file; nobody else can.
  await page.goto(`/personal/trans/detail/${orderId}`);
  await page.getByTestId('trans-state').getByText('已交付').waitFor();
  const link = page.getByTestId('trans-delivered');
  const href = (await link.getAttribute('href'))!;
  const file = await user.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');
  const stranger = await newContext(browser);
  expect((await stranger.request.get(href)).status()).toBe(404);
  await stranger.close();

  // After-sales: the reason is required, then the order is in after-sales.
  await page.getByRole('link', { name: '申请售后' }).click();
  await page.waitForURL(new RegExp(`/transOrder/afterSales/${orderId}$`));
  await page.getByRole('button', { name: '提交售后申请' }).click();
  await page.getByText('请填写售后原因').waitFor();
  await page.locator('#svc-reason').fill('摘要第二句的时态需要统一');
  await page.getByRole('button', { name: '提交售后申请' }).click();
  await page.waitForURL(new RegExp(`/personal/trans/detail/${orderId}$`));
  await page.getByTestId('trans-state').getByText('售后中').waitFor();
  await page.getByTestId('svc-timeline').getByText('摘要第二句的时态需要统一').waitFor();
  await page.close();
});

it('uploads a paper for checking; the order waits for payment in the check list', async () => {
  const page = await user.newPage();
  const title = `查重演示 ${Date.now()}`;
  await page.goto('/papercheck/upload');
  await page.getByTestId('paper-check-upload').waitFor();
  await page.locator('#svc-title').fill(title);
  await page.locator('#svc-paper').setInputFiles({ name: 'thesis.pdf', mimeType: 'application/pdf', buffer: MIN_PDF });
  await page.getByTestId('svc-paper-name').getByText('thesis.pdf').waitFor();
  await page.getByRole('button', { name: /基础版/ }).click();
  await page.getByRole('button', { name: '提交并支付' }).click();
  await page.getByRole('dialog').getByText('去支付').click();
  await page.waitForURL(/\/attendOrder\/orderPay\?orderId=\d+/);
  await page.goto('/check/checkOrderList');
  const row = page.getByTestId('check-row').filter({ hasText: title });
  await row.getByText('待支付').waitFor();
  await row.getByRole('link', { name: '去支付' }).waitFor();
  await page.close();
});
