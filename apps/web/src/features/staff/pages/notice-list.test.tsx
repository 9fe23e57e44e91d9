import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { previewHtml } from '../../../shared/html/sanitize-html';
import { envelope, mockApi, renderAt } from '../test/render';
import NoticeList from './notice-list';

// DOMPurify cannot be trusted under happy-dom (see article-editor.test.tsx): the preview shows only what previewHtml returns.
vi.mock('../../../shared/html/sanitize-html', () => ({
  previewHtml: vi.fn((html: string) => `<p class="clean">${html.replace(/<[^>]*>/g, '')}</p>`),
}));

const notice = {
  id: 21,
  meetingId: 5,
  key: null,
  title: '会议日程通知',
  titleEn: 'Programme notice',
  content: '<p>日程</p>',
  contentEn: '<p>Programme</p>',
  publishedAt: '2026-05-01T02:00:00.000Z',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('conference notices', () => {
  it("lists a conference's notices and edits both languages with sanitized previews", async () => {
    const api = mockApi({
      '/service/staff/meeting/get/5': envelope({ id: 5, title: '人工智能国际会议' }),
      '/service/staff/meeting/notice/list': envelope([notice]),
      '/service/staff/meeting/notice/save': envelope({ id: 21 }),
    });
    await renderAt(<NoticeList />, { path: '/staff/meetings/5/notices', pattern: '/staff/meetings/:id/notices' });
    const row = await screen.findByTestId('staff-notice-item');
    expect(row.textContent).toContain('会议日程通知');
    expect(row.textContent).toContain('Programme notice');
    expect(row.querySelector('a')?.getAttribute('href')).toBe('/meet/meetNotice/detail/21');
    expect(api.on('/service/staff/meeting/notice/list')[0]!.body).toEqual({ meetingId: '5' });

    fireEvent.click(within(row).getByRole('button', { name: '编辑' }));
    const editor = await screen.findByTestId('staff-notice-editor');
    const evil = '<p>新日程</p><script>window.__pwned = 1</script>';
    fireEvent.change(within(editor).getByLabelText('英文正文 HTML'), { target: { value: evil } });
    await waitFor(() => expect(vi.mocked(previewHtml)).toHaveBeenLastCalledWith(evil));
    const previews = within(editor).getAllByTestId('staff-preview');
    await waitFor(() => expect(previews[1]!.innerHTML).toBe(previewHtml(evil)));
    expect(previews[1]!.querySelector('script')).toBeNull();

    fireEvent.click(within(editor).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.on('/service/staff/meeting/notice/save')).toHaveLength(1));
    expect(api.on('/service/staff/meeting/notice/save')[0]!.body).toEqual({
      id: 21,
      meetingId: 5,
      key: null,
      title: '会议日程通知',
      titleEn: 'Programme notice',
      content: '<p>日程</p>',
      contentEn: evil,
    });
  });

  it('asks for the titles before sending a new notice', async () => {
    const api = mockApi({
      '/service/staff/meeting/get/5': envelope({ id: 5, title: '人工智能国际会议' }),
      '/service/staff/meeting/notice/list': envelope([]),
    });
    await renderAt(<NoticeList />, { path: '/staff/meetings/5/notices', pattern: '/staff/meetings/:id/notices' });
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '发布通知' }));
    const editor = await screen.findByTestId('staff-notice-editor');
    expect(within(editor).queryByLabelText('页面标识')).toBeNull();
    fireEvent.click(within(editor).getByRole('button', { name: '保存' }));
    expect((await within(editor).findByRole('alert')).textContent).toBe('请填写中文标题');
    expect(api.on('/service/staff/meeting/notice/save')).toHaveLength(0);
  });

  it('edits the site pages by key, offering the first page not written yet', async () => {
    const api = mockApi({
      '/service/staff/meeting/notice/list': envelope([
        { ...notice, id: 2, meetingId: null, key: 'siteGuide', title: '参会指南' },
      ]),
      '/service/staff/meeting/notice/save': envelope({ id: 3 }),
    });
    await renderAt(<NoticeList />, { path: '/staff/site-pages', pattern: '/staff/site-pages' });
    const row = await screen.findByTestId('staff-notice-item');
    expect(row.querySelector('a')?.getAttribute('href')).toBe('/siteGuide');
    expect(api.on('/service/staff/meeting/notice/list')[0]!.body).toEqual({});
    fireEvent.click(screen.getByRole('button', { name: '新增页面' }));
    const editor = await screen.findByTestId('staff-notice-editor');
    expect((within(editor).getByLabelText('页面标识') as HTMLInputElement).value).toBe('submitGuide');
    fireEvent.change(within(editor).getByLabelText('中文标题'), { target: { value: '投稿指南' } });
    fireEvent.change(within(editor).getByLabelText('英文标题'), { target: { value: 'Submission guide' } });
    fireEvent.click(within(editor).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.on('/service/staff/meeting/notice/save')).toHaveLength(1));
    expect(api.on('/service/staff/meeting/notice/save')[0]!.body).toMatchObject({
      meetingId: null,
      key: 'submitGuide',
      title: '投稿指南',
    });
  });
});
