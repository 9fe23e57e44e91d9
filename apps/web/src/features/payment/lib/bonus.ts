/** The bonus of the best tier an amount reaches (tiers: pay at least `minFen`, get `bonusFen`). */
export function bonusFor(tiers: readonly { minFen: number; bonusFen: number }[], fen: number): number {
  let best = 0;
  for (const tier of tiers) if (fen >= tier.minFen && tier.bonusFen > best) best = tier.bonusFen;
  return best;
}
