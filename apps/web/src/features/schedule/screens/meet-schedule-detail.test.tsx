import '../../../shared/test/dom-standard-shim';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, renderScreen } from '../../cms/test/render';
import { detail, QR } from '../test/fixtures';
import MeetScheduleDetail from './meet-schedule-detail';

const DETAIL = '/service/user/meeting/schedule/details/';
const pattern = '/personal/meetSchedule/detail/:id';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('e-ticket', () => {
  it('shows the ticket with its QR code, code and calendar file, and keeps it on the device', async () => {
    const api = mockApi({ [DETAIL]: detail() });
    await renderScreen(<MeetScheduleDetail />, { path: '/personal/meetSchedule/detail/31', pattern });
    expect(await screen.findByRole('heading', { name: '2026人工智能国际会议' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '电子票二维码' }).tagName.toLowerCase()).toBe('svg');
    expect(screen.getByTestId('ticket-code').textContent).toBe('ABCD234567');
    expect(screen.getByText('王芳')).toBeTruthy();
    expect(screen.getByText('浙江大学')).toBeTruthy();
    const ics = screen.getByRole('link', { name: '加入日历（.ics）' });
    expect(ics.getAttribute('href')).toBe('/calendar/registration/31.ics');
    expect(ics.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('link', { name: '去签到' }).getAttribute('href')).toBe('/signInMeet/7');
    expect(api.calls[0]).toEqual({ path: `${DETAIL}31`, body: {} });
    // Kept by an effect, which may run just after the screen shows.
    await waitFor(() => expect(localStorage.getItem('eticket:31')).not.toBeNull());
    const saved = JSON.parse(localStorage.getItem('eticket:31') ?? 'null');
    expect(saved).toMatchObject({ registrationId: 31, qrPayload: QR, ticketCode: 'ABCD234567', attendeeName: '王芳' });
    // The door does not need contact details: they stay off the device.
    expect(JSON.stringify(saved)).not.toContain('13800000001');
  });

  it('still shows the saved ticket when the network is gone', async () => {
    mockApi({ [DETAIL]: detail() });
    const first = await renderScreen(<MeetScheduleDetail />, {
      path: '/meetScheduleDetail?id=31',
      pattern: '/meetScheduleDetail',
    });
    await screen.findByTestId('ticket-code');
    first.unmount();
    vi.unstubAllGlobals();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await renderScreen(<MeetScheduleDetail />, { path: '/meetScheduleDetail?id=31', pattern: '/meetScheduleDetail' });
    expect(await screen.findByText(/当前无法连接网络，显示的是本机保存的电子票/)).toBeTruthy();
    expect(screen.getByTestId('ticket-code').textContent).toBe('ABCD234567');
    expect(screen.getByRole('img', { name: '电子票二维码' })).toBeTruthy();
  });

  it('shows the error when there is no saved copy', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await renderScreen(<MeetScheduleDetail />, { path: '/personal/meetSchedule/detail/44', pattern });
    expect(await screen.findByText('网络请求失败，请稍后重试')).toBeTruthy();
    expect(screen.queryByTestId('ticket')).toBeNull();
  });

  it('has no QR code before the order is paid, and says how to get one', async () => {
    mockApi({ [DETAIL]: detail({ orderStatus: 'unpaid', ticketCode: null, qrPayload: null }) });
    await renderScreen(<MeetScheduleDetail />, { path: '/personal/meetSchedule/detail/31', pattern, lang: 'en' });
    expect(await screen.findByText('The QR code of your e-ticket appears once the order is paid')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'E-ticket QR code' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe('/personal/attend/detail/90');
    expect(localStorage.getItem('eticket:31')).toBeNull();
  });

  it('shows when the ticket was checked in', async () => {
    mockApi({ [DETAIL]: detail({ checkedInAt: '2026-05-10T01:30:00.000Z' }) });
    await renderScreen(<MeetScheduleDetail />, { path: '/personal/meetSchedule/detail/31', pattern });
    expect(await screen.findByText('已于2026年5月10日 09:30签到')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '去签到' })).toBeNull();
  });

  it('answers another user’s ticket, or a bad id, with not found', async () => {
    const api = mockApi({ [DETAIL]: fail(3001, '内容不存在或已删除') });
    await renderScreen(<MeetScheduleDetail />, { path: '/personal/meetSchedule/detail/99', pattern });
    expect(await screen.findByText('电子票不存在')).toBeTruthy();
    cleanup();
    await renderScreen(<MeetScheduleDetail />, { path: '/meetScheduleDetail?id=x', pattern: '/meetScheduleDetail' });
    expect(await screen.findByText('电子票不存在')).toBeTruthy();
    expect(api.calls).toHaveLength(1);
  });
});
