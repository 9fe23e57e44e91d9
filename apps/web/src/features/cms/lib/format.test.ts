import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateRange, formatDateTime, formatImpactFactor, formatYuan } from './format';

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
    // A moment is the day it is in Shanghai, whatever the device's zone: 16:30 UTC is the next day there.
    expect(formatDate('2026-03-10T16:30:00Z', 'zh')).toBe('2026年3月11日');
    expect(formatDate('2026-03-10T15:59:59Z', 'en')).toBe('Mar 10, 2026');
  });
  it('writes ranges compactly', () => {
    expect(formatDateRange('2026-05-10', '2026-05-12', 'zh')).toBe('2026年5月10日至12日');
    expect(formatDateRange('2026-05-30', '2026-06-02', 'zh')).toBe('2026年5月30日至6月2日');
    expect(formatDateRange('2026-12-30', '2027-01-02', 'zh')).toBe('2026年12月30日至2027年1月2日');
    expect(formatDateRange('2026-05-10', '2026-05-12', 'en')).toBe('May 10 – 12, 2026');
    expect(formatDateRange('2026-05-30', '2026-06-02', 'en')).toBe('May 30 – Jun 2, 2026');
    expect(formatDateRange('2026-12-30', '2027-01-02', 'en')).toBe('Dec 30, 2026 – Jan 2, 2027');
    expect(formatDateRange('2026-05-10', '2026-05-10', 'zh')).toBe('2026年5月10日');
  });
  it('shortens large counts', () => {
    expect(formatCount(999, 'zh')).toBe('999');
    expect(formatCount(12_345, 'zh')).toBe('1.2万');
    expect(formatCount(12_345, 'en')).toBe('12.3k');
  });
});

describe('formatDateTime (moments in Shanghai time)', () => {
  it('shows the day and minute in UTC+8 whatever the device zone', () => {
    expect(formatDateTime('2026-03-10T06:05:00.000Z', 'zh')).toBe('2026年3月10日 14:05');
    expect(formatDateTime('2026-03-10T06:05:00.000Z', 'en')).toBe('Mar 10, 2026 14:05');
    // 20:30 UTC is already the next day in Shanghai.
    expect(formatDateTime('2026-03-10T20:30:00.000Z', 'zh')).toBe('2026年3月11日 04:30');
  });
  it('shows a calendar date without a time, and an unreadable value as it came', () => {
    expect(formatDateTime('2026-03-10', 'en')).toBe('Mar 10, 2026');
    expect(formatDateTime('soon', 'zh')).toBe('soon');
  });
});
