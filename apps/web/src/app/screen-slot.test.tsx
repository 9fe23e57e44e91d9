import { Code } from '@app/contract/codes';
import { type RouteDef, routeById } from '@app/contract/routes';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../shared/api/client';
import { ChunkLoadError, forgetScreen, withTimeout } from './lazy-screen';
import { ScreenSlot } from './screen-slot';
import { i18nFor } from './test-utils';

const loads = vi.hoisted(() => ({ home: vi.fn(), personal: vi.fn(), staff: vi.fn() }));
vi.mock('./screens', () => ({
  screenFile: (id: string) =>
    id in loads ? { id, domain: id, file: `${id}.tsx`, load: loads[id as keyof typeof loads] } : undefined,
  screenIndex: { byId: new Map(), clashes: [] },
}));

beforeEach(() => i18nFor('zh'));
afterEach(() => {
  cleanup();
  // Screens are cached per id for the page's life; each test brings its own.
  for (const id of Object.keys(loads)) forgetScreen(id);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

let mounts = 0;
/** A stand-in console that routes inside itself and counts its mounts. */
function Console() {
  const navigate = useNavigate();
  useEffect(() => {
    mounts += 1;
  }, []);
  return (
    <button type="button" onClick={() => navigate('/staff/articles')}>
      GO
    </button>
  );
}

const slot = (id: string, over: Partial<RouteDef> = {}) =>
  render(
    <MemoryRouter initialEntries={['/x']}>
      <ScreenSlot def={{ ...routeById[id]!, ...over }} />
    </MemoryRouter>,
  );

describe('screen loading (§8)', () => {
  it('shows a chunk-load error with a retry that imports the screen again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loads.home
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: () => <p>HOME SCREEN</p> });
    slot('home');
    expect(await screen.findByTestId('chunk-error')).toBeTruthy();
    expect(screen.getByText('页面加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('HOME SCREEN')).toBeTruthy();
    expect(loads.home).toHaveBeenCalledTimes(2);
  });

  it('gives up on a chunk after 120 s', async () => {
    vi.useFakeTimers();
    const never = withTimeout(new Promise(() => undefined), 120_000, 'slow');
    const outcome = never.then(
      () => 'loaded',
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const err = await outcome;
    expect(err).toBeInstanceOf(ChunkLoadError);
    expect((err as ChunkLoadError).screenId).toBe('slow');
  });

  it('maps an ApiError a screen throws to a friendly panel', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loads.personal.mockResolvedValue({
      default: () => {
        throw new ApiError(Code.NOT_FOUND, '内容不存在或已删除');
      },
    });
    slot('personal');
    expect(await screen.findByTestId('error-NOT_FOUND')).toBeTruthy();
    expect(screen.getByText('内容不存在')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });

  it('shows the server message for codes without a panel of their own', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loads.personal.mockResolvedValue({
      default: () => {
        throw new ApiError(Code.INVALID_STATE, '当前状态不允许此操作');
      },
    });
    slot('personal');
    expect(await screen.findByTestId('error-generic')).toBeTruthy();
    expect(screen.getByText('当前状态不允许此操作')).toBeTruthy();
  });

  it('renders the shared "not yet available" screen for pending routes, naming the section', async () => {
    // Built since; marked pending here to show the shared screen.
    slot('sciList', { pending: 4 });
    const panel = await screen.findByTestId('pending-screen');
    expect(panel.textContent).toContain('此部分服务尚未开放');
    expect(panel.textContent).toContain('「SCI期刊」属于「订单与支付」板块');
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回上一页' })).toBeTruthy();
  });

  it('keeps a splat screen (the staff console) mounted while it navigates inside itself', async () => {
    mounts = 0;
    loads.staff.mockResolvedValue({ default: Console });
    render(
      <MemoryRouter initialEntries={['/staff']}>
        <Routes>
          <Route path="/staff/*" element={<ScreenSlot def={routeById.staff!} />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'GO' }));
    expect(await screen.findByRole('button', { name: 'GO' })).toBeTruthy();
    // StrictMode is off here: one mount means the path change did not remount the console.
    expect(mounts).toBe(1);
  });
});
