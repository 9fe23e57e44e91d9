import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderAt } from '../test/render';
import ConsultInbox from './consult-inbox';
import ConsultThread from './consult-thread';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const meetings = envelope({ list: [], total: 0, page: 1, pageSize: 100 });

describe('consultation inbox', () => {
  it('lists conversations with their unread count, filtered by conference', async () => {
    const api = mockApi({
      '/service/staff/meeting/list': meetings,
      '/service/staff/meeting/dialog/inbox': envelope({
        list: [
          {
            meetingId: 5,
            meetingTitle: '人工智能国际会议',
            userId: 8,
            nickname: '韩梅梅',
            lastContent: '请问可以开发票吗？',
            lastAt: '2026-05-02T02:00:00.000Z',
            unread: 2,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
    });
    await renderAt(<ConsultInbox />, { path: '/staff/consult?meeting=5', pattern: '/staff/consult' });
    const item = await screen.findByTestId('staff-consult-item');
    expect(item.textContent).toContain('韩梅梅');
    expect(item.textContent).toContain('请问可以开发票吗？');
    expect(item.textContent).toContain('2026-05-02 10:00');
    expect(item.textContent).toContain('2');
    expect(item.querySelector('a')?.getAttribute('href')).toBe('/staff/consult/5/8');
    expect(api.on('/service/staff/meeting/dialog/inbox')[0]!.body).toMatchObject({ meetingId: '5' });
  });

  it('says when there are no questions', async () => {
    mockApi({
      '/service/staff/meeting/list': meetings,
      '/service/staff/meeting/dialog/inbox': envelope({ list: [], total: 0, page: 1, pageSize: 20 }),
    });
    await renderAt(<ConsultInbox />, { path: '/staff/consult', pattern: '/staff/consult' });
    expect(await screen.findByText('暂无咨询')).toBeTruthy();
  });
});

describe('consultation thread', () => {
  const thread = [
    { id: 1, fromStaff: false, content: '请问可以开发票吗？', createdAt: '2026-05-02T02:00:00.000Z' },
    { id: 2, fromStaff: true, content: '可以，付款后申请。', createdAt: '2026-05-02T03:00:00.000Z' },
  ];

  it('shows the messages and sends a reply', async () => {
    const api = mockApi({
      '/service/staff/meeting/dialog/thread': envelope(thread),
      '/service/staff/meeting/dialog/reply': envelope({ id: 3 }),
    });
    await renderAt(<ConsultThread />, { path: '/staff/consult/5/8', pattern: '/staff/consult/:meetingId/:userId' });
    const messages = await screen.findAllByTestId('staff-consult-message');
    expect(messages).toHaveLength(2);
    expect(messages[1]!.className).toContain('is-staff');
    expect(api.on('/service/staff/meeting/dialog/thread')[0]!.body).toEqual({ meetingId: '5', userId: '8' });
    fireEvent.change(screen.getByLabelText('回复'), { target: { value: '  会议开始前一周截止。 ' } });
    fireEvent.click(screen.getByRole('button', { name: '发送回复' }));
    await waitFor(() => expect(api.on('/service/staff/meeting/dialog/reply')).toHaveLength(1));
    expect(api.on('/service/staff/meeting/dialog/reply')[0]!.body).toEqual({
      meetingId: '5',
      userId: '8',
      content: '会议开始前一周截止。',
    });
    await waitFor(() => expect(api.on('/service/staff/meeting/dialog/thread')).toHaveLength(2));
  });

  it('sends no empty reply, in either language', async () => {
    const api = mockApi({ '/service/staff/meeting/dialog/thread': envelope(thread) });
    await renderAt(<ConsultThread />, { path: '/staff/consult/5/8', pattern: '/staff/consult/:meetingId/:userId' });
    await screen.findAllByTestId('staff-consult-message');
    fireEvent.change(screen.getByLabelText('回复'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '发送回复' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请填写回复内容');
    cleanup();
    await renderAt(<ConsultThread />, {
      path: '/staff/consult/5/8',
      pattern: '/staff/consult/:meetingId/:userId',
      lang: 'en',
    });
    await screen.findAllByTestId('staff-consult-message');
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please write a reply');
    expect(api.on('/service/staff/meeting/dialog/reply')).toHaveLength(0);
  });
});
