// One Lighthouse run of a URL with the details behind the score: LCP element and phases, main-thread
// work, long tasks and the critical request chain. `node --import tsx bench/lighthouse-detail.ts URL`
// biome-ignore-all lint/suspicious/noExplicitAny: Lighthouse audit details are loosely typed JSON
import { Launcher } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium';
const url = process.argv[2]!;
const chrome = new Launcher({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
await chrome.launch();
const r = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
chrome.kill();
const a = r!.lhr.audits;
console.log('score', r!.lhr.categories.performance!.score);
for (const id of [
  'first-contentful-paint',
  'largest-contentful-paint',
  'speed-index',
  'total-blocking-time',
  'interactive',
])
  console.log(id, Math.round(a[id]!.numericValue!));
console.log(
  'LCP element',
  JSON.stringify((a['largest-contentful-paint-element']!.details as any)?.items?.[0]?.items?.[0]?.node?.snippet),
);
console.log('LCP phases', JSON.stringify((a['largest-contentful-paint-element']!.details as any)?.items?.[1]?.items));
const bt = (a['bootup-time']!.details as any).items
  .slice(0, 6)
  .map((i: any) => [i.url.split('/').pop(), Math.round(i.scripting), Math.round(i.scriptParseCompile)]);
console.log('bootup', JSON.stringify(bt));
const mt = (a['mainthread-work-breakdown']!.details as any).items.map((i: any) => [i.group, Math.round(i.duration)]);
console.log('main thread', JSON.stringify(mt));
const lt = (a['long-tasks']?.details as any)?.items
  ?.slice(0, 6)
  .map((i: any) => [i.url?.split('/').pop(), Math.round(i.duration), Math.round(i.startTime)]);
console.log('long tasks', JSON.stringify(lt));
const chains = a['critical-request-chains']!.details as any;
const walk = (n: any, d: number) => {
  for (const [, v] of Object.entries(n ?? {})) {
    const c = v as any;
    console.log(
      ' '.repeat(d * 2) + c.request.url.split('/').slice(3).join('/'),
      Math.round((c.request.endTime - c.request.startTime) * 1000),
      'ms',
      c.request.transferSize,
    );
    walk(c.children, d + 1);
  }
};
walk(chains.chains, 0);
