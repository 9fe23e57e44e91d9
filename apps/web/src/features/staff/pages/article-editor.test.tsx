import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { previewHtml } from '../../../shared/html/sanitize-html';
import { envelope, mockApi, renderAt } from '../test/render';
import ArticleEditor from './article-editor';

// DOMPurify cannot be trusted under happy-dom (cure53/DOMPurify#1457): previewHtml itself is
// tested in Chromium (shared/html/sanitize-html.chromium.test.ts). Here: the preview shows only what it returns.
vi.mock('../../../shared/html/sanitize-html', () => ({
  previewHtml: vi.fn((html: string) => `<p class="clean">${html.replace(/<[^>]*>/g, '').length} chars</p>`),
}));

const categories = [
  { id: 1, code: 'news', nameZh: '学术资讯', nameEn: 'Academic news', sort: 1, inMenu: true, total: 2 },
  { id: 2, code: 'notice', nameZh: '通知公告', nameEn: 'Notices', sort: 2, inMenu: true, total: 0 },
];
const article = {
  id: 42,
  categoryId: 1,
  lang: 'zh',
  title: '旧标题',
  summary: '旧摘要',
  content: '<p>旧正文</p>',
  author: '王五',
  source: '学术网',
  cover: '/media/gen/cover/1.svg',
  isTop: false,
  isHot: false,
  published: true,
  publishedAt: '2026-03-10T08:00:00.000Z',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openEditor() {
  const api = mockApi({
    '/service/staff/cms/category/list': envelope(categories),
    '/service/staff/cms/article/get/42': envelope(article),
    '/service/staff/cms/article/save': envelope({ id: 42 }),
  });
  const view = await renderAt(<ArticleEditor />, { path: '/staff/articles/42', pattern: '/staff/articles/:id' });
  const title = (await screen.findByLabelText('标题')) as HTMLInputElement;
  await waitFor(() => expect(title.value).toBe('旧标题'));
  return { api, view, title };
}

describe('article editor', () => {
  it('previews the body only through the sanitizer, never the raw HTML', async () => {
    await openEditor();
    const evil = '<p>安全段落</p><script>window.__pwned = 1</script><img src="x.png" onerror="window.__pwned = 2">';
    fireEvent.change(screen.getByLabelText('正文 HTML'), { target: { value: evil } });
    const preview = screen.getByTestId('staff-preview');
    await waitFor(() => expect(vi.mocked(previewHtml)).toHaveBeenLastCalledWith(evil));
    await waitFor(() => expect(preview.innerHTML).toBe(previewHtml(evil)));
    expect(preview.querySelector('script, img')).toBeNull();
    expect(preview.innerHTML).not.toMatch(/onerror|__pwned/);
  });

  it('saves the edited fields through the save call', async () => {
    const { api, title } = await openEditor();
    fireEvent.change(title, { target: { value: '新标题' } });
    fireEvent.change(screen.getByLabelText('栏目'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('语言'), { target: { value: 'en' } });
    fireEvent.change(screen.getByLabelText('正文 HTML'), { target: { value: '<h2>新正文</h2>' } });
    fireEvent.click(screen.getByRole('switch', { name: '热门' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.on('/service/staff/cms/article/save')).toHaveLength(1));
    expect(api.on('/service/staff/cms/article/save')[0]!.body).toEqual({
      id: 42,
      categoryId: 2,
      lang: 'en',
      title: '新标题',
      summary: '旧摘要',
      content: '<h2>新正文</h2>',
      author: '王五',
      source: '学术网',
      cover: '/media/gen/cover/1.svg',
      isTop: false,
      isHot: true,
      published: true,
    });
  });

  it('sends nothing while the title is empty or the cover address is unsafe, and says which field', async () => {
    const { api, title } = await openEditor();
    fireEvent.change(title, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请填写标题');
    fireEvent.change(title, { target: { value: '标题' } });
    fireEvent.change(screen.getByLabelText('封面图片地址'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByRole('alert')).textContent).toBe('封面图片地址格式不正确');
    expect(api.on('/service/staff/cms/article/save')).toHaveLength(0);
  });
});
