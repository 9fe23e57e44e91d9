// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../../../../scripts/chromium.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * DOMPurify is not safe under happy-dom (its authors say so: cure53/DOMPurify#1457), so the
 * preview sanitizer is checked where it runs: the real previewHtml, bundled, in Chromium (the
 * article side runs under happy-dom with its DOM shim, sanitize-html.test.ts).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
let browser: Browser;
let page: Page;
/** Without Chromium (a machine that has not run .ci/run's installs) these tests are skipped, not failed. */
const hasChromium = fs.existsSync(CHROMIUM);

beforeAll(async () => {
  if (!hasChromium) return;
  const bundle = await build({
    entryPoints: [path.join(here, 'sanitize-html.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'Preview',
    write: false,
    logLevel: 'silent',
  });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
  });
  page = await browser.newPage();
  await page.setContent('<!doctype html><html><body><div id="out"></div></body></html>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
}, 30_000);
afterAll(() => browser?.close());

/** Sanitizes in the page, mounts the result like the preview does, and reports what came of it. */
async function mount(html: string) {
  return page.evaluate(async (dirty) => {
    const w = window as unknown as { Preview: { previewHtml: (s: string) => string }; __pwned?: unknown };
    const clean = w.Preview.previewHtml(dirty);
    const out = document.getElementById('out')!;
    out.innerHTML = clean;
    await new Promise((r) => setTimeout(r, 50));
    return { clean, pwned: w.__pwned ?? null, scripts: out.querySelectorAll('script').length };
  }, html);
}

const PAYLOADS = [
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=2">',
  '<a href="javascript:window.__pwned=3">x</a>',
  '<a href="JaVaScRiPt:window.__pwned=4">x</a>',
  '<svg onload="window.__pwned=5"></svg>',
  '<iframe src="javascript:parent.__pwned=6"></iframe>',
  '<p style="background:url(javascript:alert(1))" onclick="window.__pwned=7">p</p>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<math><mi><mglyph><style><img src=x onerror="window.__pwned=9"></style></mglyph></mi></math>',
  '<a href="//evil.example/x">protocol-relative</a>',
];

describe.skipIf(!hasChromium)('previewHtml (Chromium)', () => {
  it('keeps the article markup', async () => {
    const r = await mount(
      '<h2>标题</h2><p>段落 <strong>粗</strong> <a href="https://example.org">链接</a></p><img src="/media/a.svg" alt="a">',
    );
    expect(r.clean).toContain('<h2>标题</h2>');
    expect(r.clean).toContain('<strong>粗</strong>');
    expect(r.clean).toMatch(/<a href="https:\/\/example.org" target="_blank" rel="noopener noreferrer">链接<\/a>/);
    expect(r.clean).toContain('src="/media/a.svg"');
  });

  it('opens every link in a new tab, while the article keeps site links in place', async () => {
    const html = '<a href="/article/detail/2">site</a>';
    const [preview, article] = await page.evaluate((dirty) => {
      const w = window as unknown as { Preview: Record<'previewHtml' | 'sanitizeArticle', (s: string) => string> };
      return [w.Preview.previewHtml(dirty), w.Preview.sanitizeArticle(dirty)];
    }, html);
    expect(preview).toBe('<a href="/article/detail/2" target="_blank" rel="noopener noreferrer">site</a>');
    expect(article).toBe(html);
  });

  it.each(PAYLOADS)('strips %s', async (payload) => {
    const r = await mount(`<p>ok</p>${payload}`);
    expect(r.scripts).toBe(0);
    expect(r.pwned).toBeNull();
    expect(r.clean).not.toMatch(/<script|onerror|onload|onclick|javascript:|<iframe|style=|data:|\/\/evil/i);
  });
});
