import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiCall, apiLogin, baseURL, launch, MIN_PDF, newContext } from '../fixtures';

/**
 * Issue 4, a paper after review (decision 015): staff accept a paper and send a co-author the
 * copyright agreement link; the co-author signs it without an account; the author sees the
 * signature and reads the review opinions.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** The reviewer account: its own paper, at the last open conference (paper.test.ts takes the first). */
const AUTHOR = '13800000001';
const STAFF = '13800000009';
const OPINION = '论证充分，同意录用。请在最终版中补充消融实验。';

async function submitPaper(ctx: BrowserContext): Promise<number> {
  const post = async (path: string) =>
    (await (await fetch(`${baseURL()}${path}`, { method: 'POST' })).json()).data as {
      submission: { state: string };
    };
  const list = await apiCall<{ list: { id: number }[] }>(ctx, '/service/visitor/meeting/find', {
    when: 'upcoming',
    pageSize: 30,
  });
  let meetingId = 0;
  for (const m of [...list.list].reverse()) {
    const home = await post(`/service/visitor/home/index/${m.id}`);
    const mine = await apiCall(ctx, `/service/business/order/contribution/mine/${m.id}`);
    if (home.submission.state === 'open' && mine === null) {
      meetingId = m.id;
      break;
    }
  }
  if (!meetingId) throw new Error('no conference open for submission');
  const up = await ctx.request.post('/service/common/file/common/paper', {
    multipart: { file: { name: 'paper.pdf', mimeType: 'application/pdf', buffer: MIN_PDF } },
  });
  const file = (await up.json()) as { code: number; data: { fileId: string } };
  expect(file.code).toBe(0);
  const authors = [
    {
      position: 1,
      corresponding: true,
      nameEn: 'Wei Li',
      name: '李伟',
      countryCode: '86',
      phone: AUTHOR,
      email: 'wei.li@example.com',
    },
    {
      position: 2,
      corresponding: false,
      nameEn: 'Lina Chen',
      name: '陈丽娜',
      countryCode: '86',
      phone: '13900000077',
      email: 'lina.chen@example.com',
    },
  ];
  const r = await apiCall<{ id: number }>(
    ctx,
    '/service/business/order/contribution/submit',
    {
      meetingId,
      title: '面向多中心医疗影像的隐私保护联邦学习',
      keywords: '联邦学习；隐私计算',
      abstract: '本文提出一种在不共享原始影像的前提下训练分割模型的方法。',
      fields: ['ai'],
      fileId: file.data.fileId,
      authors,
    },
    { json: true },
  );
  return r.id;
}

it('staff accept and send the agreement link; a co-author signs as a visitor; the author sees it and the opinions', async () => {
  const author = await newContext(browser);
  await apiLogin(author, AUTHOR);
  const paperId = await submitPaper(author);

  // Staff accept the paper with an opinion, then send author 2 the agreement link.
  const staff = await newContext(browser, { width: 750 });
  await apiLogin(staff, STAFF);
  const sp = await staff.newPage();
  await sp.goto(`/staff/papers/${paperId}`);
  await sp.locator('#stf-opinion').fill(OPINION);
  await sp.getByRole('button', { name: '录用', exact: true }).click();
  await sp.getByRole('dialog').getByRole('button', { name: '录用', exact: true }).click();
  await sp.getByTestId('staff-paper-status').getByText('已录用').waitFor();
  const panel = sp.getByTestId('staff-paper-after');
  const coAuthor = panel.getByTestId('staff-agreement-author').nth(1);
  await coAuthor.getByText('未签署').waitFor();
  await coAuthor.getByRole('button', { name: '发送链接' }).click();
  await sp.getByRole('dialog').getByRole('button', { name: '发送' }).click();
  const url = await panel.getByTestId('staff-paper-link').locator('input').inputValue();
  expect(url).toMatch(/\/agreement\/sign\/[A-Za-z0-9_-]{43}$/);

  // The co-author, with no account, opens the link and signs with their own name.
  const visitor = await newContext(browser);
  const vp = await visitor.newPage();
  await vp.goto(new URL(url).pathname);
  await vp.getByTestId('agreement-text').waitFor();
  await vp.getByRole('button', { name: '确认签署' }).click();
  await vp.locator('#ag-name-error').getByText('请输入您的姓名作为签名').waitFor();
  await vp.locator('#ag-name').fill('Wei Li');
  await vp.locator('#ag-agree').check();
  await vp.getByRole('button', { name: '确认签署' }).click();
  await vp.getByRole('dialog').getByRole('button', { name: '签署' }).click();
  // Another author's name is refused next to the field.
  await vp.locator('#ag-name-error').getByText('签名须与论文中该作者的姓名一致').waitFor();
  await vp.locator('#ag-name').fill('Lina Chen');
  await vp.getByRole('button', { name: '确认签署' }).click();
  await vp.getByRole('dialog').getByRole('button', { name: '签署' }).click();
  await vp.getByTestId('agreement-done').waitFor();
  await expect(vp.getByTestId('sign-form').count()).resolves.toBe(0);

  // The author sees the co-author's signature and signs for themself.
  const ap = await author.newPage();
  await ap.goto(`/attendOrder/signedAnAgreement/${paperId}`);
  await ap.getByTestId('signed-count').getByText('已签 1/2').waitFor();
  const rows = ap.getByTestId('signature-row');
  await rows.nth(1).getByText('已签署').waitFor();
  await rows.nth(1).getByText('Lina Chen', { exact: false }).waitFor();
  await ap.locator('#ag-name').fill('李伟');
  await ap.locator('#ag-agree').check();
  await ap.getByRole('button', { name: '确认签署' }).click();
  await ap.getByRole('dialog').getByRole('button', { name: '签署' }).click();
  await ap.getByTestId('signed-count').getByText('已签 2/2').waitFor();

  // The review opinions, from the paper page.
  await ap.goto(`/personal/paper/detail/${paperId}`);
  await ap.getByTestId('review-link').click();
  await ap.waitForURL(/\/attendOrder\/reviewDetail\?paperId=/);
  await ap.getByTestId('review-opinions').getByText(OPINION).waitFor();
  await ap.getByTestId('review-opinions').getByText('录用', { exact: true }).waitFor();

  // Staff see who signed.
  await sp.reload();
  await panel.getByTestId('staff-agreement-author').nth(1).getByText('已签署', { exact: true }).waitFor();
  await expect(panel.getByTestId('staff-agreement-author').getByText('已签署', { exact: true }).count()).resolves.toBe(
    2,
  );
  await Promise.all([author.close(), staff.close(), visitor.close()]);
});
