import '../../../shared/test/dom-standard-shim';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, renderScreen } from '../../cms/test/render';
import { entry, meeting, page } from '../test/fixtures';
import MeetSchedule, { statusOf } from './meet-schedule';

const LIST = '/service/user/meeting/schedule/list';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('my schedule', () => {
  it('lists the registered conferences with their state, each opening its e-ticket', async () => {
    const api = mockApi({
      [LIST]: page([
        entry(),
        entry({ registrationId: 32, orderStatus: 'unpaid', meeting: meeting({ id: 8, title: '材料科学年会' }) }),
        entry({
          registrationId: 33,
          checkedInAt: '2026-05-10T01:00:00.000Z',
          meeting: meeting({ id: 9, title: '已签到的会' }),
        }),
      ]),
    });
    await renderScreen(<MeetSchedule />, { path: '/meetSchedule' });
    const rows = await screen.findAllByTestId('schedule-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]!.getAttribute('href')).toBe('/personal/meetSchedule/detail/31');
    expect(rows[0]!.textContent).toContain('2026年5月10日至12日');
    expect(rows[0]!.textContent).toContain('已支付，可签到');
    expect(rows[1]!.textContent).toContain('待支付');
    expect(rows[2]!.textContent).toContain('已签到');
    expect(api.calls[0]).toEqual({ path: LIST, body: { status: 'all', page: '1', pageSize: '10' } });
  });

  it('reads the tab from the alias path and marks it', async () => {
    const api = mockApi({ [LIST]: page([]) });
    await renderScreen(<MeetSchedule />, { path: '/meetSchedule/ended', lang: 'en' });
    expect(await screen.findByText('No ended conference')).toBeTruthy();
    expect(api.calls[0]!.body.status).toBe('ended');
    expect(screen.getByRole('link', { name: 'Ended' }).className).toContain('sc-tab--active');
    expect(screen.getByRole('link', { name: 'Browse conferences' }).getAttribute('href')).toBe('/meeting');
  });

  it('shows the failure with a retry', async () => {
    mockApi({ [LIST]: fail(5000, '服务繁忙，请稍后再试') });
    await renderScreen(<MeetSchedule />, { path: '/meetSchedule/notStarted' });
    expect(await screen.findByText('服务繁忙，请稍后再试')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('maps paths to tabs', () => {
    expect(statusOf('/meetSchedule')).toBe('all');
    expect(statusOf('/meetSchedule/notStarted/')).toBe('notStarted');
    expect(statusOf('/meetSchedule/ended')).toBe('ended');
  });
});
