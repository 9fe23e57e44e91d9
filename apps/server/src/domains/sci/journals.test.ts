import { Code } from '@app/contract/codes';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { makeJournal } from './test-kit';

/** The SCI journal list's filters (/sci): subject, partition, indexing, impact factor range; service journals only. */
let t: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const db = t.deps.db;
  ids.low = (
    await makeJournal(db, { name: 'Low Impact Letters', impactFactor: 900, partition: 'Q4', subject: 'biology' })
  ).id;
  ids.mid = (await makeJournal(db, { name: 'Mid Impact Review', impactFactor: 3000, partition: 'Q2' })).id;
  ids.high = (await makeJournal(db, { name: 'High Impact Nature', impactFactor: 12_500, partition: 'Q1' })).id;
  ids.ssci = (await makeJournal(db, { name: 'Social SSCI Journal', indexType: 'SSCI', impactFactor: 3000 })).id;
  ids.off = (await makeJournal(db, { name: 'Outside Service', sciService: false, impactFactor: 3000 })).id;
});
afterAll(() => t.close());

const list = async (body: Record<string, unknown>) => {
  const r = await t.call('/service/support/sci/public/list', { pageSize: 50, ...body });
  expect(r.code, r.codeMsg).toBe(0);
  return (r.data.list as { id: number }[]).map((j) => j.id).sort((a, b) => a - b);
};

it('filters by impact factor range (both ends included), indexing, partition and subject', async () => {
  expect(await list({})).toEqual([ids.low, ids.mid, ids.high, ids.ssci].sort((a, b) => a! - b!));
  expect(await list({ ifMin: 3000, ifMax: 3000 })).toEqual([ids.mid, ids.ssci]);
  expect(await list({ ifMin: 10_000 })).toEqual([ids.high]);
  expect(await list({ ifMax: 1000 })).toEqual([ids.low]);
  expect(await list({ indexType: 'SSCI' })).toEqual([ids.ssci]);
  expect(await list({ partition: 'Q4' })).toEqual([ids.low]);
  expect(await list({ subject: 'biology' })).toEqual([ids.low]);
  expect(await list({ keyword: 'Nature', ifMin: 1 })).toEqual([ids.high]);
});

it('a journal outside the service is missing from the list and its detail', async () => {
  expect((await t.call(`/service/support/sci/public/details/${ids.off}`)).code).toBe(Code.NOT_FOUND);
  expect((await t.call(`/service/support/sci/public/details/${ids.high}`)).data.name).toBe('High Impact Nature');
});

it('names the field of a bad range', async () => {
  for (const [k, v] of [
    ['ifMin', '-1'],
    ['ifMax', '1.5'],
    ['indexType', '<x>'],
  ] as const) {
    const r = await t.call('/service/support/sci/public/list', { [k]: v });
    expect(r.code).toBe(Code.INVALID_INPUT);
    expect(r.data.field).toBe(k);
  }
});
