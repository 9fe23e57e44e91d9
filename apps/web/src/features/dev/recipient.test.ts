import { describe, expect, it } from 'vitest';
import { codeIn, normaliseRecipient } from './recipient';

describe('normaliseRecipient', () => {
  it.each([
    ['13800000000', '+8613800000000'],
    [' 138 0000 0000 ', '+8613800000000'],
    ['+85291234567', '+85291234567'],
    ['85291234567', '+85291234567'],
    ['Ann@Example.COM', 'ann@example.com'],
    ['', ''],
  ])('%j → %j', (raw, stored) => {
    expect(normaliseRecipient(raw)).toBe(stored);
  });
});

describe('codeIn', () => {
  it('finds the 6-digit code', () => {
    expect(codeIn('【学术服务平台】验证码 482913，10分钟内有效。')).toBe('482913');
    expect(codeIn('no code here 12345')).toBeNull();
  });
});
