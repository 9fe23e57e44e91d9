import '../../../shared/test/dom-standard-shim';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, renderScreen } from '../test/render';
import Cultivation from './cultivation';
import SiteGuide from './site-guide';
import SubmitGuide from './submit-guide';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('guide pages', () => {
  it('shows the written site guide, with the organisers’ page when published', async () => {
    const api = mockApi({
      '/service/visitor/notice/view/': {
        id: 90,
        meetingId: null,
        meetingTitle: null,
        title: '参会指南',
        content: '<h3>签到</h3><p>出示电子票二维码签到。</p>',
        publishedAt: '2026-03-01T00:00:00.000Z',
      },
    });
    await renderScreen(<SiteGuide />, { path: '/siteGuide' });
    expect(await screen.findByRole('heading', { name: '网站指南', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '三、报名参会' })).toBeTruthy();
    expect(
      screen.getByText('每位用户每场会议只能报名一次。免费类别提交后即报名成功；收费类别会生成待支付订单。'),
    ).toBeTruthy();
    const extra = await screen.findByTestId('guide-extra');
    expect(api.calls.map((c) => c.path)).toEqual(['/service/visitor/notice/view/site/siteGuide']);
    await waitFor(() => expect(extra.textContent).toContain('出示电子票二维码签到。'));
    expect(screen.getByRole('link', { name: '浏览学术会议' }).getAttribute('href')).toBe('/meeting');
  });

  it('stands alone when no site page is published, without an error', async () => {
    mockApi({ '/service/visitor/notice/view/': fail(3001, '内容不存在') });
    await renderScreen(<SubmitGuide />, { path: '/submitGuide' });
    expect(await screen.findByRole('heading', { name: '投稿指南', level: 1 })).toBeTruthy();
    expect(screen.getByText('每篇论文最多 7 位作者，作者顺序须从 1 开始依次连续编号。')).toBeTruthy();
    expect(screen.getByText('必须指定且只能指定一位通讯作者。')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('guide-extra')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: '我的论文' }).getAttribute('href')).toBe('/personal/paper');
  });

  it('speaks English', async () => {
    mockApi({ '/service/visitor/notice/view/': fail(3001, 'Not found') });
    await renderScreen(<Cultivation />, { path: '/coopJournal/cultivation', lang: 'en' });
    expect(await screen.findByRole('heading', { name: 'Partner journal cultivation', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Who can take part' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse SCI journals' }).getAttribute('href')).toBe('/sci');
  });
});
