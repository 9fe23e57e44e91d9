import type { CallDef } from '@app/contract/call';
import { pathParams } from '@app/contract/call';
import { serviceCalls } from '@app/contract/calls/service';
import { Code } from '@app/contract/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changedTables, dbState } from '../../battery/db-state';
import { makeUpload, payOrder, type SvcKit, svcKit, transBody } from './test-kit';

/**
 * QUALITY B5 over the service calls that take an id: another user gets "not found" and none of the
 * owner's fields, a visitor 1001, nothing written. The first test fails when a new id call is not listed.
 */
const CALLS: Record<string, CallDef> = serviceCalls;
const OWNED = ['transDetails', 'transConfirm', 'transAfterSales', 'checkDetails'] as const;

const ID_KEY = /^(id|[a-z]+Id|[a-z]+Code|token|a|b)$/;
const takesId = (call: CallDef) =>
  [...pathParams(call.path), ...(call.input instanceof z.ZodObject ? Object.keys(call.input.shape) : [])].some((k) =>
    ID_KEY.test(k),
  );

/** `fileId` inputs are checked against the caller's own uploads (tested in service.test.ts). */
const OWN_FILE_ONLY = ['transCreate', 'checkCreate'];

it('lists every service call that takes an id, outside the staff console', () => {
  const listed = new Set<string>([...OWNED, ...OWN_FILE_ONLY]);
  const missing = Object.entries(CALLS)
    .filter(([name, c]) => c.access !== 'staff' && takesId(c) && !listed.has(name))
    .map(([name]) => name);
  expect(missing).toEqual([]);
  const flagged = Object.entries(CALLS)
    .filter(([, c]) => c.ownedId)
    .map(([name]) => name)
    .sort();
  expect(flagged).toEqual([...OWNED].sort());
});

let k: SvcKit;
let ids: Record<(typeof OWNED)[number], { path: string; body: Record<string, unknown> }>;
const SECRETS = ['Owner Manuscript', 'Owner Thesis', '私密备注'];

beforeAll(async () => {
  k = await svcKit();
  const db = k.t.deps.db;
  const file = await makeUpload(db, k.aliceId, 'paper', { name: 'Owner Manuscript.pdf' });
  const mk = async () =>
    (
      await k.t.call('/service/business/order/trans/create', transBody(file, { remark: '私密备注' }), {
        cookie: k.alice,
      })
    ).data.orderId as number;
  const [a, b] = [await mk(), await mk()];
  const staffFile = await makeUpload(db, k.staffId, 'document');
  for (const id of [a, b]) {
    await payOrder(k.t, id);
    await k.t.call(`/service/staff/trans/move/${id}`, { action: 'start' }, { cookie: k.staff });
    await k.t.call(`/service/staff/trans/move/${id}`, { action: 'deliver', fileId: staffFile }, { cookie: k.staff });
  }
  const cf = await makeUpload(db, k.aliceId, 'paper');
  const c = await k.t.call(
    '/service/business/order/check/create',
    { engine: 'basic', title: 'Owner Thesis', fileId: cf },
    { cookie: k.alice },
  );
  ids = {
    transDetails: { path: `/service/business/order/trans/details/${a}`, body: {} },
    transConfirm: { path: `/service/business/order/trans/confirm/${a}`, body: {} },
    transAfterSales: { path: `/service/business/order/trans/afterSales/${b}`, body: { reason: 'r' } },
    checkDetails: { path: `/service/business/order/check/details/${c.data.orderId}`, body: {} },
  };
});
afterAll(() => k.t.close());

describe('B5: another user and a visitor', () => {
  for (const name of OWNED) {
    it(`${name}: another user gets not found, a visitor 1001, nothing written`, async () => {
      const { path, body } = ids[name];
      const before = await dbState(k.t.deps.db);
      const other = await k.t.call(path, body, { cookie: k.bob });
      expect(other.code).toBe(Code.NOT_FOUND);
      for (const s of SECRETS) expect(JSON.stringify(other)).not.toContain(s);
      const visitor = await k.t.call(path, body);
      expect(visitor.code).toBe(Code.NOT_LOGGED_IN);
      expect(visitor.data).toBeNull();
      expect(changedTables(before, await dbState(k.t.deps.db))).toEqual([]);
      const owner = await k.t.call(path, body, { cookie: k.alice });
      expect(owner.code, owner.codeMsg).toBe(0);
    });
  }

  it('lists show only the caller’s own orders', async () => {
    for (const p of ['/service/business/order/trans/list', '/service/business/order/check/list']) {
      const r = await k.t.call(p, {}, { cookie: k.bob });
      expect(r.data.total, p).toBe(0);
      expect((await k.t.call(p, {})).code).toBe(Code.NOT_LOGGED_IN);
    }
  });
});
