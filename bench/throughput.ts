// API throughput with autocannon: each target is loaded for 1 s (discarded) then measured for
// `seconds`, rounds interleaved A B C … A B C … so the machine's drift hits every target alike.
import autocannon from 'autocannon';
import { coreJiffies, cpuSeconds } from './proc';

export interface Target {
  key: string;
  url: string;
  body: string;
  /** The server process, to read how busy its one core was. */
  pid: number;
}

export interface RoundResult {
  rps: number;
  p99: number;
  /** Server CPU use during the round, 1 = one full core; well below 1, something else was the limit. */
  cpu: number;
  /** How busy core 0 was in all: well above `cpu` means other processes took part of the server's core. */
  core: number;
  /** Share of core 0 spent in interrupts (the kernel's loopback network work), part of `core`. */
  irq: number;
  errors: number;
}

export const CONNECTIONS = 10;

/** One autocannon load of a target: the form POST every throughput figure uses. */
export function load(t: Target, duration: number) {
  return autocannon({
    url: t.url,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: t.body,
    connections: CONNECTIONS,
    duration,
  });
}

export async function measureOnce(t: Target, seconds: number): Promise<RoundResult> {
  await load(t, 1);
  const cpu0 = cpuSeconds(t.pid);
  const core0 = coreJiffies(0);
  const t0 = performance.now();
  const r = await load(t, seconds);
  const wall = (performance.now() - t0) / 1000;
  const core1 = coreJiffies(0);
  return {
    core: (core1.busy - core0.busy) / Math.max(1, core1.total - core0.total),
    irq: (core1.irq - core0.irq) / Math.max(1, core1.total - core0.total),
    rps: r.requests.total / r.duration,
    p99: r.latency.p99,
    cpu: (cpuSeconds(t.pid) - cpu0) / wall,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

export async function interleaved(targets: Target[], rounds: number, seconds: number, log: (s: string) => void) {
  const out: Record<string, RoundResult[]> = {};
  for (const t of targets) out[t.key] = [];
  for (let r = 1; r <= rounds; r++) {
    for (const t of targets) {
      const res = await measureOnce(t, seconds);
      out[t.key]!.push(res);
      log(
        `  round ${r} ${t.key}: ${Math.round(res.rps)} req/s, p99 ${res.p99} ms, server used ${res.cpu.toFixed(2)} of core 0 (core busy ${res.core.toFixed(2)}, irq ${res.irq.toFixed(2)})`,
      );
    }
  }
  return out;
}

export function median(xs: number[]): number {
  if (!xs.length) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}
