import { describe, expect, it } from 'vitest';
import { filterInput, isoDay, keyword, oneOf, pageNumber, positiveId, readQuery, writeParams } from './list-query';

const SPEC = { meeting: positiveId, status: oneOf(['open', 'closed'] as const), q: keyword(5), page: pageNumber };
const read = (search: string) => readQuery(SPEC, new URLSearchParams(search));

describe('list query', () => {
  it('reads each declared filter, an absent or invalid value as unset', () => {
    expect(read('meeting=5&status=open&q=abcdefg&page=3&other=1')).toEqual({
      meeting: 5,
      status: 'open',
      q: 'abcde',
      page: 3,
    });
    expect(read('meeting=0&status=bogus&page=1.5')).toEqual({ meeting: null, status: null, q: '', page: 1 });
    expect(read('meeting=-2&page=x')).toMatchObject({ meeting: null, page: 1 });
    expect(isoDay.read('2026-06-01')).toBe('2026-06-01');
    expect(isoDay.read('2026-6-1')).toBe('');
  });

  it('keeps the parameter order of the spec, the page first unless placed', () => {
    expect(Object.keys(read(''))).toEqual(['meeting', 'status', 'q', 'page']);
    expect(Object.keys(readQuery({ q: keyword(5) }, new URLSearchParams('q=a&page=2')))).toEqual(['page', 'q']);
  });

  it('writes back only what is set, and page 1 not at all', () => {
    expect(writeParams({ meeting: 5, status: null, q: ' a ', page: 1 }).toString()).toBe('meeting=5&q=+a+');
    expect(writeParams({ meeting: null, status: 'open', q: '', page: 2 }).toString()).toBe('status=open&page=2');
  });

  it('sends only the filters that are set, the keyword trimmed', () => {
    expect(filterInput({ meeting: 5, status: 'open', q: ' ab ' })).toEqual({
      meetingId: 5,
      status: 'open',
      keyword: 'ab',
    });
    expect(filterInput({ meeting: null, status: null, q: '  ' })).toEqual({});
  });
});
