import { describe, expect, it } from 'vitest';
import { keepTickShape } from './tick-shape';

describe('keepTickShape', () => {
  it("holds one of nextTick's own queue entries, the same one on every call", () => {
    const kept = keepTickShape();
    expect(kept).not.toBeNull();
    // A TickObject carries the callback it was queued with and symbol-keyed async ids.
    expect(typeof (kept as { callback?: unknown }).callback).toBe('function');
    expect(Object.getOwnPropertySymbols(kept).length).toBeGreaterThanOrEqual(2);
    expect(keepTickShape()).toBe(kept);
  });
});
