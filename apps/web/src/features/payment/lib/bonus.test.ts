import { describe, expect, it } from 'vitest';
import { bonusFor } from './bonus';

describe('bonusFor', () => {
  const tiers = [
    { minFen: 50_000, bonusFen: 5_000 },
    { minFen: 10_000, bonusFen: 500 },
  ];
  it('takes the best tier reached, exactly at its threshold', () => {
    expect(bonusFor(tiers, 9_999)).toBe(0);
    expect(bonusFor(tiers, 10_000)).toBe(500);
    expect(bonusFor(tiers, 49_999)).toBe(500);
    expect(bonusFor(tiers, 50_000)).toBe(5_000);
    expect(bonusFor([], 50_000)).toBe(0);
  });
});
