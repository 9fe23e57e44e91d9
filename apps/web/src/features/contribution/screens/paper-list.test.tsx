import '../../../shared/test/dom-standard-shim';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, fail, mockApi, renderScreen } from '../../cms/test/render';
import { paper } from '../test/fixtures';
import PaperList, { statusFilter } from './paper-list';

const LIST = '/service/business/order/contribution/list';
const brief = (over: Record<string, unknown> = {}) => {
  const { id, title, status, submittedAt, updatedAt, meeting } = paper(over);
  return { id, title, status, submittedAt, updatedAt, meeting };
};
const page = (list: unknown[]) => ({ list, total: list.length, page: 1, pageSize: 10 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('my papers', () => {
  it('lists the papers with their state, each opening its page', async () => {
    const api = mockApi({
      [LIST]: page([
        brief({ id: 41, status: 'revision_requested', submittedAt: '2026-04-02T02:00:00.000Z' }),
        brief({ id: 42, title: '材料论文', status: 'draft' }),
      ]),
    });
    await renderScreen(<PaperList />, { path: '/personal/paper' });
    const rows = await screen.findAllByTestId('paper-row');
    expect(rows[0]!.getAttribute('href')).toBe('/personal/paper/detail/41');
    expect(rows[0]!.textContent).toContain('待修改');
    expect(rows[0]!.textContent).toContain('2026年4月2日提交');
    expect(rows[0]!.textContent).toContain('会务组要求修改，点击查看意见');
    expect(rows[1]!.textContent).toContain('草稿');
    expect(rows[1]!.textContent).toContain('2026年4月1日保存');
    expect(screen.getByText('共2篇')).toBeTruthy();
    expect(api.calls[0]).toEqual({ path: LIST, body: { page: '1', pageSize: '10' } });
  });

  it('filters by state through the query', async () => {
    const api = mockApi({ [LIST]: page([]) });
    await renderScreen(<PaperList />, { path: '/personal/paper?status=accepted', lang: 'en' });
    expect(await screen.findByText('No paper in this state')).toBeTruthy();
    expect(api.calls[0]!.body.status).toBe('accepted');
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(currentLocation()).toBe('/personal/paper'));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls[1]!.body.status).toBeUndefined();
  });

  it('shows the empty list with a way to the conferences', async () => {
    mockApi({ [LIST]: page([]) });
    await renderScreen(<PaperList />, { path: '/personal/paper' });
    expect(await screen.findByText('您还没有投稿')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去看看学术会议' }).getAttribute('href')).toBe('/meeting');
  });

  it('shows a failure with a retry', async () => {
    mockApi({ [LIST]: fail(5000, '服务繁忙，请稍后再试') });
    await renderScreen(<PaperList />, { path: '/personal/paper' });
    expect(await screen.findByText('服务繁忙，请稍后再试')).toBeTruthy();
  });

  it('ignores a state that does not exist', () => {
    expect(statusFilter('accepted')).toBe('accepted');
    expect(statusFilter('paid')).toBeUndefined();
    expect(statusFilter(null)).toBeUndefined();
  });
});
