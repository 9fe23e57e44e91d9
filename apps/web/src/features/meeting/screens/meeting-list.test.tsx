import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meeting, page } from '../../cms/test/fixtures';
import { currentLocation, fail, mockApi, renderScreen } from '../test/render';
import MeetingList from './meeting-list';

const FIND = '/service/visitor/meeting/find';
const FIELDS = [
  { value: 'ai', label: '人工智能' },
  { value: 'materials', label: '材料科学' },
];
const list = (body: Record<string, string>) => {
  const p = Number(body.page);
  const all = Array.from({ length: 13 }, (_, i) => meeting(i + 1, { field: body.field || 'ai' }));
  return page(all.slice((p - 1) * 10, p * 10), 13, p);
};
const base = { page: '1', pageSize: '10', when: 'all' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('conference list', () => {
  it('lists conferences with their count and pages on', async () => {
    const api = mockApi({ '/service/config/options/domains': FIELDS, [FIND]: list });
    await renderScreen(<MeetingList />, { path: '/meeting' });
    expect(await screen.findByRole('heading', { name: '学术会议' })).toBeTruthy();
    expect(await screen.findByText('共 13 场')).toBeTruthy();
    expect(screen.getAllByTestId('meeting-row')).toHaveLength(10);
    expect(screen.getAllByTestId('meeting-row')[0]!.getAttribute('href')).toBe('/meeting/detail/1');
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(screen.getAllByTestId('meeting-row')).toHaveLength(13));
    expect(api.on(FIND).map((c) => c.body)).toEqual([base, { ...base, page: '2' }]);
  });

  it('filters by research field and by keyword, and keeps both in the address', async () => {
    const api = mockApi({ '/service/config/options/domains': FIELDS, [FIND]: list });
    await renderScreen(<MeetingList />, { path: '/meeting', pattern: '/meeting' });
    fireEvent.click(await screen.findByRole('button', { name: '材料科学' }));
    await waitFor(() => expect(api.on(FIND).at(-1)!.body.field).toBe('materials'));
    expect(screen.getByRole('button', { name: '材料科学' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索会议' }), { target: { value: '  机器人 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(api.on(FIND).at(-1)!.body).toEqual({ ...base, field: 'materials', keyword: '机器人' }));
    expect(decodeURIComponent(currentLocation())).toBe('/meeting?field=materials&q=机器人');
  });

  it('filters by place, date range and time behind "more filters"', async () => {
    const api = mockApi({ '/service/config/options/domains': FIELDS, [FIND]: list });
    await renderScreen(<MeetingList />, { path: '/meeting', pattern: '/meeting' });
    await screen.findAllByTestId('meeting-row');
    fireEvent.click(screen.getByRole('button', { name: '更多筛选' }));
    fireEvent.change(screen.getByLabelText('会议地点'), { target: { value: ' 上海 ' } });
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-05-01' } });
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-06-30' } });
    fireEvent.click(screen.getByRole('radio', { name: '未结束' }));
    fireEvent.click(screen.getByRole('button', { name: '应用筛选' }));
    await waitFor(() =>
      expect(api.on(FIND).at(-1)!.body).toEqual({
        ...base,
        city: '上海',
        from: '2026-05-01',
        to: '2026-06-30',
        when: 'upcoming',
      }),
    );
    expect(screen.getByRole('button', { name: '更多筛选（4）' })).toBeTruthy();
    expect(decodeURIComponent(currentLocation())).toBe(
      '/meeting?city=上海&from=2026-05-01&to=2026-06-30&when=upcoming',
    );
  });

  it('says what is wrong with each filter next to it, in both languages, and never sends it', async () => {
    const api = mockApi({ '/service/config/options/domains': FIELDS, [FIND]: list });
    await renderScreen(<MeetingList />, { path: `/meeting?q=${'x'.repeat(51)}&from=2026-06-01&to=2026-05-01` });
    expect(await screen.findByText('关键词不能超过 50 个字符')).toBeTruthy();
    expect(screen.getByText('结束日期不能早于开始日期')).toBeTruthy();
    expect(screen.getByLabelText('结束日期').getAttribute('aria-invalid')).toBe('true');
    cleanup();
    await renderScreen(<MeetingList />, { path: `/meeting?city=${'x'.repeat(41)}`, lang: 'en' });
    expect(await screen.findByText('The venue cannot be longer than 40 characters')).toBeTruthy();
    expect(api.on(FIND)).toHaveLength(0);
  });

  it('ignores address values that could never be valid', async () => {
    const api = mockApi({ '/service/config/options/domains': FIELDS, [FIND]: list });
    await renderScreen(<MeetingList />, { path: '/meeting?field=a%20b&from=2026-02-30&when=soon' });
    await screen.findAllByTestId('meeting-row');
    expect(api.on(FIND)[0]!.body).toEqual(base);
  });

  it('shows no match with a way to clear the filters', async () => {
    const api = mockApi({ '/service/config/options/domains': FIELDS, [FIND]: page([], 0) });
    await renderScreen(<MeetingList />, { path: '/meeting?field=ai&city=Paris', pattern: '/meeting' });
    expect(await screen.findByText('没有符合条件的会议')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    await waitFor(() => expect(api.on(FIND).at(-1)!.body).toEqual(base));
    expect(await screen.findByText('暂无会议')).toBeTruthy();
    expect(currentLocation()).toBe('/meeting');
  });

  it('shows a failure with retry', async () => {
    let n = 0;
    mockApi({
      '/service/config/options/domains': FIELDS,
      [FIND]: (b: Record<string, string>) => (n++ === 0 ? fail(5000, '服务器开小差了') : list(b)),
    });
    await renderScreen(<MeetingList />, { path: '/meeting' });
    expect(await screen.findByText('服务器开小差了')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findAllByTestId('meeting-row')).toHaveLength(10);
  });

  it('speaks English', async () => {
    mockApi({
      '/service/config/options/domains': [{ value: 'ai', label: 'Artificial intelligence' }],
      [FIND]: page([meeting(1, { title: 'AI Summit' })], 1),
    });
    await renderScreen(<MeetingList />, { path: '/meeting', lang: 'en' });
    expect(await screen.findByRole('heading', { name: 'Academic conferences' })).toBeTruthy();
    expect(await screen.findByText('1 conference')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All fields' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'More filters' })).toBeTruthy();
  });
});
