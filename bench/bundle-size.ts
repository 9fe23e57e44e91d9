// Home JS: the JavaScript a page really transfers, counted by Chromium itself (CDP), gzip only.
import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium';
import { benchDir, onCleanup } from './servers';
import { gzipAssets } from './static-server';

/** Build output of the two references; only needed while the bench runs. */
const bareDist = path.join(benchDir, '.bare-dist');
const rmBareDist = () => fs.promises.rm(bareDist, { recursive: true, force: true });

/**
 * Compiles bare-fastify.ts to plain JS (Vite SSR build: node_modules stay external) so the
 * reference server starts with plain `node`, like ours, with no TypeScript loader in its start time.
 */
export async function buildBareFastify(): Promise<string> {
  const outDir = path.join(bareDist, 'fastify');
  onCleanup(rmBareDist);
  await build({
    root: benchDir,
    configFile: false,
    logLevel: 'warn',
    build: { ssr: path.join(benchDir, 'bare-fastify.ts'), outDir, emptyOutDir: true, target: 'node20' },
  });
  return path.join(outDir, 'bare-fastify.js');
}

/** Builds bench/bare-react into bench/.bare-dist/react with .gz files beside; removed at cleanup. */
export async function buildBareReact(): Promise<string> {
  const outDir = path.join(bareDist, 'react');
  onCleanup(rmBareDist);
  await build({
    root: path.join(benchDir, 'bare-react'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  gzipAssets(outDir);
  return outDir;
}

export interface ScriptBytes {
  /** Sum of the gzip bodies (Content-Length of each script response). */
  body: number;
  /** Sum of Chromium's encodedDataLength: bodies plus response headers. */
  transferred: number;
  count: number;
  /** Content-Encoding values seen, to prove the figure is gzip and not raw or brotli. */
  encodings: string[];
  /** Every script, largest first. */
  scripts: { url: string; body: number }[];
}

/** Loads `url` in a fresh headless Chromium, no cache, until network idle; sums every script. */
export async function measureScripts(url: string): Promise<ScriptBytes> {
  // Playwright's own SIGINT handling is off: our cleanup closes the browser, and Chromium also
  // exits by itself when our process ends and its debugging pipe closes.
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, handleSIGINT: false });
  onCleanup(() => browser.close());
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    // Only gzip, as the budget is stated in gzip (Chromium would otherwise also offer br/zstd).
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip' } });
    const seen = new Map<string, { url: string; js: boolean; encoding: string; length: number }>();
    const done = new Map<string, number>();
    cdp.on('Network.responseReceived', (e) => {
      const h = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
      const js =
        e.type === 'Script' || /javascript/.test(h['content-type'] ?? '') || /\.m?js(\?|$)/.test(e.response.url);
      seen.set(e.requestId, {
        url: e.response.url,
        js,
        encoding: h['content-encoding'] ?? 'identity',
        length: Number(h['content-length'] ?? Number.NaN),
      });
    });
    cdp.on('Network.loadingFinished', (e) => done.set(e.requestId, e.encodedDataLength));
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    const scripts = [...seen.entries()].filter(([, s]) => s.js);
    const body = (id: string, s: { length: number }) => (Number.isFinite(s.length) ? s.length : (done.get(id) ?? 0));
    return {
      body: scripts.reduce((n, [id, s]) => n + body(id, s), 0),
      transferred: scripts.reduce((n, [id]) => n + (done.get(id) ?? 0), 0),
      count: scripts.length,
      encodings: [...new Set(scripts.map(([, s]) => s.encoding))],
      scripts: scripts
        .map(([id, s]) => ({ url: new URL(s.url).pathname, body: body(id, s) }))
        .sort((a, b) => b.body - a.body),
    };
  } finally {
    await browser.close();
  }
}
