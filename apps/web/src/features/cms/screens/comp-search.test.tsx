import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { article, journal, meeting, page } from '../test/fixtures';
import { currentLocation, mockApi, renderScreen } from '../test/render';
import CompSearch from './comp-search';

const pattern = '/compSearch';
const results = (body: Record<string, string>) => {
  if (body.keyword === 'nothing') return { meetings: page([], 0), journals: page([], 0), articles: page([], 0) };
  const type = body.type;
  const p = Number(body.page);
  return {
    meetings: page(type === 'all' || type === 'meeting' ? [meeting(1, { title: '人工智能大会' })] : [], 1),
    journals: page(
      type === 'all'
        ? [journal(1), journal(2), journal(3)]
        : type === 'journal'
          ? Array.from({ length: p === 1 ? 10 : 2 }, (_, i) => journal(p * 100 + i))
          : [],
      type === 'journal' || type === 'all' ? 12 : 0,
      p,
    ),
    articles: page(type === 'all' || type === 'article' ? [article(1, { title: '人工智能综述' })] : [], 1),
  };
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('comp search', () => {
  it('shows a hint and makes no call without a keyword', async () => {
    const api = mockApi({ '/service/cms/search': results });
    await renderScreen(<CompSearch />, { path: '/compSearch', pattern });
    expect(await screen.findByTestId('search-intro')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '   ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(await screen.findByText('请输入搜索关键词')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'x'.repeat(51) } });
    fireEvent.submit(screen.getByRole('search'));
    expect(await screen.findByText('关键词不能超过 50 个字符')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('searches the keyword from ?q= and shows each kind', async () => {
    const api = mockApi({ '/service/cms/search': results });
    await renderScreen(<CompSearch />, { path: '/compSearch?q=%E4%BA%BA%E5%B7%A5%E6%99%BA%E8%83%BD', pattern });
    expect(await screen.findByText('人工智能大会')).toBeTruthy();
    expect(screen.getByText('人工智能综述')).toBeTruthy();
    expect(screen.getAllByTestId('journal-row')).toHaveLength(3);
    expect(api.calls[0]!.body).toMatchObject({ keyword: '人工智能', type: 'all', page: '1' });
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('人工智能');
  });

  it('opens a kind tab with paging', async () => {
    const api = mockApi({ '/service/cms/search': results });
    await renderScreen(<CompSearch />, { path: '/compSearch?q=ai', pattern });
    fireEvent.click(await screen.findByRole('button', { name: '查看全部 12 条' }));
    await waitFor(() => expect(screen.getAllByTestId('journal-row')).toHaveLength(10));
    expect(currentLocation()).toBe('/compSearch?q=ai&type=journal');
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(screen.getAllByTestId('journal-row')).toHaveLength(12));
    expect(api.calls.slice(1).map((c) => [c.body.type, c.body.page])).toEqual([
      ['journal', '1'],
      ['journal', '2'],
    ]);
  });

  it('says when nothing matches, and a new submission updates the URL', async () => {
    mockApi({ '/service/cms/search': results });
    await renderScreen(<CompSearch />, { path: '/compSearch?q=nothing', pattern, lang: 'en' });
    expect(await screen.findByText('No results for “nothing”')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: ' graphene ' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(currentLocation()).toBe('/compSearch?q=graphene'));
  });
});
