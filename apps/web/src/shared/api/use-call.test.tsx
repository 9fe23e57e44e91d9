import { homeLoad, picsBatch } from '@app/contract/meta/cms';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { putSeeds, seedKey } from '../../ssr/seed';
import { stubFetch } from '../test/fetch-mock';
import { useCall } from './use-call';

afterEach(() => {
  vi.unstubAllGlobals();
  putSeeds({});
});

describe('useCall with a server-rendered page', () => {
  it('starts from the seeded result without asking the server again', async () => {
    const { calls } = stubFetch(() => ({ code: 0, codeMsg: '', data: { fresh: true } }));
    putSeeds({ [seedKey(picsBatch, { slots: 'a' })]: { a: [] } });
    const { result } = renderHook(() => useCall(picsBatch, { slots: 'a' }));
    expect(result.current).toMatchObject({ loading: false, data: { a: [] } });
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual([]);
  });

  it('gives the same seed to every attempt on its page, and nothing on another page', async () => {
    const { calls } = stubFetch(() => ({ code: 0, codeMsg: '', data: { fresh: true } }));
    window.history.replaceState(null, '', '/');
    putSeeds({ [seedKey(homeLoad, {})]: { seeded: true } }, { url: '/', lang: i18next.language });
    // A render React throws away (a sibling suspended) must not use the seed up.
    renderHook(() => useCall(homeLoad, {})).unmount();
    expect(renderHook(() => useCall(homeLoad, {})).result.current.data).toEqual({ seeded: true });
    window.history.replaceState(null, '', '/elsewhere');
    const { result } = renderHook(() => useCall(homeLoad, {}));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual({ fresh: true }));
    expect(calls).toHaveLength(1);
  });

  it('a seed for other input does not answer this one', async () => {
    stubFetch(() => ({ code: 0, codeMsg: '', data: { fresh: true } }));
    putSeeds({ [seedKey(picsBatch, { slots: 'a' })]: { a: [] } });
    const { result } = renderHook(() => useCall(picsBatch, { slots: 'b' }));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual({ fresh: true }));
  });
});

describe('seeds after navigation', () => {
  it('are gone once dropped: coming back to the first page loads it fresh', async () => {
    const { dropSeeds } = await import('../../ssr/seed');
    stubFetch(() => ({ code: 0, codeMsg: '', data: { fresh: true } }));
    window.history.replaceState(null, '', '/');
    putSeeds({ [seedKey(homeLoad, {})]: { seeded: true } }, { url: '/', lang: i18next.language });
    dropSeeds();
    const { result } = renderHook(() => useCall(homeLoad, {}));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual({ fresh: true }));
  });
});
