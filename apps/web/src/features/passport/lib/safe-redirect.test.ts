import { describe, expect, it } from 'vitest';
import { afterLoginTarget, keepAuthQuery, safeRedirect, withInvite } from './safe-redirect';

describe('safeRedirect', () => {
  it('accepts paths on this site', () => {
    expect(safeRedirect('/personal/attend?page=2')).toBe('/personal/attend?page=2');
    expect(safeRedirect('/')).toBe('/');
  });

  it.each([
    '//evil.com',
    'https://evil.com',
    'http://evil.com/personal',
    '/\\evil.com',
    'javascript:alert(1)',
    'personal',
    '/x\nLocation: //evil.com',
    '/login?redirect=/personal',
    '/register',
    '',
    null,
  ])('refuses %j', (raw) => {
    expect(safeRedirect(raw)).toBeNull();
  });
});

describe('afterLoginTarget', () => {
  it('keeps the invite on the redirect', () => {
    expect(afterLoginTarget(new URLSearchParams('redirect=/meet/consult&invite=AB12'))).toBe(
      '/meet/consult?invite=AB12',
    );
  });

  it('falls back to the personal page for an unsafe redirect', () => {
    expect(afterLoginTarget(new URLSearchParams('redirect=//evil.com'))).toBe('/personal');
    expect(afterLoginTarget(new URLSearchParams('redirect=https://evil.com&invite=Z9'))).toBe('/personal?invite=Z9');
  });

  it('does not add a second invite', () => {
    expect(withInvite('/a?invite=X#top', 'Y')).toBe('/a?invite=X#top');
  });
});

describe('keepAuthQuery', () => {
  it('keeps only redirect and invite', () => {
    expect(keepAuthQuery(new URLSearchParams('redirect=/a&invite=Q&tab=sms'))).toBe('?redirect=%2Fa&invite=Q');
    expect(keepAuthQuery(new URLSearchParams(''))).toBe('');
  });
});
