import { describe, expect, it } from 'vitest';
import { fenToYuan, yuanToFen } from './money';

describe('yuan typed, fen sent', () => {
  it('turns yuan text into integer fen without float error', () => {
    expect(yuanToFen('1200')).toBe(120000);
    expect(yuanToFen('19.9')).toBe(1990);
    expect(yuanToFen('0.07')).toBe(7);
    expect(yuanToFen(' 1200.50 ')).toBe(120050);
    // 0.1 + 0.2 style amounts: a float path would give 1029.9999…
    expect(yuanToFen('10.30')).toBe(1030);
    expect(yuanToFen('0')).toBe(0);
  });

  it('refuses what is not an amount with at most two decimals', () => {
    for (const bad of ['', '-5', '12.345', '1,200', '1e3', '.5', '12.', 'abc', '１２'])
      expect(yuanToFen(bad)).toBeNull();
  });

  it('shows fen as yuan, cents only when there are any', () => {
    expect(fenToYuan(120000)).toBe('1200');
    expect(fenToYuan(120050)).toBe('1200.50');
    expect(fenToYuan(7)).toBe('0.07');
    expect(yuanToFen(fenToYuan(98765))).toBe(98765);
  });
});
