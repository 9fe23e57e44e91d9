import { beforeEach, describe, expect, it, vi } from 'vitest';

const answer = vi.hoisted(() => ({ next: null as null | (() => Promise<unknown>) }));
vi.mock('../api/client', async (orig) => {
  const real = await orig<typeof import('../api/client')>();
  return { ...real, callApi: vi.fn(() => answer.next!()) };
});

const { ApiError } = await import('../api/client');
const { clearAuth, getAuth, refreshAuth, setAuthUser } = await import('./auth-store');
const user = { id: 7, nickname: 'x' } as never;

describe('refreshAuth', () => {
  beforeEach(() => clearAuth());

  it('signs out when the server says not logged in', async () => {
    setAuthUser(user);
    answer.next = () => Promise.reject(new ApiError(1001, 'not logged in'));
    await refreshAuth();
    expect(getAuth().status).toBe('out');
  });

  it('keeps a signed-in page signed in when there is no network (the offline e-ticket)', async () => {
    setAuthUser(user);
    answer.next = () => Promise.reject(new ApiError(-1, 'network'));
    await refreshAuth();
    expect(getAuth()).toEqual({ status: 'in', user });
  });

  it('does not sign anyone in without an answer', async () => {
    answer.next = () => Promise.reject(new ApiError(-1, 'network'));
    await refreshAuth();
    expect(getAuth().status).toBe('out');
  });

  it('takes the user the server answers with', async () => {
    answer.next = () => Promise.resolve(user);
    await refreshAuth();
    expect(getAuth()).toEqual({ status: 'in', user });
  });
});
