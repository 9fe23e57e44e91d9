// Lighthouse 12 (Node API), default mobile profile: Moto G-class emulation, simulated slow 4G and
// 4× CPU slowdown. Each run gets its own Chromium so no run warms the next one's caches.
import { Launcher } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium';
import { isStopping, onCleanup } from './servers';

export interface LhRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface LhPage {
  runs: LhRun[];
  /** Why runs failed (Lighthouse's runtimeError or a thrown error), if any did. */
  errors: string[];
}

export async function lighthouseOnce(url: string): Promise<LhRun> {
  // The Launcher class, not launch(): launch() exits the process on Ctrl-C before our cleanup runs,
  // and the kill must be registered before Chromium starts, in case Ctrl-C comes mid-launch.
  const chrome = new Launcher({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  const kill = () => chrome.kill();
  onCleanup(kill, kill);
  await chrome.launch();
  if (isStopping()) {
    kill();
    throw new Error('stopping');
  }
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score;
    if (score === null || score === undefined) throw new Error('no performance score (a metric could not be computed)');
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round(score * 100),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    };
  } finally {
    kill();
  }
}

/** `rounds` rounds over all pages, interleaved (A B C A B C …) so drift hits every page alike. */
export async function lighthouseInterleaved(pages: Record<string, string>, rounds: number) {
  const out: Record<string, LhPage> = {};
  for (const name of Object.keys(pages)) out[name] = { runs: [], errors: [] };
  for (let r = 0; r < rounds; r++) {
    for (const [name, url] of Object.entries(pages)) {
      try {
        out[name]!.runs.push(await lighthouseOnce(url));
      } catch (err) {
        out[name]!.errors.push((err as Error).message.split('\n')[0]!);
      }
    }
  }
  return out;
}
