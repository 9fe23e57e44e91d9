// A load at a steady rate: one request every 1/rate seconds, each on a free keep-alive connection,
// and each latency counted from the moment the request was due, not from when it went out. autocannon's
// `overallRate` sends every connection's quota for a second back to back at the start of that second,
// so its "300 req/s" is a burst of 300 once a second and its p99 is most of the burst's length
// (decision 020, session 11).
import http from 'node:http';
import { median } from './throughput';

export interface PacedResult {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Sends `rate` form POSTs a second for `seconds`; latencies in ms, from each request's due time. */
export async function pacedLoad(url: string, body: string, rate: number, seconds: number): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const target = new URL(url);
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  let errors = 0;
  let done = 0;
  const t0 = performance.now() + 20;
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const req = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => {
            if (res.statusCode === 200) latencies.push(performance.now() - due);
            else errors++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(body);
    });
  const pending: Promise<void>[] = [];
  // Wakes every millisecond and sends whatever has fallen due: requests leave at most ~1 ms late,
  // and that lateness counts against the server's latency, never for it.
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      for (let due = t0 + (done * 1000) / rate; done < total && due <= now; due = t0 + (++done * 1000) / rate)
        pending.push(send(due));
      if (done < total) setTimeout(tick, 1);
      else resolve();
    };
    setTimeout(tick, 1);
  });
  await Promise.all(pending);
  agent.destroy();
  const sorted = [...latencies].sort((a, b) => a - b);
  const elapsed = (performance.now() - t0) / 1000;
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    rps: latencies.length / elapsed,
    p50: round(median(sorted)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? Number.NaN),
    errors,
  };
}
