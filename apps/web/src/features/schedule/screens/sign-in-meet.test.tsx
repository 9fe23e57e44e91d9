import '../../../shared/test/dom-standard-shim';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, renderScreen } from '../../cms/test/render';
import { detail, meeting } from '../test/fixtures';
import SignInMeet from './sign-in-meet';

const HOME = '/service/visitor/home/index/';
const DETAIL = '/service/user/meeting/schedule/details/';
const SIGN = '/service/user/meeting/signIn/';
const path = '/signInMeet/7';
const pattern = '/signInMeet/:id';

const home = (registrationId: number | null) => ({
  meeting: { ...meeting(), description: '' },
  isAnnual: false,
  registration: { state: 'open', openAt: null, closeAt: null },
  submission: { state: 'open', openAt: null, deadline: null, paperMaxMb: 20 },
  categories: [],
  notices: [],
  me: { registrationId, orderId: registrationId ? 90 : null, orderStatus: 'paid', paperId: null, paperStatus: null },
});

afterEach(async () => {
  cleanup();
  Dialog.clear();
  // A confirmed dialog fades out: let it go before the next test looks for one.
  await waitFor(() => expect(document.querySelector('[role=dialog]')).toBeNull());
  vi.unstubAllGlobals();
});

async function pressCheckIn() {
  fireEvent.click(await screen.findByRole('button', { name: '确认签到' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/签到后不可撤销/)).toBeTruthy();
  await act(async () => {
    fireEvent.click(within(dialog).getByText('确认签到'));
  });
}

describe('check-in', () => {
  it('shows the ticket and checks in after confirming', async () => {
    let checked = false;
    const api = mockApi({
      [HOME]: home(31),
      [DETAIL]: () => detail({ checkedInAt: checked ? '2026-05-10T01:30:00.000Z' : null }),
      [SIGN]: () => {
        checked = true;
        return { registrationId: 31, checkedInAt: '2026-05-10T01:30:00.000Z' };
      },
    });
    await renderScreen(<SignInMeet />, { path, pattern });
    expect(await screen.findByTestId('ticket-code')).toBeTruthy();
    await pressCheckIn();
    const result = await screen.findByTestId('checkin-result');
    expect(result.textContent).toContain('签到成功');
    expect(result.textContent).toContain('签到时间：2026年5月10日 09:30');
    expect(api.on(SIGN)).toEqual([{ path: `${SIGN}7`, body: {} }]);
    expect(api.on(DETAIL)[0]!.path).toBe(`${DETAIL}31`);
    expect(await screen.findByText('已于2026年5月10日 09:30签到')).toBeTruthy();
    expect(document.querySelector('.sc-btn--block')).toBeNull();
  });

  it('tells a second check-in that it already happened', async () => {
    mockApi({
      [HOME]: home(31),
      [DETAIL]: detail(),
      [SIGN]: fail(4003, '该电子票已于2026-05-10 09:30签到，请勿重复签到'),
    });
    await renderScreen(<SignInMeet />, { path, pattern });
    await pressCheckIn();
    const result = await screen.findByTestId('checkin-result');
    expect(result.textContent).toContain('已签到过');
    expect(result.textContent).toContain('该电子票已于2026-05-10 09:30签到，请勿重复签到');
  });

  it('says a checked-in ticket needs nothing more, without a button', async () => {
    mockApi({ [HOME]: home(31), [DETAIL]: detail({ checkedInAt: '2026-05-10T01:30:00.000Z' }) });
    await renderScreen(<SignInMeet />, { path, pattern, lang: 'en' });
    expect(await screen.findByText('You have checked in; there is nothing more to do')).toBeTruthy();
    expect(screen.getByText('Checked in at May 10, 2026 09:30')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
  });

  it('explains a refusal outside the check-in days', async () => {
    mockApi({ [HOME]: home(31), [DETAIL]: detail(), [SIGN]: fail(4005, '不在会议签到时间内') });
    await renderScreen(<SignInMeet />, { path, pattern });
    await pressCheckIn();
    const result = await screen.findByTestId('checkin-result');
    expect(result.textContent).toContain('暂不能签到');
    expect(result.textContent).toContain('不在会议签到时间内');
  });

  it('sends someone not registered to registration', async () => {
    const api = mockApi({ [HOME]: { ...home(null), me: null } });
    await renderScreen(<SignInMeet />, { path, pattern });
    expect(await screen.findByText('您尚未报名该会议')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去报名' }).getAttribute('href')).toBe('/attendees/toSignUp/7');
    expect(api.on(DETAIL)).toHaveLength(0);
  });

  it('offers no check-in before payment', async () => {
    mockApi({ [HOME]: home(31), [DETAIL]: detail({ orderStatus: 'unpaid', qrPayload: null, ticketCode: null }) });
    await renderScreen(<SignInMeet />, { path, pattern });
    expect(await screen.findByText('订单尚未支付，支付后才能签到')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认签到' })).toBeNull();
  });

  it('shows not found for an unknown conference', async () => {
    mockApi({ [HOME]: fail(3001, '内容不存在或已删除') });
    await renderScreen(<SignInMeet />, { path: '/signInMeet/404', pattern });
    expect(await screen.findByText('会议不存在')).toBeTruthy();
  });
});
