import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../test/app';

/** The demo seed gives the demo user SCI orders in different states, in both languages. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

it('seeds SCI orders for the demo user: unpaid, submitted, revision with an opinion, accepted', async () => {
  const user = await loginAs(t, '13800000000');
  const r = await t.call('/service/business/order/sci/list', { pageSize: 20 }, { cookie: user });
  const byProgress = Object.fromEntries(
    (r.data.list as { progress: string; payStatus: string; id: number }[]).map((o) => [o.progress, o]),
  );
  expect(Object.keys(byProgress).sort()).toEqual(['accepted', 'pending', 'revision', 'submitted']);
  expect(byProgress.pending!.payStatus).toBe('unpaid');
  expect(byProgress.accepted!.payStatus).toBe('paid');
  const d = await t.call(`/service/business/order/sci/details/${byProgress.revision!.id}`, {}, { cookie: user });
  expect(d.data.modifiable).toBe(true);
  expect(d.data.timeline.at(-1)).toMatchObject({ to: 'revision', actor: 'staff' });
  expect(d.data.timeline.at(-1).opinion).toMatch(/Reviewers/);
  expect(d.data.authors).toHaveLength(2);
  const staff = await loginAs(t, '13800000009');
  const s = await t.call('/service/staff/sci/list', { progress: 'revision' }, { cookie: staff });
  expect(s.data.total).toBeGreaterThanOrEqual(1);
});
