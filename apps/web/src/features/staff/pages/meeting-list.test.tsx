import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, listPage, mockApi, renderAt, staffMeeting } from '../test/render';
import MeetingList from './meeting-list';
import RegistrationList from './registration-list';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('conference list', () => {
  it('shows each conference with its dates, counts and tools', async () => {
    const api = mockApi({
      '/service/staff/meeting/list': listPage([staffMeeting({ papers: 7 })]),
    });
    await renderAt(<MeetingList />, { path: '/staff/meetings?q=AI', pattern: '/staff/meetings' });
    const item = await screen.findByTestId('staff-meeting-item');
    expect(item.textContent).toContain('人工智能国际会议');
    expect(item.textContent).toContain('2026年6月10日至12日');
    expect(item.textContent).toContain('报名 3');
    expect(item.textContent).toContain('投稿 7');
    const links = [...item.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toContain('/staff/checkin/5');
    expect(links).toContain('/staff/papers?meeting=5');
    expect(api.on('/service/staff/meeting/list')[0]!.body).toMatchObject({ keyword: 'AI', page: '1' });
  });

  it('says when there is none yet, and when loading fails', async () => {
    mockApi({ '/service/staff/meeting/list': envelope({ list: [], total: 0, page: 1, pageSize: 10 }) });
    await renderAt(<MeetingList />, { path: '/staff/meetings', pattern: '/staff/meetings' });
    expect(await screen.findByText('还没有会议，点击“新建会议”开始')).toBeTruthy();
    cleanup();
    mockApi({ '/service/staff/meeting/list': envelope(null, 5000, '服务器开小差了') });
    await renderAt(<MeetingList />, { path: '/staff/meetings', pattern: '/staff/meetings', lang: 'en' });
    expect(await screen.findByText('服务器开小差了')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('registrations of a conference', () => {
  it('shows order state and check-in, and offers to record an offline payment only for unpaid orders', async () => {
    const row = (id: number, orderStatus: string, checkedInAt: string | null) => ({
      id,
      orderId: 70 + id,
      orderStatus,
      name: `参会者${id}`,
      phone: '13800000001',
      email: 'a@uni.edu',
      unit: '清华大学',
      categoryName: '正式代表',
      ticketCode: `ABCD2345E${id}`,
      checkedInAt,
    });
    mockApi({
      '/service/staff/meeting/get/5': envelope({ id: 5, title: '人工智能国际会议' }),
      '/service/staff/meeting/registration/list': envelope({
        list: [row(1, 'unpaid', null), row(2, 'paid', '2026-06-10T01:05:00.000Z')],
        total: 2,
        page: 1,
        pageSize: 20,
      }),
    });
    await renderAt(<RegistrationList />, {
      path: '/staff/meetings/5/registrations',
      pattern: '/staff/meetings/:id/registrations',
    });
    const [unpaid, paid] = await screen.findAllByTestId('staff-registration-item');
    expect(unpaid!.textContent).toContain('待支付');
    expect(unpaid!.textContent).toContain('标记已收款');
    expect(paid!.textContent).toContain('已支付');
    expect(paid!.textContent).toContain('已签到 2026-06-10 09:05');
    expect(paid!.textContent).not.toContain('标记已收款');
  });
});
