import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiCall, apiLogin, baseURL, launch, MIN_PDF, newContext } from '../fixtures';

/**
 * Issue 4, SCI (decision 016): find a journal of the service, order a full service with the
 * manuscript, see the unpaid order under /personal/sci, pay it, staff ask for a revision with an
 * opinion, and the author reads it and resubmits with a reply and a revised file.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** The reviewer account has no SCI order in the demo seed. */
const AUTHOR = '13800000001';
const STAFF = '13800000009';

async function serviceJournal(): Promise<{ id: number; name: string }> {
  const r = await fetch(`${baseURL()}/service/support/sci/public/list`, {
    method: 'POST',
    body: new URLSearchParams({ pageSize: '5' }),
  });
  const j = (await r.json()) as { data: { list: { id: number; name: string }[] } };
  return j.data.list[0]!;
}

it('orders an SCI service, pays, gets a revision request and resubmits', async () => {
  const journal = await serviceJournal();
  const ctx = await newContext(browser);
  await apiLogin(ctx, AUTHOR);
  const page = await ctx.newPage();

  // Find the journal on the SCI tab by name.
  await page.goto('/sci');
  await page.getByTestId('sci-journal-list').waitFor();
  await page.locator('#sci-q').fill(journal.name);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await page.waitForURL(/\/sci\?q=/);
  await page.getByTestId('journal-row').filter({ hasText: journal.name }).first().click();
  await page.waitForURL(new RegExp(`/sci/detail/${journal.id}$`));
  await page.getByTestId('sci-journal-name').getByText(journal.name).waitFor();
  await page.getByTestId('sci-service-fullService').getByRole('link').click();
  await page.waitForURL(new RegExp(`/sciPaperPro/contribute/${journal.id}/fullService$`));
  await expect(page.getByTestId('sci-price').textContent()).resolves.toBe('¥8,800');

  // An empty form names its fields; then the manuscript is filled in.
  await page.getByRole('button', { name: '提交并支付' }).click();
  await page.getByTestId('form-error').waitFor();
  const title = `E2E SCI ${Date.now()}`;
  await page.locator('#ct-title').fill(title);
  await page.locator('#ct-keywords').fill('deep learning; protein folding');
  await page.locator('#ct-abstract').fill('We predict protein structures with a new attention model.');
  await page.locator('.ct-chips .ct-chip').first().click();
  await page.locator('#ct-file').setInputFiles({ name: 'paper.pdf', mimeType: 'application/pdf', buffer: MIN_PDF });
  await page.getByTestId('paper-file').getByText('paper.pdf').waitFor();
  const card = page.getByTestId('author-card').first();
  await card.locator('input[id$="-nameEn"]').fill('Wei Li');
  await card.locator('input[id$="-phone"]').fill('13800000001');
  await card.locator('input[id$="-email"]').fill('wei.li@example.com');
  await page.locator('#sci-remark').fill('希望一个月内完成');
  await page.getByRole('button', { name: '提交并支付' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '提交并去支付' }).click();
  await page.waitForURL(/\/attendOrder\/orderPay\?orderId=\d+/);
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));

  // The unpaid order is under /personal/sci, with a way to pay it.
  await page.goto('/personal/sci');
  const row = page.getByTestId('sci-order-row').filter({ hasText: title });
  await expect(row.textContent()).resolves.toContain('未支付');
  await row.getByTestId('sci-pay-link').waitFor();

  // Paid (staff record the payment: the same settlement every channel ends in).
  const staff = await newContext(browser, { width: 750 });
  await apiLogin(staff, STAFF);
  await apiCall(staff, `/service/staff/order/markPaid/${orderId}`, { reason: 'e2e' });
  await page.goto(`/personal/sci/detail/${orderId}`);
  await expect(page.getByTestId('sci-progress').textContent()).resolves.toBe('已提交');
  await expect(page.getByTestId('sci-pay-status').textContent()).resolves.toBe('已支付');

  // Staff find it in the console and ask for a revision with an opinion.
  const sp = await staff.newPage();
  await sp.goto('/staff/sci');
  await sp.getByRole('searchbox').fill(title);
  await sp.getByRole('searchbox').press('Enter');
  await sp.getByTestId('staff-sci-item').getByRole('link', { name: title }).click();
  await sp.waitForURL(new RegExp(`/staff/sci/${orderId}`));
  await sp.getByRole('button', { name: '待修改' }).click();
  await sp.getByTestId('staff-sci-move').click();
  await sp.getByText('要求修改或不录用时必须填写意见').waitFor();
  const opinion = '请补充与AlphaFold的对比实验。';
  await sp.locator('#stf-sci-opinion').fill(opinion);
  await sp.getByTestId('staff-sci-move').click();
  await sp.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(sp.getByTestId('staff-sci-progress').getByText('待修改').waitFor()).resolves.toBeUndefined();

  // The author reads the opinion and resubmits with a reply.
  await page.goto(`/sciOrder/opinion/${orderId}`);
  await page.getByTestId('sci-opinion').getByText(opinion).waitFor();
  await page.getByTestId('sci-revise').click();
  await page.waitForURL(new RegExp(`/sciPaperPro/modifySciPaper/${orderId}$`));
  await expect(page.locator('#ct-title').inputValue()).resolves.toBe(title);
  await page.locator('#sci-reply').fill('已补充对比实验，见第4节。');
  await page.locator('#ct-title').fill(`${title} (revised)`);
  await page.getByRole('button', { name: '提交修改稿' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '提交修改稿' }).click();
  await page.waitForURL(new RegExp(`/personal/sci/detail/${orderId}$`));
  await expect(page.getByTestId('sci-progress').textContent()).resolves.toBe('已提交修改稿');
  await page.getByRole('heading', { name: `${title} (revised)` }).waitFor();
  await page.getByTestId('sci-reply').getByText('已补充对比实验，见第4节。').waitFor();

  // A legacy order link lands on the same detail.
  await page.goto(`/sciOrder/details?orderId=${orderId}`);
  await page.waitForURL(new RegExp(`/personal/sci/detail/${orderId}$`));
  await staff.close();
  await ctx.close();
});
