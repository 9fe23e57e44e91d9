// Main-thread script time of page loads, by script and function, from Chromium's CPU profiler:
// `node --import tsx bench/page-script-time.ts URL [URL…]` (RUNS loads each, interleaved, default 3).
// No throttling, so it reads in real milliseconds of this machine; comparing two servers side by
// side (same machine, same minutes) separated changes that Lighthouse's noise hid (decision 011).
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface Profile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}

const urls = process.argv.slice(2);
const runs = Number(process.env.RUNS ?? 3);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const totals = new Map<string, { total: number; byFile: Map<string, number>; byFn: Map<string, number> }>();
const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);

for (let r = 0; r < runs; r++) {
  for (const url of urls) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(url);
    await page.waitForTimeout(3000);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    await ctx.close();
    const t = totals.get(url) ?? { total: 0, byFile: new Map(), byFn: new Map() };
    totals.set(url, t);
    const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
    profile.samples.forEach((id, i) => {
      const f = frames.get(id)!;
      if (f.functionName === '(idle)' || f.functionName === '(program)') return;
      const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      const file = f.url.split('/').pop() || f.functionName;
      t.total += ms;
      add(t.byFile, file, ms);
      add(t.byFn, `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber}`, ms);
    });
  }
}
await browser.close();

const top = (m: Map<string, number>, n: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `    ${(v / runs).toFixed(1).padStart(6)} ms  ${k}`);
for (const [url, t] of totals) {
  console.log(`${url}: ${(t.total / runs).toFixed(0)} ms of script per load (mean of ${runs})`);
  console.log(['  by file:', ...top(t.byFile, 8), '  by function:', ...top(t.byFn, 12)].join('\n'));
}
