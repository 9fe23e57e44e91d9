import '../../../shared/test/dom-standard-shim';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { article } from '../test/fixtures';
import { fail, mockApi, renderScreen } from '../test/render';
import ArticleDetail from './article-detail';

const HOSTILE = [
  '<p>正文第一段</p>',
  '<script>window.__pwned = 1</script>',
  '<img src="x" onerror="window.__pwned = 2">',
  '<img src="/media/gen/cover/1.svg" alt="配图">',
  '<a href="javascript:alert(1)">坏链接</a>',
  '<a href="https://example.org/paper">外部链接</a>',
  '<p style="position:fixed" onclick="alert(1)">样式段落</p>',
  '<object data="/evil.swf"></object><form action="/x"><input name="a"></form>',
  '<table><tr><td>表格</td></tr></table>',
].join('');

const detail = (over = {}) => ({
  article: {
    ...article(5, { title: '文章详情标题', views: 12_345 }),
    content: HOSTILE,
    author: '李华',
    categoryName: '学术资讯',
    ...over,
  },
  related: [article(6, { title: '相关文章一' })],
});
const path = '/article/detail/5';
const pattern = '/article/detail/:id';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('article detail', () => {
  it('shows the article, asks for related articles, and lists them', async () => {
    const api = mockApi({ '/service/cms/article/article/details/': detail() });
    await renderScreen(<ArticleDetail />, { path, pattern });
    expect(await screen.findByRole('heading', { name: '文章详情标题' })).toBeTruthy();
    expect(screen.getByText('作者：李华')).toBeTruthy();
    expect(screen.getByText('来源：学术平台编辑部')).toBeTruthy();
    expect(screen.getByText('阅读 1.2万')).toBeTruthy();
    expect(screen.getAllByText('2026年3月10日')[0]!.tagName).toBe('TIME');
    expect(screen.getByText('相关文章一')).toBeTruthy();
    expect(api.calls[0]).toEqual({ path: '/service/cms/article/article/details/5', body: { correlation: '1' } });
  });

  it('sanitizes the content again on the client', async () => {
    mockApi({ '/service/cms/article/article/details/': detail() });
    await renderScreen(<ArticleDetail />, { path, pattern });
    const content = await screen.findByTestId('article-content');
    const html = content.innerHTML;
    expect(html).toContain('正文第一段');
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<object|<form|<input|style=/i);
    expect(content.querySelector('a:not([href])')?.textContent).toBe('坏链接');
    const ext = screen.getByText('外部链接');
    expect(ext.getAttribute('target')).toBe('_blank');
    expect(ext.getAttribute('rel')).toBe('noopener noreferrer');
    const img = screen.getByAltText('配图');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(content.querySelector('table')).not.toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('shows a not-found panel for an unknown article', async () => {
    mockApi({ '/service/cms/article/article/details/': fail(3001, '内容不存在') });
    await renderScreen(<ArticleDetail />, { path, pattern });
    expect(await screen.findByText('文章不存在')).toBeTruthy();
  });

  it('does not call for an id that is not a number', async () => {
    const api = mockApi({});
    await renderScreen(<ArticleDetail />, { path: '/article/detail/abc', pattern });
    expect(await screen.findByText('文章不存在')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
