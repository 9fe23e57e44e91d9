import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, fail, mockApi, renderScreen } from '../test/render';
import PayPassword from './pay-password';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../../shared/api/client', async (load) => ({
  ...(await load<typeof import('../../../shared/api/client')>()),
  toast: (m: string) => toasts.push(m),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const wallet = (hasPayPassword: boolean) => ({
  balanceFen: 0,
  hasPayPassword,
  lockedUntil: null,
  ledger: { list: [], total: 0, page: 1, pageSize: 1 },
});
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('pay password', () => {
  it('sets a first password, checking format and repeat next to the fields, then goes back', async () => {
    const api = mockApi({ '/service/user/wallet/index': wallet(false), '/service/user/wallet/changePass': null });
    const back = encodeURIComponent('/attendOrder/orderPay?orderId=1');
    await renderScreen(<PayPassword />, { path: `/payPassword?back=${back}`, elsewhere: <div /> });
    expect(await screen.findByText('设置6位数字支付密码，用于钱包余额支付。')).toBeTruthy();
    expect(screen.queryByLabelText('原支付密码')).toBeNull();
    type('新支付密码', '123');
    fireEvent.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('支付密码须为6位数字')).toBeTruthy();
    type('新支付密码', '123456');
    type('再次输入新密码', '123465');
    fireEvent.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('两次输入的支付密码不一致')).toBeTruthy();
    expect(api.on('/service/user/wallet/changePass')).toHaveLength(0);
    type('再次输入新密码', '123456');
    fireEvent.click(screen.getByTestId('password-submit'));
    await waitFor(() => expect(currentLocation()).toBe('/attendOrder/orderPay?orderId=1'));
    expect(api.on('/service/user/wallet/changePass')[0]!.body).toEqual({ password: '123456' });
    expect(toasts).toContain('支付密码已设置');
  });

  it('changes it with the old one, showing a wrong old password next to it', async () => {
    const api = mockApi({
      '/service/user/wallet/index': wallet(true),
      '/service/user/wallet/changePass': fail(2001, '原支付密码错误'),
    });
    await renderScreen(<PayPassword />, { path: '/payPassword' });
    type(await screen.findByText('原支付密码').then(() => '原支付密码'), '111111');
    type('新支付密码', '222222');
    type('再次输入新密码', '222222');
    fireEvent.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('原支付密码错误')).toBeTruthy();
    expect(api.on('/service/user/wallet/changePass')[0]!.body).toEqual({ oldPassword: '111111', password: '222222' });
  });

  it('resets it by an SMS code sent to the account phone', async () => {
    const api = mockApi({
      '/service/user/wallet/index': wallet(true),
      '/service/user/wallet/sendCode': { cooldownSeconds: 60, maskedPhone: '138****0000' },
      '/service/user/wallet/changePassByCode': null,
    });
    await renderScreen(<PayPassword />, { path: '/payPassword?mode=reset', elsewhere: <div /> });
    await screen.findByTestId('password-submit');
    fireEvent.click(screen.getByRole('button', { name: /获取验证码/ }));
    expect(await screen.findByText('验证码已发送至 138****0000')).toBeTruthy();
    type('新支付密码', '654321');
    type('再次输入新密码', '654321');
    fireEvent.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('请输入6位短信验证码')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText(/验证码/), { target: { value: '246810' } });
    fireEvent.click(screen.getByTestId('password-submit'));
    await waitFor(() => expect(currentLocation()).toBe('/wallet/myAccount'));
    expect(api.on('/service/user/wallet/changePassByCode')[0]!.body).toEqual({ code: '246810', password: '654321' });
  });
});
