import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, renderScreen } from '../test/render';
import { home } from '../test/fixtures';
import AnnualMeeting from './annual-meeting';
import AnnualMeetingSign from './annual-meeting-sign';

const annual = (o: Record<string, unknown> = {}) => ({
  meeting: { ...home(6).meeting, title: '2026 学术年会' },
  notices: home(6).notices,
  signState: 'open',
  signedCount: 128,
  ...o,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('annual meeting page', () => {
  it('shows the meeting, the sign-up count and the way to sign up', async () => {
    const api = mockApi({ '/service/visitor/annual/index/': annual() });
    await renderScreen(<AnnualMeeting />, { path: '/annualMeeting/6', pattern: '/annualMeeting/:id' });
    expect(await screen.findByRole('heading', { name: '2026 学术年会' })).toBeTruthy();
    expect(api.calls[0]!.path).toBe('/service/visitor/annual/index/6');
    expect(screen.getByText('已有 128 人报名')).toBeTruthy();
    expect(screen.getByTestId('act-annual-sign').getAttribute('href')).toBe('/annualMeeting/6/sign');
    expect(within(screen.getByTestId('notice-list')).getAllByRole('link')).toHaveLength(2);
  });

  it('shows a closed sign-up instead of the button', async () => {
    mockApi({ '/service/visitor/annual/index/': annual({ signState: 'closed' }) });
    await renderScreen(<AnnualMeeting />, { path: '/annualMeeting/6', pattern: '/annualMeeting/:id' });
    const act = await screen.findByTestId('act-annual-sign');
    expect(act.tagName).toBe('SPAN');
    expect(act.textContent).toBe('报名已截止');
  });

  it('shows a failure with retry', async () => {
    let n = 0;
    mockApi({ '/service/visitor/annual/index/': () => (n++ === 0 ? fail(5000, '服务器开小差了') : annual()) });
    await renderScreen(<AnnualMeeting />, { path: '/annualMeeting/6', pattern: '/annualMeeting/:id' });
    expect(await screen.findByText('服务器开小差了')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '2026 学术年会' })).toBeTruthy();
  });

  it('shows not found for a meeting that is not annual', async () => {
    mockApi({ '/service/visitor/annual/index/': fail(3001, '内容不存在') });
    await renderScreen(<AnnualMeeting />, { path: '/annualMeeting/7', pattern: '/annualMeeting/:id' });
    expect(await screen.findByText('年会不存在')).toBeTruthy();
  });
});

const pattern = '/annualMeeting/:id/sign';
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('annual meeting sign-up', () => {
  it('names each bad field next to it and sends nothing', async () => {
    const api = mockApi({ '/service/visitor/annual/index/': annual() });
    await renderScreen(<AnnualMeetingSign />, { path: '/annualMeeting/6/sign', pattern });
    await screen.findByRole('heading', { name: '年会报名' });
    type('手机号', '23800000000');
    type('邮箱', 'wang@');
    fireEvent.click(screen.getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText('请填写姓名')).toBeTruthy();
    expect(screen.getByText('请输入正确的电话号码')).toBeTruthy();
    expect(screen.getByText('请输入正确的邮箱')).toBeTruthy();
    expect(screen.getByText('请填写工作单位')).toBeTruthy();
    expect(screen.queryByLabelText('职称（选填）')).toBeNull();
    expect(api.on('/service/visitor/annual/sign/')).toHaveLength(0);
  });

  it('accepts a number of another country by its own rule, and in English', async () => {
    mockApi({ '/service/visitor/annual/index/': annual() });
    await renderScreen(<AnnualMeetingSign />, { path: '/annualMeeting/6/sign', pattern, lang: 'en' });
    await screen.findByRole('heading', { name: 'Annual meeting sign-up' });
    fireEvent.change(screen.getByRole('combobox', { name: /country/i }), { target: { value: '1' } });
    type('Mobile number', '4155550100');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Please fill in Name')).toBeTruthy();
    expect(screen.queryByText('Please enter the correct telephone number')).toBeNull();
  });

  it('signs up without login and says so', async () => {
    const api = mockApi({ '/service/visitor/annual/index/': annual(), '/service/visitor/annual/sign/': { id: 3 } });
    await renderScreen(<AnnualMeetingSign />, { path: '/annualMeeting/6/sign', pattern });
    await screen.findByRole('heading', { name: '年会报名' });
    type('姓名', '王五');
    type('手机号', '13900000000');
    type('邮箱', 'wang@example.com');
    type('工作单位', '复旦大学');
    fireEvent.click(screen.getByRole('button', { name: '提交报名' }));
    expect((await screen.findByTestId('annual-signed')).textContent).toContain('您已成功报名“2026 学术年会”');
    expect(api.on('/service/visitor/annual/sign/')[0]).toEqual({
      path: '/service/visitor/annual/sign/6',
      body: { name: '王五', countryCode: '86', phone: '13900000000', email: 'wang@example.com', unit: '复旦大学' },
    });
  });

  it('puts an already used phone number next to the phone field', async () => {
    mockApi({
      '/service/visitor/annual/index/': annual(),
      '/service/visitor/annual/sign/': fail(4001, '该手机号已报名本次年会'),
    });
    await renderScreen(<AnnualMeetingSign />, { path: '/annualMeeting/6/sign', pattern });
    await screen.findByRole('heading', { name: '年会报名' });
    type('姓名', '王五');
    type('手机号', '13900000000');
    type('邮箱', 'wang@example.com');
    type('工作单位', '复旦大学');
    fireEvent.click(screen.getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText('该手机号已报名本次年会')).toBeTruthy();
    expect(screen.getByLabelText('手机号').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a sign-up that has not opened as a state, not a form', async () => {
    mockApi({ '/service/visitor/annual/index/': annual({ signState: 'notOpen' }) });
    await renderScreen(<AnnualMeetingSign />, { path: '/annualMeeting/6/sign', pattern });
    expect((await screen.findByTestId('annual-notOpen')).textContent).toContain('年会报名尚未开始');
    expect(screen.queryByRole('button', { name: '提交报名' })).toBeNull();
  });
});
