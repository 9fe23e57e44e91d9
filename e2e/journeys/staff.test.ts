import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiLogin, baseURL, launch, newContext } from '../fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function firstArticleId(): Promise<number> {
  const r = await fetch(`${baseURL()}/service/home/load/v3`, { method: 'POST' });
  const j = await r.json();
  return j.data.cms_head[0].list[0].id;
}

it('staff edits an article in the console and a visitor sees the change', async () => {
  const id = await firstArticleId();
  const staff = await newContext(browser, { width: 750 });
  await apiLogin(staff, '13800000009');
  const page = await staff.newPage();
  await page.goto(`/staff/articles/${id}`);
  const title = page.locator('#stf-title');
  await title.waitFor();
  const newTitle = `E2E 编辑后的标题 ${Date.now()}`;
  await title.fill(newTitle);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await page.getByText('已保存').first().waitFor();
  await staff.close();

  const visitor = await newContext(browser);
  const v = await visitor.newPage();
  await v.goto(`/article/detail/${id}`);
  await v.getByRole('heading', { name: newTitle }).waitFor();
  await visitor.close();
});

it('runs no script from stored article HTML in the browser (QUALITY B10)', async () => {
  const id = await firstArticleId();
  const staff = await newContext(browser);
  await apiLogin(staff, '13800000009');
  const get = await staff.request.post(`/service/staff/cms/article/get/${id}`);
  const art = (await get.json()).data;
  const payloads = [
    '<script>window.__xss=1</script>',
    '<img src=x onerror="window.__xss=2">',
    '<svg onload="window.__xss=3"></svg>',
    '<a href="javascript:window.__xss=4" id="xl">click</a>',
    '<iframe srcdoc="<script>parent.__xss=5</script>"></iframe>',
    '<details open ontoggle="window.__xss=6">',
    '<math><mi xlink:href="javascript:window.__xss=7">x</mi></math>',
    '<style>@import "javascript:window.__xss=8"</style>',
    '<form action="javascript:window.__xss=9"><button id="xf">go</button></form>',
    '<object data="javascript:window.__xss=10"></object>',
  ];
  const { id: _id, publishedAt: _p, ...rest } = art;
  const save = await staff.request.post('/service/staff/cms/article/save', {
    data: { ...rest, id, content: `<p>safe text</p>${payloads.join('')}` },
  });
  expect((await save.json()).code).toBe(0);
  await staff.close();

  const visitor = await newContext(browser);
  const v = await visitor.newPage();
  let dialogs = 0;
  v.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  await v.goto(`/article/detail/${id}`);
  await v.getByText('safe text').first().waitFor();
  for (const sel of ['#xl', '#xf']) if (await v.locator(sel).count()) await v.locator(sel).click({ force: true });
  await v.waitForTimeout(500);
  expect(await v.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toBe(0);
  await visitor.close();
});
