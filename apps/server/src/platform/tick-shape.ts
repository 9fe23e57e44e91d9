import { createHook } from 'node:async_hooks';

let kept: object | null = null;

/**
 * Keeps one of Node's `process.nextTick` queue entries (a TickObject) alive for the life of the
 * process. Every HTTP request goes through nextTick several times, and each call builds that
 * object with an object literal whose keys are symbols. Without a live instance, a full GC while
 * the server is idle may collect the literal's hidden classes; the next calls build new ones,
 * and after a few idle spells nextTick's property definitions can be left on V8's generic slow
 * path for good. Measured (decision 020, session 9): servers loaded in bursts with idle gaps
 * ended so in about 60 % of runs, with ~7 % of their busy time in those three lines of nextTick;
 * none did with one TickObject kept.
 */
export function keepTickShape(): object | null {
  if (kept) return kept;
  // The only place the object is handed out is an async hook's init; the hook lives for one call.
  const hook = createHook({
    init(_id, type, _trigger, resource) {
      if (type === 'TickObject' && !kept) kept = resource as object;
    },
  });
  hook.enable();
  try {
    process.nextTick(noop);
  } finally {
    hook.disable();
  }
  return kept;
}

function noop() {}
