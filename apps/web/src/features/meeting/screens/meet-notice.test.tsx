import '../../../shared/test/dom-standard-shim';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, renderScreen } from '../test/render';
import MeetNotice from './meet-notice';

const pattern = '/meet/meetNotice/detail/:id';
const notice = {
  id: 71,
  meetingId: 5,
  meetingTitle: '国际人工智能会议 5',
  title: '第一轮征稿通知',
  content:
    '<p>会议现面向全球征集原创论文。</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">',
  publishedAt: '2026-02-10T02:00:00.000Z',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('conference notice', () => {
  it('shows the notice, its sanitized content and the way to its conference', async () => {
    const api = mockApi({ '/service/visitor/notice/view/': notice });
    await renderScreen(<MeetNotice />, { path: '/meet/meetNotice/detail/71', pattern });
    expect(await screen.findByRole('heading', { name: '第一轮征稿通知' })).toBeTruthy();
    expect(api.calls[0]!.path).toBe('/service/visitor/notice/view/meeting/71');
    expect(screen.getByText('发布于 2026年2月10日')).toBeTruthy();
    const content = screen.getByTestId('notice-content');
    await waitFor(() => expect(content.textContent).toContain('会议现面向全球征集原创论文。'));
    expect(content.querySelector('p')?.textContent).toBe('会议现面向全球征集原创论文。');
    expect(content.innerHTML).not.toMatch(/script|onerror/);
    for (const link of screen.getAllByRole('link', { name: /国际人工智能会议 5|查看会议详情/ }))
      expect(link.getAttribute('href')).toBe('/meeting/detail/5');
  });

  it('shows not found for an unknown notice and never calls for a malformed id', async () => {
    mockApi({ '/service/visitor/notice/view/': fail(3001, '内容不存在') });
    await renderScreen(<MeetNotice />, { path: '/meet/meetNotice/detail/8', pattern });
    expect(await screen.findByText('通知不存在')).toBeTruthy();
    cleanup();
    const api = mockApi({});
    await renderScreen(<MeetNotice />, { path: '/meet/meetNotice/detail/site', pattern });
    expect(await screen.findByText('通知不存在')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('shows a failure with retry, in English', async () => {
    mockApi({ '/service/visitor/notice/view/': fail(5000, 'Server error') });
    await renderScreen(<MeetNotice />, { path: '/meet/meetNotice/detail/71', pattern, lang: 'en' });
    expect(await screen.findByText('Server error')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
