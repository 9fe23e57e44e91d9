import { describe, expect, it } from 'vitest';
import { zPaperAuthors } from './contribution';

/** The §5 author rules as the web form sees them: the message key and the path of each issue. */
const a = (position: number, over: Record<string, unknown> = {}) => ({
  position,
  corresponding: position === 1,
  nameEn: `Author ${position}`,
  countryCode: '86',
  phone: '13800000000',
  email: 'a@example.com',
  ...over,
});
const issue = (v: unknown) => {
  const r = zPaperAuthors.safeParse(v);
  return r.success ? null : { message: r.error.issues[0]!.message, path: r.error.issues[0]!.path };
};

describe('zPaperAuthors', () => {
  it('accepts 1 to 7 authors in order with one corresponding author', () => {
    expect(issue([a(1)])).toBeNull();
    expect(issue(Array.from({ length: 7 }, (_, i) => a(i + 1)))).toBeNull();
    expect(issue([a(2, { corresponding: true }), a(1, { corresponding: false })])).toBeNull();
  });

  it('names the rule and the author field that broke it', () => {
    expect(issue(Array.from({ length: 8 }, (_, i) => a(i + 1)))?.message).toBe('paper.authorsMax');
    expect(issue([])?.message).toBe('paper.authorsMin');
    expect(issue([a(1), a(2, { nameEn: '' })])).toEqual({ message: 'paper.authorNameEn', path: [1, 'nameEn'] });
    expect(issue([a(1, { phone: '1380000000' })])).toEqual({ message: 'paper.authorPhone', path: [0, 'phone'] });
    // Outside mainland China 4–15 digits are a phone number.
    expect(issue([a(1, { countryCode: '44', phone: '7911123456' })])).toBeNull();
    expect(issue([a(1, { countryCode: '' })])?.message).toBe('paper.authorCountryCode');
    expect(issue([a(1, { email: 'x@' })])?.message).toBe('paper.authorEmail');
    expect(issue([a(1), a(3)])?.message).toBe('paper.authorOrder');
    expect(issue([a(1, { corresponding: false })])?.message).toBe('paper.corresponding');
    expect(issue([a(1), a(2, { corresponding: true })])?.message).toBe('paper.corresponding');
  });
});
