import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../test/app';

let t: TestApp;
let demo: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  demo = await loginAs(t, '13800000000');
});
afterAll(() => t.close());

it('the demo user has translation orders in each state and check orders with a report', async () => {
  const r = await t.call('/service/business/order/trans/list', { pageSize: 20 }, { cookie: demo });
  const states = r.data.list.map((o: { progress: string }) => o.progress).sort();
  expect(states).toEqual(['awaiting_payment', 'completed', 'delivered', 'in_progress', 'queued']);
  const delivered = r.data.list.find((o: { progress: string }) => o.progress === 'delivered');
  const d = await t.call(`/service/business/order/trans/details/${delivered.id}`, {}, { cookie: demo });
  expect(d.data).toMatchObject({ canAfterSales: true, canConfirm: true });
  expect(d.data.delivered.name).toMatch(/\.pdf$/);
  const c = await t.call('/service/business/order/check/list', {}, { cookie: demo });
  expect(c.data.list.map((o: { progress: string }) => o.progress).sort()).toEqual([
    'awaiting_payment',
    'queued',
    'reported',
  ]);
  const staff = await loginAs(t, '13800000009');
  const s = await t.call('/service/staff/trans/list', { progress: 'in_progress' }, { cookie: staff });
  expect(s.data.total).toBe(1);
});
