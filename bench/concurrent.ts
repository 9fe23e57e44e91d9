// The no-db call against bare Fastify at the same moments: both servers on core 0, where the kernel
// splits the core between them, both loads from this process on core 1. Whatever the machine does
// during a round (other guests, frequency, cache) falls on both alike, so the ratio of their CPU time
// per request holds still where separate rounds of each spread by a third (decision 020, session 10).
import { crossedFigures } from './crossed';
import { cpuSeconds } from './proc';
import { load, median, type Target } from './throughput';

export interface PairRound {
  /** Bare Fastify's CPU per request over ours: the budget's ratio (1 = as cheap as bare). */
  perCpu: number;
  /** Their req/s over bare's in the same seconds. */
  rps: number;
}

async function pairRound(ours: Target, bare: Target, seconds: number): Promise<PairRound> {
  await Promise.all([load(ours, 1), load(bare, 1)]);
  const o0 = cpuSeconds(ours.pid);
  const b0 = cpuSeconds(bare.pid);
  const [o, b] = await Promise.all([load(ours, seconds), load(bare, seconds)]);
  const oCpu = (cpuSeconds(ours.pid) - o0) / o.requests.total;
  const bCpu = (cpuSeconds(bare.pid) - b0) / b.requests.total;
  return { perCpu: bCpu / oCpu, rps: o.requests.total / b.requests.total };
}

/** `rounds` paired rounds; answers each round's ratios and their medians. */
export async function concurrentRatio(ours: Target, bare: Target, rounds: number, seconds: number) {
  const all: PairRound[] = [];
  for (let i = 0; i < rounds; i++) all.push(await pairRound(ours, bare, seconds));
  return {
    rounds: all,
    perCpu: median(all.map((r) => r.perCpu)),
    rps: median(all.map((r) => r.rps)),
  };
}

/** One server's contract call and its plain reference route (`BENCH_REFERENCE_ROUTE`). */
export interface CallAndPlain {
  call: Target;
  plain: Target;
}

/**
 * The contract call against the plain route of the same servers, crossed so the servers' own state
 * cancels: rounds alternate (A's call with B's plain route) and (B's call with A's plain route), each
 * pair at the same moments; `crossedFigures` combines their medians.
 */
export async function crossedRatio(a: CallAndPlain, b: CallAndPlain, rounds: number, seconds: number) {
  const ab: PairRound[] = [];
  const ba: PairRound[] = [];
  for (let i = 0; i < rounds; i++) {
    ab.push(await pairRound(a.call, b.plain, seconds));
    ba.push(await pairRound(b.call, a.plain, seconds));
  }
  const perCpu = (xs: PairRound[]) => median(xs.map((r) => r.perCpu));
  return { ab, ba, ...crossedFigures(perCpu(ab), perCpu(ba)) };
}
