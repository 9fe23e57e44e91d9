import { Code } from '@app/contract/codes';
import { SCI_PRICES_FEN, SCI_PROGRESS, type TSciProgress } from '@app/contract/sci-services';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, dbState } from '../../battery/db-state';
import type { DbOrTx } from '../../db/client';
import { uploads } from '../common/schema';
import { type Kit, makePaperUpload, meetingKit } from '../meeting/test-kit';
import { describeOrder, runCancelHook, runRefundHook } from '../order/kinds';
import { runPaidHook } from '../order/paid-hooks';
import { orderEvents, orders } from '../order/schema';
import { moveOrder } from '../order/states';
import { sciAuthors, sciEvents, sciPapers } from './schema';
import { canMoveSci, SCI_TRANSITIONS } from './states';
import { AUTHOR, makeJournal, manuscript, payOrder, submitSci } from './test-kit';

let k: Kit;
let journalId: number;
beforeAll(async () => {
  k = await meetingKit();
  journalId = (await makeJournal(k.t.deps.db)).id;
});
afterAll(() => k.t.close());

const SUBMIT = '/service/business/order/sci/submit';
const details = (id: number, cookie = k.alice) => k.t.call(`/service/business/order/sci/details/${id}`, {}, { cookie });
const move = (id: number, to: string, opinion = '') =>
  k.t.call(`/service/staff/sci/move/${id}`, { to, opinion }, { cookie: k.staff });
const modify = async (id: number, over: Record<string, unknown> = {}) =>
  k.t.call(
    `/service/business/order/sci/modify/${id}`,
    { ...(await manuscript(k.t.deps.db, k.aliceId)), ...over },
    { cookie: k.alice, json: true },
  );
const progressOf = async (id: number) =>
  (await k.t.deps.db.select().from(sciPapers).where(eq(sciPapers.orderId, id)))[0]!.progress;

describe('the transition table', () => {
  const ACTORS = ['user', 'staff', 'system'] as const;
  const ALLOWED = new Set([
    'pending>submitted:system',
    ...['submitted', 'reviewing', 'resubmitted'].flatMap((f) =>
      ['revision', 'accepted', 'rejected'].map((to) => `${f}>${to}:staff`),
    ),
    'submitted>reviewing:staff',
    'resubmitted>reviewing:staff',
    'revision>resubmitted:user',
    ...['submitted', 'reviewing', 'revision', 'resubmitted'].map((f) => `${f}>withdrawn:user`),
    ...['pending', 'submitted', 'reviewing', 'revision', 'resubmitted'].map((f) => `${f}>withdrawn:system`),
  ]);
  it('allows exactly the documented moves, each for one actor', () => {
    for (const from of SCI_PROGRESS)
      for (const to of SCI_PROGRESS)
        for (const a of ACTORS)
          expect(canMoveSci(from, to, a), `${from}>${to}:${a}`).toBe(ALLOWED.has(`${from}>${to}:${a}`));
    for (const end of ['accepted', 'rejected', 'withdrawn'] as TSciProgress[]) expect(SCI_TRANSITIONS[end]).toEqual({});
  });
});

describe('submitting', () => {
  it('creates an unpaid sci order priced by its type, the paper pending, with audit rows', async () => {
    for (const type of ['polish', 'submit', 'fullService'] as const) {
      const body = { journalId, type, ...(await manuscript(k.t.deps.db, k.aliceId)) };
      const r = await k.t.call(SUBMIT, body, { cookie: k.alice, json: true });
      expect(r.code, r.codeMsg).toBe(0);
      expect(r.data).toMatchObject({ amountFen: SCI_PRICES_FEN[type], payStatus: 'unpaid', progress: 'pending' });
      const [o] = await k.t.deps.db.select().from(orders).where(eq(orders.id, r.data.orderId));
      expect(o).toMatchObject({ kind: 'sci', userId: k.aliceId, amountFen: SCI_PRICES_FEN[type], status: 'unpaid' });
      const oe = await k.t.deps.db.select().from(orderEvents).where(eq(orderEvents.orderId, o!.id));
      expect(oe.map((e) => e.toStatus)).toEqual(['unpaid']);
      const se = await k.t.deps.db.select().from(sciEvents).where(eq(sciEvents.orderId, o!.id));
      expect(se.map((e) => [e.fromProgress, e.toProgress, e.action])).toEqual([[null, 'pending', 'created']]);
      const d = await details(o!.id);
      expect(d.data).toMatchObject({ type, progress: 'pending', modifiable: true, withdrawable: false });
      expect(d.data.authors[0]).toMatchObject({ nameEn: 'Ann Lee', corresponding: true });
    }
  });

  it('ignores a price sent by the client (the contract refuses the unknown field)', async () => {
    const before = await dbState(k.t.deps.db);
    const body = { journalId, type: 'polish', amountFen: 1, ...(await manuscript(k.t.deps.db, k.aliceId)) };
    const r = await k.t.call(SUBMIT, body, { cookie: k.alice, json: true });
    expect(r.code).toBe(Code.INVALID_INPUT);
    expect(changedTables(before, await dbState(k.t.deps.db))).toEqual(['uploads']);
  });

  it('refuses journals outside the service, missing journals, and bad input, naming the field and writing nothing', async () => {
    const outside = await makeJournal(k.t.deps.db, { sciService: false });
    const bobFile = await makePaperUpload(k.t.deps.db, k.bobId);
    const base = await manuscript(k.t.deps.db, k.aliceId);
    const before = await dbState(k.t.deps.db);
    const cases: [Record<string, unknown>, number, string?][] = [
      [{ journalId: outside.id }, Code.NOT_FOUND],
      [{ journalId: 99_999_999 }, Code.NOT_FOUND],
      [{ type: 'gold' }, Code.INVALID_INPUT, 'type'],
      [{ title: '  ' }, Code.INVALID_INPUT, 'title'],
      [{ title: '<b></b>' }, Code.INVALID_INPUT, '标题'],
      [{ abstract: '' }, Code.INVALID_INPUT, 'abstract'],
      [{ fields: [] }, Code.INVALID_INPUT, 'fields'],
      [{ fields: ['astrology'] }, Code.INVALID_INPUT, '研究领域'],
      [{ fileId: bobFile }, Code.INVALID_INPUT, 'fileId'],
      [{ fileId: 'nope' }, Code.INVALID_INPUT, 'fileId'],
      [{ authors: [] }, Code.INVALID_INPUT, 'authors'],
      [{ authors: [AUTHOR, { ...AUTHOR, position: 2 }] }, Code.INVALID_INPUT, 'authors'],
      [{ authors: [{ ...AUTHOR, email: 'x' }] }, Code.INVALID_INPUT, 'authors'],
      [
        { authors: Array.from({ length: 8 }, (_, i) => ({ ...AUTHOR, position: i + 1, corresponding: i === 0 })) },
        Code.INVALID_INPUT,
        'authors',
      ],
      [{ remark: 'x'.repeat(1001) }, Code.INVALID_INPUT, 'remark'],
    ];
    for (const [over, code, field] of cases) {
      const r = await k.t.call(
        SUBMIT,
        { journalId, type: 'polish', ...base, ...over },
        { cookie: k.alice, json: true },
      );
      expect(r.code, JSON.stringify(over).slice(0, 80)).toBe(code);
      if (field) expect(String(r.data?.field), JSON.stringify(over).slice(0, 80)).toContain(field);
    }
    expect(changedTables(before, await dbState(k.t.deps.db))).toEqual([]);
  });

  it('refuses a manuscript over the size cap', async () => {
    const big = await makePaperUpload(k.t.deps.db, k.aliceId, k.t.deps.config.paperUploadMaxBytes + 1);
    const r = await k.t.call(
      SUBMIT,
      { journalId, type: 'polish', ...(await manuscript(k.t.deps.db, k.aliceId)), fileId: big },
      { cookie: k.alice, json: true },
    );
    expect(r.code).toBe(Code.UPLOAD_TOO_LARGE);
  });
});

describe('payment starts the progress', () => {
  it('moves pending → submitted once, in the paying transaction; a repeated hook changes nothing', async () => {
    const id = await submitSci(k.t, k.alice, k.aliceId, journalId);
    await payOrder(k.t, id);
    expect(await progressOf(id)).toBe('submitted');
    const [o] = await k.t.deps.db.select().from(orders).where(eq(orders.id, id));
    await k.t.deps.db.transaction((tx) => runPaidHook(tx, o!, k.t.clock.now()));
    const ev = await k.t.deps.db.select().from(sciEvents).where(eq(sciEvents.orderId, id));
    expect(ev.map((e) => `${e.fromProgress}>${e.toProgress}:${e.actorKind}`)).toEqual([
      'null>pending:user',
      'pending>submitted:system',
    ]);
    const d = await details(id);
    expect(d.data).toMatchObject({ payStatus: 'paid', progress: 'submitted', modifiable: false, withdrawable: true });
  });

  it('a payment that fails after the hook leaves the paper pending (same transaction)', async () => {
    const id = await submitSci(k.t, k.alice, k.aliceId, journalId);
    await expect(
      k.t.deps.db.transaction(async (tx) => {
        const o = await moveOrder(tx, id, 'paid', { kind: 'system', id: null }, k.t.clock.now());
        await runPaidHook(tx, o, k.t.clock.now());
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await progressOf(id)).toBe('pending');
  });

  it('staff cannot move an unpaid paper', async () => {
    const id = await submitSci(k.t, k.alice, k.aliceId, journalId);
    for (const to of ['reviewing', 'revision', 'accepted', 'rejected'])
      expect((await move(id, to, 'x')).code).toBe(Code.INVALID_STATE);
    expect(await progressOf(id)).toBe('pending');
  });
});

describe('review, revision and modification', () => {
  it('runs submitted → reviewing → revision → resubmitted → accepted with opinions the author reads', async () => {
    const id = await submitSci(k.t, k.alice, k.aliceId, journalId, 'fullService');
    await payOrder(k.t, id);
    expect((await move(id, 'reviewing')).data.progress).toBe('reviewing');
    // A revision needs an opinion.
    const noOpinion = await move(id, 'revision', '  ');
    expect(noOpinion.code).toBe(Code.INVALID_INPUT);
    expect(noOpinion.data.field).toBe('opinion');
    expect((await move(id, 'revision', 'Please add <b>ablation</b> studies')).data.progress).toBe('revision');
    const d = await details(id);
    expect(d.data).toMatchObject({ progress: 'revision', modifiable: true });
    const opinion = d.data.timeline.find((e: { actor: string; opinion: string }) => e.actor === 'staff' && e.opinion);
    expect(opinion.opinion).toBe('Please add ablation studies');
    const m = await modify(id, { title: 'Revised title', reply: 'Added ablations' });
    expect(m.code, m.codeMsg).toBe(0);
    expect(m.data.progress).toBe('resubmitted');
    const after = await details(id);
    expect(after.data.title).toBe('Revised title');
    const last = after.data.timeline.at(-1);
    expect(last).toMatchObject({ from: 'revision', to: 'resubmitted', actor: 'user', opinion: 'Added ablations' });
    expect(last.file?.id).toBe(after.data.file.id);
    // Resubmitted is not editable again until staff ask.
    expect((await modify(id)).code).toBe(Code.INVALID_STATE);
    expect((await move(id, 'accepted', 'Accepted')).data.progress).toBe('accepted');
    for (const to of ['reviewing', 'revision', 'rejected'])
      expect((await move(id, to, 'x')).code).toBe(Code.INVALID_STATE);
    const w = await k.t.call(`/service/business/order/sci/withdraw/${id}`, {}, { cookie: k.alice });
    expect(w.code).toBe(Code.INVALID_STATE);
  });

  it('rejection needs an opinion', async () => {
    const id = await submitSci(k.t, k.alice, k.aliceId, journalId);
    await payOrder(k.t, id);
    expect((await move(id, 'rejected')).code).toBe(Code.INVALID_INPUT);
    expect((await move(id, 'rejected', 'Out of scope')).data.progress).toBe('rejected');
  });

  it('an unpaid order is modifiable without a change of state; paid and cancelled ones are not', async () => {
    const id = await submitSci(k.t, k.alice, k.aliceId, journalId);
    const m = await modify(id, { title: 'Changed before paying' });
    expect(m.data.progress).toBe('pending');
    const ev = await k.t.deps.db.select().from(sciEvents).where(eq(sciEvents.orderId, id));
    expect(ev.at(-1)).toMatchObject({ fromProgress: 'pending', toProgress: 'pending', action: 'modify' });
    await payOrder(k.t, id);
    expect((await modify(id)).code).toBe(Code.INVALID_STATE);

    const cancelled = await submitSci(k.t, k.alice, k.aliceId, journalId);
    await k.t.deps.db.transaction((tx) =>
      moveOrder(tx, cancelled, 'cancelled', { kind: 'user', id: k.aliceId }, k.t.clock.now()),
    );
    const before = await dbState(k.t.deps.db);
    expect((await modify(cancelled)).code).toBe(Code.INVALID_STATE);
    expect(changedTables(before, await dbState(k.t.deps.db))).toEqual(['uploads']);
    expect((await details(cancelled)).data).toMatchObject({ payStatus: 'cancelled', modifiable: false });
  });

  it('a modification keeps the author rules and file ownership', async () => {
    const id = await submitSci(k.t, k.alice, k.aliceId, journalId);
    const bobFile = await makePaperUpload(k.t.deps.db, k.bobId);
    const r = await modify(id, { fileId: bobFile });
    expect(r.code).toBe(Code.INVALID_INPUT);
    expect(r.data.field).toBe('fileId');
    const two = await modify(id, { authors: [AUTHOR, { ...AUTHOR, position: 2 }] });
    expect(two.code).toBe(Code.INVALID_INPUT);
    const authors = await k.t.deps.db.select().from(sciAuthors).where(eq(sciAuthors.orderId, id));
    expect(authors).toHaveLength(1);
  });

  it('the author withdraws an open paper; a withdrawn paper stays withdrawn', async () => {
    const id = await submitSci(k.t, k.alice, k.aliceId, journalId);
    expect((await k.t.call(`/service/business/order/sci/withdraw/${id}`, {}, { cookie: k.alice })).code).toBe(
      Code.INVALID_STATE,
    );
    await payOrder(k.t, id);
    const w = await k.t.call(
      `/service/business/order/sci/withdraw/${id}`,
      { reason: 'found another journal' },
      { cookie: k.alice },
    );
    expect(w.data.progress).toBe('withdrawn');
    expect((await move(id, 'reviewing')).code).toBe(Code.INVALID_STATE);
    const d = await details(id);
    expect(d.data.timeline.at(-1)).toMatchObject({ to: 'withdrawn', opinion: 'found another journal' });
  });
});

describe('cancel and refund hooks, and the order title', () => {
  const orderRow = async (id: number, db: DbOrTx = k.t.deps.db) =>
    (await db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it('cancelling an unpaid order withdraws its pending paper in the same transaction', async () => {
    const id = await submitSci(k.t, k.alice, k.aliceId, journalId);
    const now = k.t.clock.now();
    await k.t.deps.db.transaction(async (tx) => {
      await moveOrder(tx, id, 'cancelled', { kind: 'user', id: k.aliceId }, now);
      await runCancelHook(tx, await orderRow(id, tx), now);
    });
    expect(await progressOf(id)).toBe('withdrawn');
    expect((await details(id)).data).toMatchObject({ payStatus: 'cancelled', modifiable: false, withdrawable: false });
  });

  it('a refund withdraws an open paper but keeps a decided one', async () => {
    const open = await submitSci(k.t, k.alice, k.aliceId, journalId);
    const decided = await submitSci(k.t, k.alice, k.aliceId, journalId);
    for (const id of [open, decided]) await payOrder(k.t, id);
    await move(decided, 'accepted');
    for (const id of [open, decided])
      await k.t.deps.db.transaction((tx) => orderRow(id, tx).then((o) => runRefundHook(tx, o, k.t.clock.now())));
    expect(await progressOf(open)).toBe('withdrawn');
    expect(await progressOf(decided)).toBe('accepted');
    const ev = await k.t.deps.db.select().from(sciEvents).where(eq(sciEvents.orderId, open));
    expect(ev.at(-1)).toMatchObject({ toProgress: 'withdrawn', actorKind: 'system', action: 'refunded' });
  });

  it('titles an sci order by service, journal and paper in both languages', async () => {
    const id = await submitSci(k.t, k.alice, k.aliceId, journalId, 'fullService');
    const o = await orderRow(id);
    expect(await describeOrder(k.t.deps.db, o, 'zh')).toMatch(/^全程服务 · Journal of Testing \d+ · Deep Owner Paper$/);
    expect(await describeOrder(k.t.deps.db, o, 'en')).toMatch(/^Full service · /);
  });
});

describe('lists', () => {
  it('lists the caller’s orders only, filtered by progress; staff filter by progress, payment, type and keyword', async () => {
    const bobOrder = await submitSci(k.t, k.bob, k.bobId, journalId, 'submit', { title: 'Bob Unique Title' });
    const mine = await k.t.call('/service/business/order/sci/list', { pageSize: 100 }, { cookie: k.alice });
    expect(mine.data.list.length).toBeGreaterThan(3);
    expect(mine.data.list.every((o: { id: number }) => o.id !== bobOrder)).toBe(true);
    const pending = await k.t.call(
      '/service/business/order/sci/list',
      { progress: 'pending', pageSize: 100 },
      { cookie: k.alice },
    );
    expect(pending.data.list.every((o: { progress: string }) => o.progress === 'pending')).toBe(true);
    expect(pending.data.total).toBe(pending.data.list.length);

    const staff = (body: Record<string, unknown>) =>
      k.t.call('/service/staff/sci/list', { pageSize: 100, ...body }, { cookie: k.staff });
    const byKw = await staff({ keyword: 'Bob Unique' });
    expect(byKw.data.list.map((o: { id: number }) => o.id)).toEqual([bobOrder]);
    expect(byKw.data.list[0]).toMatchObject({ userName: 'Bob', type: 'submit' });
    const paid = await staff({ payStatus: 'paid' });
    expect(paid.data.list.length).toBeGreaterThan(0);
    expect(paid.data.list.every((o: { payStatus: string }) => o.payStatus === 'paid')).toBe(true);
    const full = await staff({ type: 'fullService' });
    expect(full.data.list.every((o: { type: string }) => o.type === 'fullService')).toBe(true);
    const get = await k.t.call(`/service/staff/sci/get/${bobOrder}`, {}, { cookie: k.staff });
    expect(get.data.user).toMatchObject({ id: k.bobId, nickname: 'Bob' });
    // Not for ordinary users.
    expect((await k.t.call('/service/staff/sci/list', {}, { cookie: k.alice })).code).toBe(Code.FORBIDDEN);
    expect((await k.t.call(`/service/staff/sci/move/${bobOrder}`, { to: 'reviewing' }, { cookie: k.alice })).code).toBe(
      Code.FORBIDDEN,
    );
  });
});

describe('concurrency (row locks)', () => {
  it('20 parallel staff decisions on one paper: one wins, one audit row', async () => {
    const id = await submitSci(k.t, k.alice, k.aliceId, journalId);
    await payOrder(k.t, id);
    const rs = await Promise.all(
      Array.from({ length: 20 }, (_, i) => move(id, i % 2 ? 'accepted' : 'rejected', 'decided')),
    );
    expect(rs.filter((r) => r.code === 0)).toHaveLength(1);
    expect(rs.filter((r) => r.code !== 0).every((r) => r.code === Code.INVALID_STATE)).toBe(true);
    const ev = await k.t.deps.db
      .select()
      .from(sciEvents)
      .where(and(eq(sciEvents.orderId, id), eq(sciEvents.actorKind, 'staff')));
    expect(ev).toHaveLength(1);
  });

  it('10 parallel resubmissions: one moves the paper, the rest are refused', async () => {
    const id = await submitSci(k.t, k.alice, k.aliceId, journalId);
    await payOrder(k.t, id);
    await move(id, 'revision', 'fix it');
    const bodies = await Promise.all(Array.from({ length: 10 }, () => manuscript(k.t.deps.db, k.aliceId)));
    const rs = await Promise.all(
      bodies.map((b) => k.t.call(`/service/business/order/sci/modify/${id}`, b, { cookie: k.alice, json: true })),
    );
    expect(rs.filter((r) => r.code === 0)).toHaveLength(1);
    const ev = await k.t.deps.db
      .select()
      .from(sciEvents)
      .where(and(eq(sciEvents.orderId, id), eq(sciEvents.action, 'resubmit')));
    expect(ev).toHaveLength(1);
  });
});

it('test uploads exist (sanity of the kit)', async () => {
  expect((await k.t.deps.db.select().from(uploads).limit(1)).length).toBe(1);
});
