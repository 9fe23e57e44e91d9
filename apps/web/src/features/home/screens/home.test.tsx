import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { article, category, journal, meeting, pic } from '../../cms/test/fixtures';
import { fail, mockApi, renderScreen } from '../../cms/test/render';
import Home from './home';

const heads = [
  { ...category(1, { name: '学术资讯' }), list: Array.from({ length: 12 }, (_, i) => article(100 + i)) },
  { ...category(2, { name: '会议通知' }), list: [article(200, { title: '第二栏目的文章', categoryId: 2 })] },
  { ...category(3, { name: '空栏目' }), list: [] },
];

function homeData(over: Record<string, unknown> = {}) {
  return {
    cms_head: heads,
    cms_top: [article(300, { title: '头条文章' })],
    cms_hot: [article(400, { title: '热门文章一' }), article(401, { title: '热门文章二' })],
    meetings: [meeting(1, { title: '人工智能国际会议', city: '上海' })],
    journals: [
      journal(1, { name: 'Materials Today', impactFactor: 21_873 }),
      journal(2, { name: 'Small Journal', impactFactor: 87 }),
    ],
    databases: [],
    talents: {
      tops: [{ id: 1, title: '博士后研究员', company: '清华大学', city: '北京', salary: '20-35K', isTop: true }],
      list: [],
      home: [],
    },
    mentors: [
      { id: 1, name: '张明远', title: '教授', institution: '北京大学', field: 'ai', avatar: '/media/gen/avatar/1.svg' },
    ],
    tasks: [
      {
        id: 7,
        taskNo: 'T202603001',
        title: '材料方向SCI论文同行评审',
        taskType: 'review',
        field: 'materials',
        language: 'English',
        remuneration: 123_450,
        deadline: '2026-04-01',
      },
    ],
    ...over,
  };
}

const pics = {
  home_banner: [pic(1, 'home_banner'), pic(2, 'home_banner', { link: 'javascript:alert(1)' })],
  home_ad: [pic(3, 'home_ad')],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('home', () => {
  it('shows the first 10 articles of the active category and a "more" link', async () => {
    const api = mockApi({ '/service/home/load/v3': homeData(), '/service/cms/pics/batch/': pics });
    await renderScreen(<Home />);
    const list = await screen.findByTestId('news-1');
    expect(within(list).getAllByTestId('article-row')).toHaveLength(10);
    expect(within(list).queryByText('文章标题 110')).toBeNull();
    expect(screen.getByRole('link', { name: '查看更多学术资讯' }).getAttribute('href')).toBe('/article/category/1');
    // Both picture slots come in one call.
    expect(api.on('/service/cms/pics/batch/').map((c) => c.path)).toEqual([
      '/service/cms/pics/batch/home_banner,home_ad',
    ]);
  });

  it('switches tabs and shows an empty category as empty', async () => {
    mockApi({ '/service/home/load/v3': homeData(), '/service/cms/pics/batch/': pics });
    await renderScreen(<Home />);
    await screen.findByTestId('news-1');
    fireEvent.click(screen.getByText('会议通知'));
    expect(await screen.findByText('第二栏目的文章')).toBeTruthy();
    fireEvent.click(screen.getByText('空栏目'));
    expect(await screen.findByText('该栏目暂无文章')).toBeTruthy();
  });

  it('formats money from fen, impact factors from ×1000, and dates for the language', async () => {
    mockApi({ '/service/home/load/v3': homeData(), '/service/cms/pics/batch/': pics });
    await renderScreen(<Home />);
    expect((await screen.findByTestId('task-fee')).textContent).toBe('¥1,234.50');
    expect(screen.getAllByTestId('impact-factor').map((e) => e.textContent)).toEqual(['21.873', '0.087']);
    expect(screen.getByText('2026年5月10日至12日')).toBeTruthy();
    expect(screen.getByText('截止 2026年4月1日')).toBeTruthy();
    const task = screen.getByTestId('task-row');
    expect(within(task).getByText('同行评审')).toBeTruthy();
    expect(within(task).getByText('材料科学')).toBeTruthy();
    expect(task.getAttribute('href')).toBe('/peerReview/taskDetail/7');
    expect(screen.getByTestId('meeting-row').getAttribute('href')).toBe('/meeting/detail/1');
    expect(screen.getAllByTestId('journal-row')[0]!.getAttribute('href')).toBe('/sci/detail/1');
  });

  it('renders in English', async () => {
    mockApi({ '/service/home/load/v3': homeData(), '/service/cms/pics/batch/': pics });
    await renderScreen(<Home />, { lang: 'en' });
    expect(await screen.findByText('Due Apr 1, 2026')).toBeTruthy();
    expect(screen.getByText('Peer review')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Conferences' })).toBeTruthy();
  });

  it('loads the first banner eagerly, the rest lazily, and drops unsafe links', async () => {
    mockApi({ '/service/home/load/v3': homeData(), '/service/cms/pics/batch/': pics });
    await renderScreen(<Home />);
    const first = await screen.findByAltText('图片1');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('width')).toBe('750');
    expect(screen.getByAltText('图片2').getAttribute('loading')).toBe('lazy');
    expect(screen.getByAltText('图片2').closest('a')).toBeNull();
    expect(first.closest('a')?.getAttribute('href')).toBe('/meeting');
  });

  it('shows an empty state per section', async () => {
    mockApi({
      '/service/home/load/v3': homeData({
        meetings: [],
        journals: [],
        tasks: [],
        mentors: [],
        cms_hot: [],
        talents: { tops: [], list: [], home: [] },
      }),
      '/service/cms/pics/batch/': pics,
    });
    await renderScreen(<Home />);
    for (const text of ['暂无会议', '暂无期刊', '暂无任务', '暂无导师', '暂无热门文章', '暂无职位']) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
  });

  it('shows a skeleton, then an error with retry that reloads', async () => {
    let n = 0;
    const api = mockApi({
      '/service/home/load/v3': () => (n++ === 0 ? fail(5000, '服务器错误') : homeData()),
      '/service/cms/pics/batch/': pics,
    });
    await renderScreen(<Home />);
    expect(screen.getByTestId('home-skeleton')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    await screen.findByTestId('news-1');
    await waitFor(() => expect(api.on('/service/home/load/v3')).toHaveLength(2));
  });
});
