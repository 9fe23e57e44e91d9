import type { CallDef } from '@app/contract/call';
import { pathParams } from '@app/contract/call';
import { sciCalls } from '@app/contract/calls/sci';
import { Code } from '@app/contract/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changedTables, dbState } from '../../battery/db-state';
import { type Kit, meetingKit } from '../meeting/test-kit';
import { makeJournal, manuscript, payOrder, submitSci } from './test-kit';

/**
 * QUALITY B5 over every SCI call that takes an id: another user gets "not found" and none of the
 * owner's fields; a visitor gets 1001; nothing is written. The first test fails when an SCI call
 * that takes an id is in none of the lists below.
 */
const CALLS: Record<string, CallDef> = sciCalls;

const OWNED = ['sciDetails', 'sciModify', 'sciWithdraw'] as const;
const PUBLIC_IDS: Record<string, string> = {
  sciSubmit: 'a public journal; the order created is the caller’s own',
};

const ID_KEY = /^(id|[a-z]+Id|[a-z]+Code|token|a|b)$/;
const takesId = (call: CallDef) =>
  [...pathParams(call.path), ...(call.input instanceof z.ZodObject ? Object.keys(call.input.shape) : [])].some((k) =>
    ID_KEY.test(k),
  );

it('lists every SCI call that takes an id, outside the staff console', () => {
  const listed = new Set<string>([...OWNED, ...Object.keys(PUBLIC_IDS)]);
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

let k: Kit;
let ids: Record<(typeof OWNED)[number], { path: string; body: Record<string, unknown>; json?: boolean }>;
const SECRETS = ['Deep Owner Paper', '13912345678', 'ann@example.com', 'please hurry'];

beforeAll(async () => {
  k = await meetingKit();
  const j = await makeJournal(k.t.deps.db);
  const unpaid = await submitSci(k.t, k.alice, k.aliceId, j.id);
  const paid = await submitSci(k.t, k.alice, k.aliceId, j.id);
  await payOrder(k.t, paid);
  ids = {
    sciDetails: { path: `/service/business/order/sci/details/${unpaid}`, body: {} },
    sciModify: {
      path: `/service/business/order/sci/modify/${unpaid}`,
      body: await manuscript(k.t.deps.db, k.aliceId),
      json: true,
    },
    sciWithdraw: { path: `/service/business/order/sci/withdraw/${paid}`, body: {} },
  };
});
afterAll(() => k.t.close());

describe('B5: another user and a visitor', () => {
  for (const name of OWNED) {
    it(`${name}: another user gets not found, a visitor 1001, nothing written`, async () => {
      const { path, body, json } = ids[name];
      // Bob sends his own valid file, so only ownership can refuse him.
      const bobBody = name === 'sciModify' ? await manuscript(k.t.deps.db, k.bobId) : body;
      const mid = await dbState(k.t.deps.db);
      const other = await k.t.call(path, bobBody, { cookie: k.bob, json });
      expect(other.code).toBe(Code.NOT_FOUND);
      for (const s of SECRETS) expect(JSON.stringify(other)).not.toContain(s);
      const visitor = await k.t.call(path, body, { json });
      expect(visitor.code).toBe(Code.NOT_LOGGED_IN);
      expect(visitor.data).toBeNull();
      expect(changedTables(mid, await dbState(k.t.deps.db))).toEqual([]);
      const owner = await k.t.call(path, body, { cookie: k.alice, json });
      expect(owner.code, owner.codeMsg).toBe(0);
    });
  }

  it('another user’s list never holds the owner’s orders; a visitor gets 1001 from submit and list', async () => {
    const bobList = await k.t.call('/service/business/order/sci/list', {}, { cookie: k.bob });
    expect(bobList.data.total).toBe(0);
    for (const s of SECRETS) expect(JSON.stringify(bobList)).not.toContain(s);
    expect((await k.t.call('/service/business/order/sci/list', {})).code).toBe(Code.NOT_LOGGED_IN);
    const body = { journalId: 1, type: 'polish', ...(await manuscript(k.t.deps.db, k.aliceId)) };
    expect((await k.t.call('/service/business/order/sci/submit', body, { json: true })).code).toBe(Code.NOT_LOGGED_IN);
  });
});
