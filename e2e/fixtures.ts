import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM, CHROMIUM_FLAGS } from '../scripts/chromium.mjs';

export const baseURL = () => inject('baseURL');
const shots = path.resolve(import.meta.dirname, '../.artifacts/screenshots');

/** STACK gotcha 8: Debian's Chromium with the flags that keep it off the network. */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
  });
}

export type Lang = 'zh' | 'en';

export async function newContext(
  browser: Browser,
  opts: { width?: 375 | 750; lang?: Lang } = {},
): Promise<BrowserContext> {
  const width = opts.width ?? 375;
  const ctx = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width, height: width === 375 ? 812 : 1000 },
    deviceScaleFactor: 1,
    isMobile: width === 375,
    hasTouch: width === 375,
    locale: opts.lang === 'en' ? 'en-US' : 'zh-CN',
  });
  if (opts.lang === 'en') {
    await ctx.addCookies([{ name: 'lang', value: 'en', url: baseURL() }]);
  }
  ctx.on('page', waitForAppOnLoad);
  return ctx;
}

/**
 * A server-rendered page is drawn before its scripts run and stays inert until the app takes over
 * (decision 011); a journey acts like a person who waits for that. goto and reload of pages from
 * newContext therefore wait until a screen has committed (`<html data-ready>`, app/screen-slot.tsx).
 * Not an app page (no #root: a download, an API answer) or no app within 10 s: they return as usual.
 */
function waitForAppOnLoad(page: Page) {
  const ready = () =>
    page
      .waitForFunction(() => document.documentElement.dataset.ready === '1' || !document.getElementById('root'), null, {
        timeout: 10_000,
      })
      .catch(() => undefined);
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const res = await goto(...args);
    await ready();
    return res;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const res = await reload(...args);
    await ready();
    return res;
  };
}

/**
 * Navigates and waits until the page has had no request in flight for `quietMs`: Playwright's
 * `networkidle` waits a fixed 500 ms after the last one, which over the screenshot run's few hundred
 * page loads was minutes of CI time.
 */
export async function gotoSettled(page: Page, url: string, quietMs = 250, maxMs = 15_000) {
  let inFlight = 0;
  let last = Date.now();
  const start = () => {
    inFlight += 1;
  };
  const end = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    await page.goto(url);
    const until = Date.now() + maxMs;
    while (Date.now() < until && (inFlight > 0 || Date.now() - last < quietMs)) await page.waitForTimeout(25);
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}

/** Saves a screenshot under .artifacts/screenshots (git-ignored). */
export async function shot(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: false });
}

/** The last 6-digit code sent to a recipient, read from the sandbox outbox call. */
export async function lastCode(recipient: string): Promise<string> {
  const r = await fetch(`${baseURL()}/service/dev/outbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ recipient }),
  });
  const j = (await r.json()) as { data: { body: string }[] };
  const code = j.data[0]?.body.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code for ${recipient}`);
  return code;
}

/** Signs in through the API inside a browser context (cookies land in the context). */
export async function apiLogin(ctx: BrowserContext, account: string, password = 'Demo1234!') {
  const r = await ctx.request.post('/service/passport/login', { form: { account, password } });
  const j = await r.json();
  if (j.code !== 0) throw new Error(`login failed: ${j.codeMsg}`);
}

/** One API call inside a context (its cookies); throws unless the envelope says ok. */
export async function apiCall<T = unknown>(
  ctx: BrowserContext,
  path: string,
  body: Record<string, unknown> = {},
  opts: { json?: boolean } = {},
): Promise<T> {
  const r = await ctx.request.post(
    path,
    opts.json ? { data: body } : { form: body as Record<string, string | number | boolean> },
  );
  const j = (await r.json()) as { code: number; codeMsg: string; data: T };
  if (j.code !== 0) throw new Error(`${path} refused: ${j.code} ${j.codeMsg}`);
  return j.data;
}

/**
 * Registers a new account by SMS code through the API and leaves it signed in. The server asks
 * for a captcha after 3 codes an hour from one address, so the whole run can afford only two.
 */
export async function newUser(ctx: BrowserContext): Promise<string> {
  const phone = `136${String(Date.now()).slice(-8)}`;
  await apiCall(ctx, '/service/common/code/phone', { countryCode: '86', phone, purpose: 'register' });
  await apiCall(ctx, '/service/passport/register', {
    countryCode: '86',
    phone,
    code: await lastCode(`+86${phone}`),
    password: 'E2ePassw0rd',
    agree: '1',
  });
  return phone;
}

/** Today's date in Beijing (the server's calendar for meetings, check-in and the day-25 rule). */
export function beijingDate(offsetDays = 0): string {
  return new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** The smallest file the upload call accepts as a PDF (it sniffs the content, not the name). */
export const MIN_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
