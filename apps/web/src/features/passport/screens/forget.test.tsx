import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../test/api-mock';
import { clearOverlays, renderScreen } from '../test/render';
import ForgetScreen from './forget';

const FORGET = '/service/passport/forget';

afterEach(() => {
  cleanup();
  clearOverlays();
  vi.unstubAllGlobals();
});

describe('forget', () => {
  it('resets by e-mail and then offers the login page', async () => {
    const api = mockApi({ [FORGET]: ok(null) });
    await renderScreen('/forget', '/forget?redirect=%2Fsci', <ForgetScreen />);
    fireEvent.click(await screen.findByRole('tab', { name: '邮箱找回' }));
    fireEvent.change(await screen.findByLabelText('邮箱'), { target: { value: 'ann@example.com' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '654321' } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'newpass123' } });
    fireEvent.change(screen.getByLabelText('确认密码'), { target: { value: 'newpass123' } });
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('密码已重置')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去登录' }).getAttribute('href')).toBe('/login?redirect=%2Fsci');
    expect(api.calls(FORGET)).toEqual([
      { by: 'email', countryCode: '86', email: 'ann@example.com', code: '654321', password: 'newpass123' },
    ]);
  });

  it('asks for a valid phone and matching passwords before calling', async () => {
    const api = mockApi();
    await renderScreen('/forget', '/forget', <ForgetScreen />);
    fireEvent.change(await screen.findByLabelText('手机号'), { target: { value: '99' } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'newpass123' } });
    fireEvent.change(screen.getByLabelText('确认密码'), { target: { value: 'newpass124' } });
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('请输入正确的电话号码')).toBeTruthy();
    expect(screen.getByText('两次输入的密码不一致')).toBeTruthy();
    expect(screen.getByText('请填写验证码')).toBeTruthy();
    expect(api.calls(FORGET)).toHaveLength(0);
  });
});
