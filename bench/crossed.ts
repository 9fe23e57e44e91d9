// The arithmetic of the crossed rounds (concurrent.ts crossedRatio), apart so a test can hold it.

/**
 * `ab`: median of rounds pairing A's call with B's plain route, each read as the plain route's CPU
 * per request over the call's; `ba`: the same with A and B swapped. If a server's state scales every
 * request by its own factor (a, b), `ab` = (b·plain)/(a·call) and `ba` = (a·plain)/(b·call), so
 * their geometric mean is plain/call alone and the square root of `ba`/`ab` is a/b
 * (decision 020, session 11).
 */
export function crossedFigures(ab: number, ba: number) {
  return {
    /** The plain route's CPU per request over the call's, the servers' states cancelled. */
    perCpu: Math.sqrt(ab * ba),
    /** What a request costs on A over what it costs on B (> 1: A is in the slower state). */
    costAOverB: Math.sqrt(ba / ab),
  };
}
