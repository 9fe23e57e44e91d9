import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { article, category, page } from '../test/fixtures';
import { fail, mockApi, renderScreen } from '../test/render';
import CategoryList, { parseCategoryId } from './category-list';

const pattern = '/article/category/:id';
const pages = (body: Record<string, string>) => {
  const p = Number(body.page);
  const list = Array.from({ length: p === 1 ? 10 : 3 }, (_, i) => article(p * 100 + i));
  return { ...page(list, 13, p), category: category(2, { name: '科研政策' }) };
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('category list', () => {
  it('shows the category name and its first page, then loads the next page', async () => {
    const api = mockApi({ '/service/cms/v2/category/': pages });
    await renderScreen(<CategoryList />, { path: '/article/category/2', pattern });
    expect(await screen.findByRole('heading', { name: '科研政策' })).toBeTruthy();
    expect(screen.getByText('共 13 篇')).toBeTruthy();
    expect(screen.getAllByTestId('article-row')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(screen.getAllByTestId('article-row')).toHaveLength(13));
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(api.calls.map((c) => [c.path, c.body.page])).toEqual([
      ['/service/cms/v2/category/2', '1'],
      ['/service/cms/v2/category/2', '2'],
    ]);
  });

  it('handles "all"', async () => {
    const api = mockApi({ '/service/cms/v2/category/': { ...page([article(1)], 1), category: null } });
    await renderScreen(<CategoryList />, { path: '/article/category/all', pattern });
    expect(await screen.findByRole('heading', { name: '全部文章' })).toBeTruthy();
    expect(api.calls[0]!.path).toBe('/service/cms/v2/category/all');
  });

  it('shows an empty category as empty', async () => {
    mockApi({ '/service/cms/v2/category/': { ...page([], 0), category: category(4, { name: '人物访谈' }) } });
    await renderScreen(<CategoryList />, { path: '/article/category/4', pattern });
    expect(await screen.findByText('该栏目暂无文章')).toBeTruthy();
  });

  it('shows not found for an unknown category, and never calls for a malformed id', async () => {
    mockApi({ '/service/cms/v2/category/': fail(3001, '内容不存在') });
    await renderScreen(<CategoryList />, { path: '/article/category/999', pattern });
    expect(await screen.findByText('栏目不存在')).toBeTruthy();
    cleanup();
    const api = mockApi({});
    await renderScreen(<CategoryList />, { path: '/article/category/1x', pattern });
    expect(await screen.findByText('栏目不存在')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('parses ids strictly', () => {
    expect(parseCategoryId('all')).toBe('all');
    expect(parseCategoryId('12')).toBe(12);
    for (const bad of ['0', '-1', '1.5', '1e3', '', undefined, '99999999999999999'])
      expect(parseCategoryId(bad)).toBeNull();
  });
});
