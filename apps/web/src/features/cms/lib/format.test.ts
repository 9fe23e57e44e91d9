import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateRange, formatImpactFactor, formatYuan } from './format';

describe('formatYuan (integer fen → yuan)', () => {
  it('shows whole yuan without decimals and cents when present', () => {
    expect(formatYuan(80_000, 'zh')).toBe('¥800');
    expect(formatYuan(123_450, 'zh')).toBe('¥1,234.50');
    expect(formatYuan(1, 'en')).toBe('¥0.01');
    expect(formatYuan(0, 'en')).toBe('¥0');
    expect(formatYuan(500_000_01, 'en')).toBe('¥500,000.01');
    expect(formatYuan(-1050, 'zh')).toBe('-¥10.50');
  });
});

describe('formatImpactFactor (× 1000 → x.xxx)', () => {
  it('always has three decimals', () => {
    expect(formatImpactFactor(5123)).toBe('5.123');
    expect(formatImpactFactor(87)).toBe('0.087');
    expect(formatImpactFactor(12_000)).toBe('12.000');
    expect(formatImpactFactor(0)).toBe('0.000');
  });
});

describe('dates', () => {
  it('formats a calendar date per language without shifting the day', () => {
    expect(formatDate('2026-03-10', 'zh')).toBe('2026年3月10日');
    expect(formatDate('2026-03-10', 'en')).toBe('Mar 10, 2026');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });
  it('writes ranges compactly', () => {
    expect(formatDateRange('2026-05-10', '2026-05-12', 'zh')).toBe('2026年5月10日至12日');
    expect(formatDateRange('2026-05-30', '2026-06-02', 'zh')).toBe('2026年5月30日至6月2日');
    expect(formatDateRange('2026-12-30', '2027-01-02', 'zh')).toBe('2026年12月30日至2027年1月2日');
    expect(formatDateRange('2026-05-10', '2026-05-12', 'en').replace(/\s/g, ' ')).toBe('May 10 – 12, 2026');
    expect(formatDateRange('2026-05-10', '2026-05-10', 'zh')).toBe('2026年5月10日');
  });
  it('shortens large counts', () => {
    expect(formatCount(999, 'zh')).toBe('999');
    expect(formatCount(12_345, 'zh')).toBe('1.2万');
    expect(formatCount(12_345, 'en')).toBe('12.3k');
  });
});
