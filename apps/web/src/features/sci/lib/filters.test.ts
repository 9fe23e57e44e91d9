import { describe, expect, it } from 'vitest';
import { filterInput, readFilters, writeFilters } from './filters';

describe('journal filters in the address', () => {
  it('round-trips known values and drops unknown ones', () => {
    const f = readFilters(new URLSearchParams('q=nature&subject=ai&partition=Q1&index=SSCI&if=3to5'));
    expect(f).toEqual({ keyword: 'nature', subject: 'ai', partition: 'Q1', indexType: 'SSCI', range: '3to5' });
    expect(new URLSearchParams(writeFilters(f)).toString()).toBe('q=nature&subject=ai&partition=Q1&index=SSCI&if=3to5');
    expect(readFilters(new URLSearchParams('partition=Q9&index=<x>&if=huge&subject=A%20B'))).toEqual({
      keyword: '',
      subject: '',
      partition: '',
      indexType: '',
      range: '',
    });
  });

  it('turns an impact factor range into bounds ×1000, both ends included', () => {
    expect(filterInput(readFilters(new URLSearchParams('if=1to3')))).toEqual({ ifMin: 1000, ifMax: 2999 });
    expect(filterInput(readFilters(new URLSearchParams('if=gt10')))).toEqual({ ifMin: 10_000 });
    expect(filterInput(readFilters(new URLSearchParams('')))).toEqual({});
  });
});
