import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, getAuth, setAuthUser } from '../../../shared/auth/auth-store';
import { demoUser, mockApi, ok } from '../test/api-mock';
import { clearOverlays, renderScreen } from '../test/render';
import LoginScreen from './login';

const LOGIN = '/service/passport/login';

async function open(url: string) {
  await renderScreen('/login', url, <LoginScreen />);
  return screen.findByRole('button', { name: '登录' });
}

function fillPassword(account: string, password: string) {
  fireEvent.change(screen.getByLabelText('账号'), { target: { value: account } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
}

beforeEach(() => clearAuth());
afterEach(() => {
  cleanup();
  clearOverlays();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('password login', () => {
  it('signs in, then goes to the redirect keeping the invite', async () => {
    const api = mockApi({ [LOGIN]: ok(demoUser) });
    const submit = await open('/login?redirect=%2Fmeet%2Fconsult&invite=AB12');
    fillPassword('13800000000', 'Demo1234!');
    fireEvent.click(submit);
    expect((await screen.findByTestId('where')).textContent).toBe('/meet/consult?invite=AB12');
    expect(api.calls(LOGIN)).toEqual([{ account: '13800000000', password: 'Demo1234!', countryCode: '86' }]);
    expect(getAuth()).toMatchObject({ status: 'in', user: { nickname: '张研究员' } });
  });

  it.each(['//evil.com', 'https://evil.com/x'])('ignores the unsafe redirect %s', async (redirect) => {
    mockApi({ [LOGIN]: ok(demoUser) });
    const submit = await open(`/login?${new URLSearchParams({ redirect })}`);
    fillPassword('ann@example.com', 'Demo1234!');
    fireEvent.click(submit);
    expect((await screen.findByTestId('where')).textContent).toBe('/personal');
  });

  it('shows field errors from the contract rules and makes no call', async () => {
    const api = mockApi();
    const submit = await open('/login');
    fillPassword('12345', '');
    fireEvent.click(submit);
    expect(await screen.findByText('请输入正确的电话号码')).toBeTruthy();
    expect(screen.getByText('请填写密码')).toBeTruthy();
    expect(api.calls(LOGIN)).toHaveLength(0);
  });

  it('shows the picture code after 4291 and sends it on the next try', async () => {
    const api = mockApi({
      [LOGIN]: { code: 4291, codeMsg: '账号或密码错误' },
      '/service/common/code/captcha': ok({ captchaId: 'cap-1', image: 'data:image/svg+xml;base64,PHN2Zy8+' }),
    });
    const submit = await open('/login');
    fillPassword('13800000000', 'wrong-pass1');
    fireEvent.click(submit);
    const img = await screen.findByAltText('图形验证码');
    expect(img.getAttribute('src')).toContain('data:image/svg+xml');
    fireEvent.click(submit);
    expect(await screen.findByText('请填写图形验证码')).toBeTruthy();
    expect(api.calls(LOGIN)).toHaveLength(1);

    api.on(LOGIN, ok(demoUser));
    fireEvent.change(screen.getByLabelText('图形验证码'), { target: { value: 'K7PQ' } });
    fireEvent.click(submit);
    await screen.findByTestId('where');
    expect(api.calls(LOGIN)[1]).toMatchObject({ captchaId: 'cap-1', captcha: 'K7PQ' });
  });

  it('keeps redirect and invite on the register and forget links', async () => {
    mockApi();
    await open('/login?redirect=%2Fpersonal%2Fpaper&invite=Q1');
    expect(screen.getByText('注册新账号').getAttribute('href')).toBe(
      '/register?redirect=%2Fpersonal%2Fpaper&invite=Q1',
    );
    expect(screen.getByText('忘记密码？').getAttribute('href')).toBe('/forget?redirect=%2Fpersonal%2Fpaper&invite=Q1');
  });
});

describe('SMS code login', () => {
  it('counts down after sending and stays disabled meanwhile', async () => {
    const api = mockApi({
      '/service/common/code/phone': ok({ cooldownSeconds: 60 }),
      '/service/passport/phone': ok(demoUser),
    });
    await open('/login');
    fireEvent.click(screen.getByRole('tab', { name: '短信登录' }));
    fireEvent.change(await screen.findByLabelText('手机号'), { target: { value: '13800000000' } });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const button = screen.getByRole('button', { name: '获取验证码' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(api.calls('/service/common/code/phone')).toEqual([
      { countryCode: '86', phone: '13800000000', purpose: 'login' },
    ]);
    const counting = screen.getByRole('button', { name: '60秒后重发' });
    expect(counting.hasAttribute('disabled')).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('button', { name: '59秒后重发' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '59秒后重发' }));
    expect(api.calls('/service/common/code/phone')).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(screen.getByRole('button', { name: '获取验证码' }).hasAttribute('disabled')).toBe(false);
  });

  it('checks the phone before sending a code', async () => {
    const api = mockApi();
    await open('/login');
    fireEvent.click(screen.getByRole('tab', { name: '短信登录' }));
    fireEvent.change(await screen.findByLabelText('手机号'), { target: { value: '2345' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入正确的电话号码')).toBeTruthy();
    expect(api.calls('/service/common/code/phone')).toHaveLength(0);
  });
});

describe('scan login', () => {
  it('shows the ticket as a QR code and signs in once it is confirmed', async () => {
    const ticket = 'T'.repeat(32);
    let polls = 0;
    mockApi({
      '/service/passport/ticket': ok({
        ticket,
        expiresAt: new Date(Date.now() + 180_000).toISOString(),
        scanUrl: `/login?scan=${ticket}`,
      }),
      '/service/passport/scanCheck': () => {
        polls++;
        return polls < 2 ? ok({ status: 'scanned', auth: null }) : ok({ status: 'confirmed', auth: demoUser });
      },
    });
    await open('/login?redirect=%2Fsci');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('tab', { name: '扫码登录' }));
    const qr = await vi.waitFor(() => screen.getByRole('img', { name: '扫码登录二维码' }));
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h1v1h-1z/);
    expect(screen.getByText(`${window.location.origin}/login?scan=${ticket}`)).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(screen.getByText('已扫描，请在手机上确认登录')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(screen.getByTestId('where').textContent).toBe('/sci');
    expect(getAuth().status).toBe('in');
  });

  it('lets a signed-in phone confirm the other device', async () => {
    setAuthUser({ ...demoUser, role: 'user', lang: 'zh', loginStatus: 1 });
    const ticket = 'abcdefghijklmnop0123';
    const api = mockApi({
      '/service/passport/scanLogin': (b) => ok({ status: b.confirm === '1' ? 'confirmed' : 'scanned' }),
    });
    await renderScreen('/login', `/login?scan=${ticket}`, <LoginScreen />);
    fireEvent.click(await screen.findByRole('button', { name: '确认登录' }));
    expect(await screen.findByText('已确认，另一台设备已登录')).toBeTruthy();
    expect(api.calls('/service/passport/scanLogin')).toEqual([
      { ticket, confirm: '0' },
      { ticket, confirm: '1' },
    ]);
  });
});
