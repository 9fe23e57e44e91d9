import { Code } from '@app/contract/codes';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { BENCH_REFERENCE_PATH } from './bench-reference';

let t: TestApp | undefined;
afterEach(() => t?.close());

describe('bench reference route', () => {
  it('does not exist unless the bench asks for it', async () => {
    t = await createTestApp();
    const r = await t.call(BENCH_REFERENCE_PATH, { countryCode: '86', phone: '13800000000' });
    expect(r.code).toBe(Code.UNKNOWN_CALL);
  });

  it('answers the plain envelope of bare Fastify when asked for', async () => {
    t = await createTestApp({ config: { benchReference: true } });
    const r = await t.call(BENCH_REFERENCE_PATH, { countryCode: '86', phone: '13800000000' });
    expect(r).toMatchObject({ status: 200, code: 0, codeMsg: 'ok', data: null });
  });
});
