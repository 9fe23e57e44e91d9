import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, getAuth } from '../../../shared/auth/auth-store';
import { demoUser, mockApi, ok } from '../test/api-mock';
import { clearOverlays, renderScreen } from '../test/render';
import RegisterScreen from './register';

const REGISTER = '/service/passport/register';

async function open(url = '/register') {
  await renderScreen('/register', url, <RegisterScreen />);
  return screen.findByRole('button', { name: '注册' });
}

function fill(values: { phone?: string; code?: string; password?: string; confirm?: string }) {
  const set = (label: string, value?: string) =>
    value !== undefined && fireEvent.change(screen.getByLabelText(label), { target: { value } });
  set('手机号', values.phone);
  set('验证码', values.code);
  set('密码', values.password);
  set('确认密码', values.confirm);
}

const agree = () => fireEvent.click(screen.getByText('我已阅读并同意'));
const complete = { phone: '13912345678', code: '123456', password: 'abc12345', confirm: 'abc12345' };

beforeEach(() => clearAuth());
afterEach(() => {
  cleanup();
  clearOverlays();
  vi.unstubAllGlobals();
});

describe('register', () => {
  it('refuses without the agreement: the message shows and no call is made', async () => {
    const api = mockApi({ [REGISTER]: ok(demoUser) });
    const submit = await open();
    expect(screen.getByText('勾选同意《注册协议》后才能注册')).toBeTruthy();
    fill(complete);
    fireEvent.click(submit);
    expect(await screen.findByText('请阅读并同意注册协议')).toBeTruthy();
    expect(api.calls(REGISTER)).toHaveLength(0);
  });

  it('refuses mismatched passwords next to the field', async () => {
    const api = mockApi({ [REGISTER]: ok(demoUser) });
    const submit = await open();
    fill({ ...complete, confirm: 'abc12399' });
    agree();
    fireEvent.click(submit);
    const msg = await screen.findByText('两次输入的密码不一致');
    expect(msg.id).toBe('reg-confirm-error');
    expect(screen.getByLabelText('确认密码').getAttribute('aria-describedby')).toBe('reg-confirm-error');
    expect(api.calls(REGISTER)).toHaveLength(0);
  });

  it('explains a weak password with the contract message', async () => {
    mockApi();
    const submit = await open();
    fill({ ...complete, password: 'abcdefgh', confirm: 'abcdefgh' });
    agree();
    fireEvent.click(submit);
    expect(await screen.findByText('密码需为8-32位，且同时包含字母和数字')).toBeTruthy();
  });

  it('registers with the invite from the link and goes to the remembered redirect', async () => {
    const api = mockApi({ [REGISTER]: ok(demoUser) });
    const submit = await open('/register?redirect=%2Fpersonal%2Fsci&invite=INV9');
    expect((screen.getByLabelText('邀请码（选填）') as HTMLInputElement).value).toBe('INV9');
    fill(complete);
    agree();
    fireEvent.click(submit);
    expect((await screen.findByTestId('where')).textContent).toBe('/personal/sci?invite=INV9');
    expect(api.calls(REGISTER)).toEqual([
      { countryCode: '86', phone: '13912345678', code: '123456', password: 'abc12345', agree: '1', invite: 'INV9' },
    ]);
    expect(getAuth().status).toBe('in');
  });

  it('offers the login page when the phone is already registered', async () => {
    mockApi({ '/service/common/code/phone': { code: 4001, codeMsg: '该账号已注册，请直接登录' } });
    await open('/register?redirect=%2Fsci');
    fill({ phone: '13800000000' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    });
    const link = await screen.findByRole('link', { name: '直接登录' });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2Fsci');
    expect(screen.getByRole('button', { name: '获取验证码' }).hasAttribute('disabled')).toBe(false);
  });
});
