import '../../../shared/test/dom-standard-shim';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderScreen } from '../../cms/test/render';
import SciList from './sci-list';

const LIST = '/service/cms/journal/v2/list';
const OPTIONS = '/service/config/optionsBatch/';
const journal = (id: number, sciService: boolean) => ({
  id,
  name: `Journal ${id}`,
  issn: '1234-5678',
  subject: '人工智能',
  partition: 'Q1',
  indexType: 'SCI',
  impactFactor: 5200,
  reviewCycle: '1-2个月',
  cover: '',
  sciService,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SCI journals tab', () => {
  it('marks journals open to the service and sends the chosen filters', async () => {
    const api = mockApi({
      [OPTIONS]: { subjects: [{ value: 'ai', label: '人工智能' }] },
      [LIST]: (body: Record<string, string>) => ({
        list: body.ifMin ? [] : [journal(1, true), journal(2, false)],
        total: body.ifMin ? 0 : 2,
        page: 1,
        pageSize: 10,
      }),
    });
    await renderScreen(<SciList />, { path: '/sci', pattern: '/sci' });
    const rows = await screen.findAllByTestId('journal-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('可投稿');
    expect(rows[1]!.textContent).not.toContain('可投稿');
    expect(rows[0]!.getAttribute('href')).toBe('/sci/detail/1');
    fireEvent.change(screen.getByTestId('sci-if-filter'), { target: { value: '5to10' } });
    expect(await screen.findByText('没有符合条件的期刊，请调整筛选条件')).toBeTruthy();
    const last = api.on(LIST).at(-1)!.body;
    expect([last.ifMin, last.ifMax]).toEqual(['5000', '9999']);
  });
});
