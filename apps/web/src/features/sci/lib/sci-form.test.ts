import { describe, expect, it } from 'vitest';
import { parseType, sciBody, sciErrors, sciFormFrom } from './sci-form';

const label = (p: string) => p;

describe('the SCI form', () => {
  it('starts with one corresponding author and finds every missing field with the contract’s rules', () => {
    const f = sciFormFrom(null);
    expect(f.authors).toHaveLength(1);
    expect(f.authors[0]!.corresponding).toBe(true);
    const e = sciErrors(f, 'en', label);
    for (const k of ['title', 'keywords', 'abstract', 'fields', 'fileId', 'authors.0.nameEn', 'authors.0.phone'])
      expect(e[k], k).toBeTruthy();
  });

  it('a complete form has no errors and its body carries the remark but no codes', () => {
    const f = {
      ...sciFormFrom(null),
      title: 'T',
      keywords: 'k',
      abstract: 'a',
      fields: ['ai'],
      file: { id: '0123456789abcdef0123456789abcdef', name: 'p.pdf', size: 1 },
      remark: ' note ',
    };
    f.authors = [{ ...f.authors[0]!, nameEn: 'Ann', phone: '13912345678', email: 'a@e.co' }];
    expect(sciErrors(f, 'zh', label)).toEqual({});
    const b = sciBody(f);
    expect(b).toMatchObject({ title: 'T', remark: 'note', fileId: '0123456789abcdef0123456789abcdef' });
    expect(b.authors[0]).toMatchObject({ position: 1, corresponding: true });
    expect('couponCode' in b).toBe(false);
  });

  it('reads only known service types from the address', () => {
    expect(parseType('polish')).toBe('polish');
    expect(parseType('fullService')).toBe('fullService');
    expect(parseType('gold')).toBeNull();
    expect(parseType(undefined)).toBeNull();
  });
});
