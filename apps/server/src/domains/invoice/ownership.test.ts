import type { CallDef } from '@app/contract/call';
import { pathParams } from '@app/contract/call';
import { invoiceCalls } from '@app/contract/calls/invoice';
import { Code } from '@app/contract/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changedTables, dbState } from '../../battery/db-state';
import { closeKit, company, conferenceOrder, type InvoiceKit, invoiceKit, invoicePath } from './test-kit';

/**
 * QUALITY B5 over every invoice call that takes an id: another user gets "not found" and none of
 * the owner's fields; a visitor gets 1001; nothing is written. The first test fails when an
 * invoice call that takes an id is in none of the lists below.
 */
const CALLS: Record<string, CallDef> = invoiceCalls;

const OWNED = [
  'invoiceView',
  'invoiceSubmit',
  'invoiceModify',
  'invoiceInfo',
  'invoiceTitleSave',
  'invoiceTitleDelete',
] as const;

const ID_KEY = /^(id|[a-z]+Id|[a-z]+Code|token|a|b)$/;
const takesId = (call: CallDef) =>
  [...pathParams(call.path), ...(call.input instanceof z.ZodObject ? Object.keys(call.input.shape) : [])].some((k) =>
    ID_KEY.test(k),
  );

it('lists every invoice call that takes an id, outside the staff console', () => {
  const listed = new Set<string>(OWNED);
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

let k: InvoiceKit;
let ids: Record<(typeof OWNED)[number], { path: string; body: Record<string, unknown>; json?: boolean }>;
/** Strings only the owner's answer may contain. */
const SECRETS = ['北京示例科技有限公司', '91110108MA01ABCD2X', 'finance@example.com', 'Secret Title Ltd'];

beforeAll(async () => {
  k = await invoiceKit();
  const asked = await conferenceOrder(k);
  const fresh = await conferenceOrder(k);
  const r = await k.t.call(invoicePath('register', asked.orderId, 'submit'), company, { cookie: k.alice, json: true });
  expect(r.code, r.codeMsg).toBe(0);
  const title = await k.t.call(
    '/service/user/invoice/title/save',
    { ...company, invoiceTitle: 'Secret Title Ltd' },
    { cookie: k.alice, json: true },
  );
  ids = {
    invoiceView: { path: invoicePath('register', asked.orderId, 'view'), body: {} },
    invoiceSubmit: { path: invoicePath('register', fresh.orderId, 'submit'), body: company, json: true },
    invoiceModify: {
      path: invoicePath('register', asked.orderId, 'modify'),
      body: { ...company, remark: 'r' },
      json: true,
    },
    invoiceInfo: { path: `/service/business/order/common/invoice/info/${r.data.id}`, body: {} },
    invoiceTitleSave: {
      path: '/service/user/invoice/title/save',
      body: { ...company, id: title.data.id, invoiceTitle: 'Secret Title Ltd' },
      json: true,
    },
    invoiceTitleDelete: { path: `/service/user/invoice/title/delete/${title.data.id}`, body: {} },
  };
});
afterAll(() => closeKit(k));

describe('B5: another user and a visitor', () => {
  for (const name of OWNED) {
    it(`${name}: another user gets not found, a visitor 1001, nothing written`, async () => {
      const { path, body, json } = ids[name];
      const before = await dbState(k.t.deps.db);
      const other = await k.t.call(path, body, { cookie: k.bob, json });
      expect(other.code).toBe(Code.NOT_FOUND);
      for (const s of SECRETS) expect(JSON.stringify(other)).not.toContain(s);
      const visitor = await k.t.call(path, body, { json });
      expect(visitor.code).toBe(Code.NOT_LOGGED_IN);
      expect(visitor.data).toBeNull();
      expect(changedTables(before, await dbState(k.t.deps.db))).toEqual([]);
      const owner = await k.t.call(path, body, { cookie: k.alice, json });
      expect(owner.code, owner.codeMsg).toBe(0);
    });
  }

  it('the lists answer only the caller’s own', async () => {
    const search = await k.t.call('/service/business/order/common/invoice/info/search', {}, { cookie: k.bob });
    expect(search.data.total).toBe(0);
    const titles = await k.t.call('/service/user/invoice/title/list', {}, { cookie: k.bob });
    expect(titles.data).toEqual([]);
    for (const p of ['/service/business/order/common/invoice/info/search', '/service/user/invoice/title/list'])
      expect((await k.t.call(p, {})).code).toBe(Code.NOT_LOGGED_IN);
  });
});
