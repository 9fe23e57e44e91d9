import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiLogin, baseURL, launch, MIN_PDF, newContext } from '../fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** The reviewer account has no paper in the demo seed; the demo user already has one. */
const AUTHOR_ACCOUNT = '13800000001';

/** The first upcoming conference whose submission window is open. */
async function openForSubmission(): Promise<{ id: number; title: string }> {
  const post = async (path: string, body: Record<string, string> = {}) =>
    (await (await fetch(`${baseURL()}${path}`, { method: 'POST', body: new URLSearchParams(body) })).json()).data;
  const list = await post('/service/visitor/meeting/find', { when: 'upcoming', pageSize: '30' });
  for (const m of list.list as { id: number; title: string }[]) {
    const home = await post(`/service/visitor/home/index/${m.id}`);
    if (home.submission.state === 'open') return m;
  }
  throw new Error('the demo seed has no conference open for submission');
}

interface Author {
  nameEn: string;
  name?: string;
  phone: string;
  email: string;
  affiliation?: string;
}

async function fillAuthor(card: Locator, a: Author) {
  await card.locator('input[id$="-nameEn"]').fill(a.nameEn);
  if (a.name) await card.locator('input[id$="-name"]').fill(a.name);
  await card.locator('input[id$="-phone"]').fill(a.phone);
  await card.locator('input[id$="-email"]').fill(a.email);
  if (a.affiliation) await card.locator('input[id$="-affiliation"]').fill(a.affiliation);
}

/** Title, keywords, abstract, a field and the PDF: the paper part of the form. */
async function fillPaper(page: Page, title: string) {
  await page.locator('#ct-title').fill(title);
  await page.locator('#ct-keywords').fill('联邦学习；隐私计算；医疗数据');
  await page
    .locator('#ct-abstract')
    .fill('本文提出一种面向多中心医疗数据的联邦学习框架，在不共享原始数据的前提下提升模型精度。');
  await page.locator('.ct-chip').first().click();
  await page.locator('#ct-file').setInputFiles({ name: 'paper.pdf', mimeType: 'application/pdf', buffer: MIN_PDF });
  await page.getByTestId('paper-file').getByText('paper.pdf').waitFor();
}

it('names an author without an English name next to that field, in English', async () => {
  const m = await openForSubmission();
  const ctx = await newContext(browser, { lang: 'en' });
  await apiLogin(ctx, AUTHOR_ACCOUNT);
  const page = await ctx.newPage();
  await page.goto(`/attendees/paperSubmit/${m.id}`);
  await page.getByRole('heading', { name: 'Paper', exact: true }).waitFor();
  await fillAuthor(page.getByTestId('author-card').first(), {
    nameEn: 'Wei Li',
    phone: '13800000001',
    email: 'wei.li@example.com',
  });
  await page.getByRole('button', { name: 'Add author' }).click();
  const second = page.getByTestId('author-card').nth(1);
  await fillAuthor(second, { nameEn: '', phone: '13900000003', email: 'co.author@example.com' });
  await page.getByRole('button', { name: 'Submit paper' }).click();
  const nameEn = second.locator('input[id$="-nameEn"]');
  await expect(nameEn.getAttribute('aria-invalid')).resolves.toBe('true');
  const errorId = await nameEn.getAttribute('aria-describedby');
  await expect(page.locator(`#${errorId}`).textContent()).resolves.toBe("Please fill in the author's English name");
  // The first author is complete, so nothing is said next to its name.
  await expect(
    page.getByTestId('author-card').first().locator('input[id$="-nameEn"]').getAttribute('aria-invalid'),
  ).resolves.toBeNull();
  await page.getByTestId('form-error').getByText('Please correct the fields marked in red').waitFor();
  await ctx.close();
});

it('submits a paper with 3 authors; staff ask for a revision; the author reads the opinion and resubmits', async () => {
  const m = await openForSubmission();
  const title = `多中心医疗数据的联邦学习方法 E2E ${Date.now()}`;
  const opinion = '请补充与集中式训练的对比实验，并说明隐私预算的取值依据。';

  // The author: from the conference page to the form.
  const ctx = await newContext(browser);
  await apiLogin(ctx, AUTHOR_ACCOUNT);
  const page = await ctx.newPage();
  await page.goto(`/meeting/detail/${m.id}`);
  await page.getByTestId('act-submit').click();
  await page.waitForURL(new RegExp(`/attendees/paperSubmit/${m.id}$`));
  await fillPaper(page, title);
  const cards = page.getByTestId('author-card');
  await fillAuthor(cards.nth(0), {
    nameEn: 'Wei Li',
    name: '李伟',
    phone: '13800000001',
    email: 'wei.li@example.com',
    affiliation: '复旦大学',
  });
  await page.getByRole('button', { name: '添加作者' }).click();
  await page.getByRole('button', { name: '添加作者' }).click();
  await expect(cards.count()).resolves.toBe(3);
  await fillAuthor(cards.nth(1), { nameEn: 'Fang Chen', phone: '13900000003', email: 'fang.chen@example.com' });
  // Third author: no English name yet, so the form says so next to that field.
  await fillAuthor(cards.nth(2), { nameEn: '', phone: '2025550143', email: 'j.smith@example.org' });
  await cards.nth(2).locator('input[aria-label="国家区号"]').fill('1');
  await page.getByRole('button', { name: '提交论文' }).click();
  const thirdName = cards.nth(2).locator('input[id$="-nameEn"]');
  const errorId = await thirdName.getAttribute('aria-describedby');
  await expect(page.locator(`#${errorId}`).textContent()).resolves.toBe('请填写作者英文名');
  await page.getByTestId('form-error').getByText('请按提示修改标红的内容后再提交').waitFor();

  // Fixed, the second author made corresponding, then submitted after the confirmation.
  await thirdName.fill('John Smith');
  await expect(page.locator(`#${errorId}`).count()).resolves.toBe(0);
  await cards.nth(1).getByText('通讯作者').click();
  await expect(cards.nth(0).locator('input[type="radio"]').isChecked()).resolves.toBe(false);
  await page.getByRole('button', { name: '提交论文' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '提交论文' }).click();
  await page.waitForURL(/\/personal\/paper\/detail\/\d+$/);
  const paperId = page.url().match(/detail\/(\d+)$/)![1];
  await expect(page.getByTestId('paper-status').textContent()).resolves.toBe('已提交');
  await page.getByRole('heading', { name: title }).waitFor();
  for (const name of ['Wei Li', 'Fang Chen', 'John Smith']) await page.getByText(name).first().waitFor();

  // Listed under the user's papers.
  await page.goto('/personal/paper');
  const row = page.getByTestId('paper-row').filter({ hasText: title });
  await expect(row.textContent()).resolves.toContain('已提交');

  // Staff find it in the console and ask for a revision with an opinion.
  const staff = await newContext(browser, { width: 750 });
  await apiLogin(staff, '13800000009');
  const sp = await staff.newPage();
  await sp.goto('/staff/papers');
  await sp.getByRole('searchbox').fill('E2E');
  await sp.getByRole('searchbox').press('Enter');
  await sp.getByTestId('staff-paper-item').filter({ hasText: title }).getByRole('link').click();
  await sp.waitForURL(new RegExp(`/staff/papers/${paperId}`));
  await sp.getByTestId('staff-paper-author').first().waitFor();
  await expect(sp.getByTestId('staff-paper-author').count()).resolves.toBe(3);
  await expect(sp.getByTestId('staff-paper-author').nth(1).textContent()).resolves.toContain('通讯作者');
  await sp.getByTestId('staff-paper-file').waitFor();
  // Asking for a revision without an opinion is stopped at the field.
  await sp.getByRole('button', { name: '退回修改' }).click();
  await sp.getByText('请填写审稿意见').waitFor();
  await sp.locator('textarea#stf-opinion').fill(opinion);
  await sp.getByRole('button', { name: '退回修改' }).click();
  await sp.getByRole('dialog').getByRole('button', { name: '退回修改' }).click();
  await expect.poll(() => sp.getByTestId('staff-paper-status').textContent(), { timeout: 10_000 }).toBe('待修改');
  await sp.getByText(opinion).waitFor();

  // The author sees the state and the opinion, revises and resubmits.
  await page.goto(`/personal/paper/detail/${paperId}`);
  await expect(page.getByTestId('paper-status').textContent()).resolves.toBe('待修改');
  await page.getByTestId('history').getByText(opinion).waitFor();
  await page.getByRole('link', { name: '修改论文' }).click();
  await page.waitForURL(new RegExp(`/attendOrder/paperOrder/modifyPaper/${paperId}$`));
  await page.getByTestId('opinions').waitFor();
  await page.getByTestId('opinions').getByText(opinion).waitFor();
  await expect(page.locator('#ct-title').inputValue()).resolves.toBe(title);
  await expect(cards.count()).resolves.toBe(3);
  await page
    .locator('#ct-abstract')
    .fill('本文提出一种面向多中心医疗数据的联邦学习框架，并补充了与集中式训练的对比实验。');
  await page.getByRole('button', { name: '重新提交' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '重新提交' }).click();
  await page.waitForURL(new RegExp(`/personal/paper/detail/${paperId}$`));
  // Client-side navigation back to the page first opened from the server must not show the
  // server's old answer (the seed) again: the state is the new one without a reload.
  await expect.poll(() => page.getByTestId('paper-status').textContent(), { timeout: 8_000 }).toBe('已重新提交');
  await page.getByTestId('history').getByText('重新提交').first().waitFor();

  // Staff see the resubmission, ready for a decision again.
  await sp.reload();
  await sp.getByTestId('staff-paper-status').waitFor();
  await expect(sp.getByTestId('staff-paper-status').textContent()).resolves.toBe('已重新提交');
  await sp.getByRole('button', { name: '录用' }).waitFor();
  await staff.close();
  await ctx.close();
});
