import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { parseInput, strictInput, ValidationError } from './validate';

const schema = strictInput(
  z.object({
    phone: z.string().regex(/^\d{4,15}$/, 'phone.invalid'),
    nickname: z.string().max(5).optional(),
    tags: z.array(z.string()).optional(),
    meta: z.object({ note: z.string() }).optional(),
  }),
);

function fail(raw: Record<string, unknown>, lang: 'zh' | 'en' = 'en'): ValidationError {
  try {
    parseInput(schema, raw, lang);
  } catch (e) {
    if (e instanceof ValidationError) return e;
    throw e;
  }
  throw new Error('expected a validation error');
}

describe('parseInput', () => {
  it('passes a valid input through', () => {
    expect(parseInput(schema, { phone: '13800000000' }, 'en')).toEqual({ phone: '13800000000' });
  });

  it('names a missing field as required, in the user language', () => {
    expect(fail({}).text).toBe('Please fill in Mobile number');
    expect(fail({}, 'zh').text).toBe('请填写手机号');
    expect(fail({}).field).toBe('phone');
  });

  it('uses the message key a schema gives, and a generic one otherwise', () => {
    expect(fail({ phone: 'x' }).text).toBe('Please enter the correct telephone number');
    expect(fail({ phone: 'x' }, 'zh').text).toBe('请输入正确的电话号码');
    expect(fail({ phone: '1380000', nickname: 'toolong' }).text).toMatch(/too long/);
  });

  it('refuses unknown fields by name, including prototype keys', () => {
    expect(fail({ phone: '1380000', extra: '1' }).text).toBe('Field not accepted: extra');
    const proto = JSON.parse('{"phone":"1380000","__proto__":{"x":1}}');
    expect(fail(proto).field).toBe('__proto__');
    expect(fail({ phone: '1380000', constructor: '1' }).field).toBe('constructor');
  });

  it('refuses NUL anywhere, even nested in arrays and objects, before the schema runs', () => {
    expect(fail({ phone: '1380\u00000000' }).field).toBe('phone');
    expect(fail({ phone: '1380000', tags: ['ok', 'b\u0000d'] }).field).toBe('tags');
    expect(fail({ phone: '1380000', meta: { note: '\u0000' } }).field).toBe('meta');
  });

  it('answers with the INVALID_INPUT code', () => {
    expect(fail({}).code).toBe(2001);
  });
});

describe('strictInput', () => {
  it('makes objects strict and leaves other schemas alone', () => {
    const s = z.string();
    expect(strictInput(s)).toBe(s);
    expect(strictInput(z.object({ a: z.string() })).safeParse({ a: 'x', b: 'y' }).success).toBe(false);
  });
});
