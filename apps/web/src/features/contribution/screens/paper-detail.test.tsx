import '../../../shared/test/dom-standard-shim';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, renderScreen } from '../../cms/test/render';
import { author, config, paper } from '../test/fixtures';
import PaperDetail from './paper-detail';

const DETAIL = '/service/business/order/contribution/details/';
const CONFIG = '/service/review/action/config';
const pattern = '/personal/paper/detail/:id';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('paper page', () => {
  it('shows the state, history with opinions, file and every author field', async () => {
    const api = mockApi({
      [CONFIG]: config,
      [DETAIL]: paper({
        status: 'revision_requested',
        submittedAt: '2026-04-02T02:00:00.000Z',
        authors: [
          author(1, { corresponding: false }),
          author(2, { corresponding: true, countryCode: '1', phone: '2025550143' }),
        ],
        opinions: [{ action: 'revise', opinion: '请补充实验数据', at: '2026-04-05T03:00:00.000Z' }],
        inviteCode: 'INV2026',
      }),
    });
    await renderScreen(<PaperDetail />, { path: '/personal/paper/detail/41', pattern });
    expect(await screen.findByRole('heading', { name: '基于深度学习的图像识别' })).toBeTruthy();
    expect(screen.getByTestId('paper-status').textContent).toBe('待修改');
    expect(screen.getByRole('link', { name: '修改论文' }).getAttribute('href')).toBe(
      '/attendOrder/paperOrder/modifyPaper/41',
    );
    const history = screen.getByTestId('history');
    const steps = within(history).getAllByRole('listitem');
    expect(steps[0]!.textContent).toContain('退回修改');
    expect(steps[0]!.textContent).toContain('请补充实验数据');
    expect(steps[0]!.textContent).toContain('2026年4月5日 11:00');
    expect(steps[1]!.textContent).toContain('提交论文');
    const file = screen.getByTestId('paper-file-link');
    expect(file.getAttribute('href')).toBe(`/uploads/${'f'.repeat(32)}`);
    expect(file.textContent).toBe('paper.pdf (2.2 MB)');
    expect(screen.getAllByText('计算机科学')).toHaveLength(3);
    expect(screen.getByText('INV2026')).toBeTruthy();
    const authors = screen.getAllByTestId('author-item');
    expect(authors).toHaveLength(2);
    expect(authors[1]!.textContent).toContain('通讯作者');
    expect(authors[1]!.textContent).toContain('+1 2025550143');
    expect(authors[0]!.textContent).toContain('教授');
    expect(authors[0]!.textContent).toContain('杭州市西湖区');
    expect(authors[0]!.textContent).not.toContain('通讯作者');
    expect(api.on(DETAIL)[0]!.path).toBe(`${DETAIL}41`);
  });

  it('offers no change once submitted', async () => {
    mockApi({
      [CONFIG]: config,
      [DETAIL]: paper({ status: 'submitted', submittedAt: '2026-04-02T02:00:00.000Z', editable: false }),
    });
    await renderScreen(<PaperDetail />, { path: '/personal/paper/detail/41', pattern, lang: 'en' });
    expect(await screen.findByText("The paper is submitted and waits for the organisers' review.")).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Modify paper' })).toBeNull();
    expect(screen.getByText('Submitted', { selector: 'strong' })).toBeTruthy();
  });

  it('answers another user’s paper with not found', async () => {
    mockApi({ [CONFIG]: config, [DETAIL]: fail(3001, '内容不存在或已删除') });
    await renderScreen(<PaperDetail />, { path: '/personal/paper/detail/99', pattern });
    expect(await screen.findByText('论文不存在')).toBeTruthy();
  });

  it('shows a failure with a retry', async () => {
    mockApi({ [CONFIG]: config, [DETAIL]: fail(5000, '服务繁忙，请稍后再试') });
    await renderScreen(<PaperDetail />, { path: '/personal/paper/detail/41', pattern });
    expect(await screen.findByText('服务繁忙，请稍后再试')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
