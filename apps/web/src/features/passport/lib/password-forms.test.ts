import { describe, expect, it } from 'vitest';
import { passwordFormErrors, zForgetForm, zRegisterForm } from './password-forms';

const ok = {
  countryCode: '86',
  phone: '13912345678',
  code: '123456',
  password: 'abc12345',
  confirmPassword: 'abc12345',
  agree: true,
};

describe('passwordFormErrors', () => {
  it('accepts a complete registration', () => {
    expect(passwordFormErrors(zRegisterForm, ok, 'zh')).toEqual({});
  });

  it('reports the mismatch even while other fields fail', () => {
    const e = passwordFormErrors(zRegisterForm, { ...ok, code: '', confirmPassword: 'abc12346' }, 'zh');
    expect(e.confirmPassword).toBe('两次输入的密码不一致');
    expect(e.code).toBe('请填写验证码');
  });

  it('asks for the repeated password when it is empty', () => {
    expect(passwordFormErrors(zRegisterForm, { ...ok, confirmPassword: '' }, 'en').confirmPassword).toBe(
      'Please fill in Confirm password',
    );
  });

  it('checks a reset by e-mail without a phone', () => {
    const values = { by: 'email', email: 'a@b.cn', code: '123456', password: 'abc', confirmPassword: 'abc' };
    expect(passwordFormErrors(zForgetForm, values, 'en')).toEqual({
      password: 'The password needs 8-32 characters with both letters and digits',
    });
  });
});
