import { register } from '@app/contract/calls/passport';
import { describe, expect, it } from 'vitest';
import { phoneError, validateWith } from './validate';

const base = { countryCode: '86', phone: '13912345678', code: '123456', password: 'abc12345', agree: true };

describe('validateWith', () => {
  it('passes valid values', () => {
    expect(validateWith(register.input, base, 'zh')).toEqual({});
  });

  it('gives the contract messages in the chosen language', () => {
    const e = validateWith(register.input, { ...base, password: 'short', agree: false }, 'en');
    expect(e.password).toBe('The password needs 8-32 characters with both letters and digits');
    expect(e.agree).toBe('Please read and agree to the registration agreement');
  });

  it('says "please fill in" for an empty field and names it', () => {
    expect(validateWith(register.input, { ...base, code: '' }, 'zh').code).toBe('请填写验证码');
    expect(validateWith(register.input, { ...base, code: '12' }, 'zh').code).toBe('验证码格式不正确');
  });
});

describe('phoneError', () => {
  it('applies the mainland rule for 86 only', () => {
    expect(phoneError('86', '12345678', 'zh')).toBe('请输入正确的电话号码');
    expect(phoneError('852', '91234567', 'zh')).toBeUndefined();
    expect(phoneError('86', '', 'en')).toBe('Please fill in Mobile number');
  });
});
