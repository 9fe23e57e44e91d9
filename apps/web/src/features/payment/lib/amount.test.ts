import { describe, expect, it } from 'vitest';
import { parseYuan } from './amount';

describe('parseYuan', () => {
  const min = 100;
  const max = 5_000_000;
  it('reads whole and decimal yuan as integer fen', () => {
    expect(parseYuan('1', min, max)).toEqual({ fen: 100 });
    expect(parseYuan('99.5', min, max)).toEqual({ fen: 9950 });
    expect(parseYuan('10.01', min, max)).toEqual({ fen: 1001 });
    expect(parseYuan('50000', min, max)).toEqual({ fen: 5_000_000 });
  });
  it('refuses what is not a plain amount, never rounding (QUALITY B3)', () => {
    for (const bad of ['10.001', '1e3', '-0', 'NaN', ' 10', '10 ', '.5', '1,000', '+1', '0x10']) {
      expect(parseYuan(bad, min, max)).toEqual({ error: 'format' });
    }
    expect(parseYuan('', min, max)).toEqual({ error: 'required' });
  });
  it('keeps the limits exact', () => {
    expect(parseYuan('0.99', min, max)).toEqual({ error: 'min' });
    expect(parseYuan('1.00', min, max)).toEqual({ fen: 100 });
    expect(parseYuan('50000.01', min, max)).toEqual({ error: 'max' });
  });
});
