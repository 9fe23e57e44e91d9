import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meeting, page } from '../../cms/test/fixtures';
import { fail, mockApi, renderScreen } from '../test/render';
import MyCollection from './my-collection';

const LIST = '/service/user/collection/meeting/list';
const collected = (id: number) => ({ ...meeting(id), collectedAt: '2026-03-12T03:00:00.000Z' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('my collection', () => {
  it('lists the collected conferences and removes one without reloading', async () => {
    const api = mockApi({
      [LIST]: page([collected(1), collected(2)], 2),
      '/service/user/collection/meeting/toggle/': { collected: false },
    });
    await renderScreen(<MyCollection />, { path: '/myCollection' });
    expect(await screen.findByRole('heading', { name: '我的收藏' })).toBeTruthy();
    const rows = await screen.findAllByTestId('meeting-row');
    expect(rows.map((r) => r.getAttribute('href'))).toEqual(['/meeting/detail/1', '/meeting/detail/2']);
    expect(screen.getAllByText('2026年3月12日 收藏')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '会议' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getAllByRole('button', { name: '取消收藏' })[0]!);
    await waitFor(() => expect(screen.getAllByTestId('meeting-row')).toHaveLength(1));
    expect(api.on('/service/user/collection/meeting/toggle/')[0]!.path).toBe(
      '/service/user/collection/meeting/toggle/1',
    );
    expect(api.on(LIST)).toHaveLength(1);
  });

  it('says there is nothing collected yet, with the way to the conferences', async () => {
    mockApi({ [LIST]: page([], 0) });
    await renderScreen(<MyCollection />, { path: '/myCollection/meeting' });
    expect(await screen.findByText('还没有收藏的会议')).toBeTruthy();
    expect(screen.getByRole('link', { name: '浏览学术会议' }).getAttribute('href')).toBe('/meeting');
  });

  it('names the section of the other tabs, in both languages', async () => {
    const api = mockApi({});
    await renderScreen(<MyCollection />, { path: '/myCollection/sci' });
    expect(await screen.findByText('还没有收藏的期刊')).toBeTruthy();
    expect(screen.getByRole('link', { name: '浏览 SCI 期刊' }).getAttribute('href')).toBe('/sci');
    cleanup();
    await renderScreen(<MyCollection />, { path: '/myCollection/news', lang: 'en' });
    expect(await screen.findByText('No saved news yet')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('shows a failure with retry', async () => {
    mockApi({ [LIST]: fail(5000, '服务器开小差了') });
    await renderScreen(<MyCollection />, { path: '/myCollection' });
    expect(await screen.findByText('服务器开小差了')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
