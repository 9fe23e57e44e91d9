import { quoteFen, TRANS_PROGRESS, type TTransProgress } from '@app/contract/calls/service';
import { Code } from '@app/contract/codes';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, dbState } from '../../battery/db-state';
import { describeOrder } from '../order/kinds';
import { orderEvents, orders } from '../order/schema';
import { checkEvents, checkOrders, transEvents, transOrders } from './schema';
import { CHECK_TRANSITIONS, canMoveCheck, canMoveTrans, TRANS_TRANSITIONS } from './states';
import { makeUpload, payOrder, type SvcKit, svcKit, transBody } from './test-kit';

let k: SvcKit;
beforeAll(async () => {
  k = await svcKit();
});
afterAll(() => k.t.close());

const T = '/service/business/order/trans';
const C = '/service/business/order/check';
const db = () => k.t.deps.db;
const dataDir = () => k.t.deps.config.dataDir;
const DAY = 24 * 3600 * 1000;

async function newTrans(over: Record<string, unknown> = {}) {
  const fileId = await makeUpload(db(), k.aliceId, 'paper', { dataDir: dataDir() });
  const r = await k.t.call(`${T}/create`, transBody(fileId, over), { cookie: k.alice });
  expect(r.code, r.codeMsg).toBe(0);
  return r.data.orderId as number;
}
const transRow = async (orderId: number) =>
  (await db().select().from(transOrders).where(eq(transOrders.orderId, orderId)))[0]!;
const staffMove = (orderId: number, body: Record<string, unknown>) =>
  k.t.call(`/service/staff/trans/move/${orderId}`, body, { cookie: k.staff });
async function delivered() {
  const id = await newTrans();
  await payOrder(k.t, id);
  expect((await staffMove(id, { action: 'start' })).code).toBe(0);
  const fileId = await makeUpload(db(), k.staffId, 'document', { dataDir: dataDir(), name: 'translated.docx' });
  const r = await staffMove(id, { action: 'deliver', fileId, note: '已完成翻译' });
  expect(r.code, r.codeMsg).toBe(0);
  return { id, fileId };
}
const backdate = (orderId: number, ms: number) =>
  db()
    .update(transOrders)
    .set({ deliveredAt: new Date(k.t.clock.now().getTime() - ms) })
    .where(eq(transOrders.orderId, orderId));
const get = (url: string, cookie?: string) => k.t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('price', () => {
  it('is words × fen per 1000 × turnaround factor, rounded half up to whole fen', () => {
    expect(quoteFen('translate', 'standard', 1000)).toBe(35_000);
    expect(quoteFen('translate', 'express', 1000)).toBe(52_500);
    expect(quoteFen('polish', 'standard', 100)).toBe(2_500);
    // 101 × 25 000 × 150 / 100 000 = 3787.5 → 3788; 103 → 3862.5 → 3863.
    expect(quoteFen('polish', 'express', 101)).toBe(3_788);
    expect(quoteFen('polish', 'express', 103)).toBe(3_863);
    // 1 × … = 37.5 would round to 38; 333 words of translate: 11 655 exactly.
    expect(quoteFen('translate', 'standard', 333)).toBe(11_655);
    expect(quoteFen('translatePolish', 'express', 200_000)).toBe(15_000_000);
  });

  it('the quote call answers the server price and refuses word counts outside 100..200000', async () => {
    const q = await k.t.call(`${T}/quote`, { type: 'polish', turnaround: 'express', wordCount: '101' });
    expect(q.data).toEqual({ amountFen: 3788, perThousandFen: 25_000, factorPct: 150, days: 3 });
    for (const w of ['100', '200000'])
      expect((await k.t.call(`${T}/quote`, { type: 'translate', turnaround: 'standard', wordCount: w })).code).toBe(0);
    for (const w of ['99', '200001', '0', '-5', '12.5', 'abc', '']) {
      const r = await k.t.call(`${T}/quote`, { type: 'translate', turnaround: 'standard', wordCount: w });
      expect(r.code, w).toBe(Code.INVALID_INPUT);
      expect(r.codeMsg).toContain('100');
    }
    const bad = await k.t.call(`${T}/quote`, { type: 'poetry', turnaround: 'standard', wordCount: 500 });
    expect(bad.code).toBe(Code.INVALID_INPUT);
    expect(bad.codeMsg).toContain('类型');
  });
});

describe('ordering a translation', () => {
  it('creates an unpaid translation order priced on the server, with its progress row and audit rows', async () => {
    const fileId = await makeUpload(db(), k.aliceId);
    const r = await k.t.call(`${T}/create`, transBody(fileId, { quotedFen: 105_000 }), { cookie: k.alice });
    expect(r.code, r.codeMsg).toBe(0);
    expect(r.data).toMatchObject({ amountFen: 105_000, orderStatus: 'unpaid' });
    const [o] = await db().select().from(orders).where(eq(orders.id, r.data.orderId));
    expect(o).toMatchObject({ kind: 'translation', userId: k.aliceId, amountFen: 105_000, status: 'unpaid' });
    const t = await transRow(o!.id);
    expect(t).toMatchObject({ progress: 'awaiting_payment', wordCount: 3000, type: 'translate', fileId });
    expect(await db().select().from(orderEvents).where(eq(orderEvents.orderId, o!.id))).toHaveLength(1);
    expect(await db().select().from(transEvents).where(eq(transEvents.transId, t.id))).toHaveLength(1);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const mine = await makeUpload(db(), k.aliceId);
    const bobs = await makeUpload(db(), k.bobId);
    const avatar = await makeUpload(db(), k.aliceId, 'avatar');
    const cases: [Record<string, unknown>, number, string][] = [
      [transBody(mine, { wordCount: 50 }), Code.INVALID_INPUT, '100'],
      [transBody(mine, { languagePair: 'en-en' }), Code.INVALID_INPUT, '语言对'],
      [transBody(mine, { type: 'polish', languagePair: 'zh-en' }), Code.INVALID_INPUT, '语言对'],
      [transBody(mine, { field: 'astrology' }), Code.INVALID_INPUT, '领域'],
      [transBody(mine, { turnaround: 'tomorrow' }), Code.INVALID_INPUT, '交付时效'],
      [transBody(mine, { remark: 'x'.repeat(501) }), Code.INVALID_INPUT, '备注'],
      [transBody(''), Code.INVALID_INPUT, '稿件'],
      [transBody(bobs), Code.INVALID_INPUT, '稿件'],
      [transBody(avatar), Code.INVALID_INPUT, '稿件'],
      [transBody(mine, { quotedFen: 1 }), Code.INVALID_STATE, '1050.00'],
    ];
    const before = await dbState(db());
    for (const [body, code, text] of cases) {
      const r = await k.t.call(`${T}/create`, body, { cookie: k.alice });
      expect(r.code, JSON.stringify(body)).toBe(code);
      expect(r.codeMsg, JSON.stringify(body)).toContain(text);
    }
    expect(changedTables(before, await dbState(db()))).toEqual([]);
    const visitor = await k.t.call(`${T}/create`, transBody(mine));
    expect(visitor.code).toBe(Code.NOT_LOGGED_IN);
  });

  it('English messages in English', async () => {
    const mine = await makeUpload(db(), k.aliceId);
    const r = await k.t.call(`${T}/create?lang=en`, transBody(mine, { wordCount: 7 }), {
      cookie: `${k.alice}; lang=en`,
    });
    expect(r.codeMsg).toMatch(/word count/i);
  });
});

describe('translation progress', () => {
  it('every transition outside the table is refused', () => {
    const actors = ['user', 'staff', 'system'] as const;
    for (const from of TRANS_PROGRESS)
      for (const to of TRANS_PROGRESS)
        for (const a of actors)
          expect(canMoveTrans(from, to, a)).toBe(TRANS_TRANSITIONS[from][to]?.includes(a) ?? false);
    expect(canMoveTrans('awaiting_payment', 'queued', 'staff')).toBe(false);
    expect(canMoveTrans('delivered', 'completed', 'staff')).toBe(false);
    expect(canMoveTrans('completed', 'after_sales', 'user')).toBe(false);
    expect(canMoveCheck('awaiting_payment', 'reported', 'staff')).toBe(false);
    expect(Object.keys(CHECK_TRANSITIONS)).toHaveLength(4);
  });

  it('payment queues it (paid hook); staff cannot start an unpaid one', async () => {
    const id = await newTrans();
    const early = await staffMove(id, { action: 'start' });
    expect(early.code).toBe(Code.INVALID_STATE);
    await payOrder(k.t, id);
    expect((await transRow(id)).progress).toBe('queued');
    // The hook is not run twice: a second payment of the same order is refused by the order machine.
    await expect(payOrder(k.t, id)).rejects.toThrow();
    expect((await transRow(id)).progress).toBe('queued');
  });

  it('staff deliver with a file; the owner and staff download it, nobody else', async () => {
    const id = await newTrans();
    await payOrder(k.t, id);
    expect((await staffMove(id, { action: 'deliver' })).code).toBe(Code.INVALID_STATE);
    expect((await staffMove(id, { action: 'start' })).code).toBe(0);
    const noFile = await staffMove(id, { action: 'deliver' });
    expect(noFile.code).toBe(Code.INVALID_INPUT);
    expect(noFile.codeMsg).toContain('交付');
    // A file of the user is not the staff member's delivery.
    const usersFile = await makeUpload(db(), k.aliceId, 'document');
    expect((await staffMove(id, { action: 'deliver', fileId: usersFile })).code).toBe(Code.INVALID_INPUT);
    const fileId = await makeUpload(db(), k.staffId, 'document', { dataDir: dataDir(), name: 'done.pdf' });
    expect((await staffMove(id, { action: 'deliver', fileId })).code).toBe(0);

    const d = await k.t.call(`${T}/details/${id}`, {}, { cookie: k.alice });
    expect(d.data).toMatchObject({ progress: 'delivered', canConfirm: true, canAfterSales: true });
    expect(d.data.afterSalesUntil).toBe(new Date(k.t.clock.now().getTime() + 30 * DAY).toISOString());
    const url = d.data.delivered.url as string;
    expect(url).toBe(`/files/service/trans/${id}/${fileId}`);
    expect((await get(url, k.alice)).statusCode).toBe(200);
    expect((await get(url, k.staff)).statusCode).toBe(200);
    expect((await get(url, k.bob)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(404);
    // The plain upload route keeps the staff member's file from the user; a foreign id is not served here.
    expect((await get(`/uploads/${fileId}`, k.alice)).statusCode).toBe(404);
    const other = await makeUpload(db(), k.staffId, 'document', { dataDir: dataDir() });
    expect((await get(`/files/service/trans/${id}/${other}`, k.alice)).statusCode).toBe(404);
    expect(d.data.events.map((e: { to: TTransProgress }) => e.to)).toEqual([
      'awaiting_payment',
      'queued',
      'in_progress',
      'delivered',
    ]);
  });

  it('the user confirms completion once; then no after-sales', async () => {
    const { id } = await delivered();
    const r = await k.t.call(`${T}/confirm/${id}`, {}, { cookie: k.alice });
    expect(r.data).toEqual({ progress: 'completed' });
    expect((await k.t.call(`${T}/confirm/${id}`, {}, { cookie: k.alice })).code).toBe(Code.INVALID_STATE);
    const as = await k.t.call(`${T}/afterSales/${id}`, { reason: 'x' }, { cookie: k.alice });
    expect(as.code).toBe(Code.INVALID_STATE);
  });

  it('confirming before delivery is refused', async () => {
    const id = await newTrans();
    await payOrder(k.t, id);
    expect((await k.t.call(`${T}/confirm/${id}`, {}, { cookie: k.alice })).code).toBe(Code.INVALID_STATE);
    const as = await k.t.call(`${T}/afterSales/${id}`, { reason: 'x' }, { cookie: k.alice });
    expect(as.code).toBe(Code.INVALID_STATE);
  });

  it('concurrent confirmations complete it once, with one audit row', async () => {
    const { id } = await delivered();
    const rs = await Promise.all(
      Array.from({ length: 10 }, () => k.t.call(`${T}/confirm/${id}`, {}, { cookie: k.alice })),
    );
    expect(rs.filter((r) => r.code === 0)).toHaveLength(1);
    expect(rs.filter((r) => r.code === Code.INVALID_STATE)).toHaveLength(9);
    const t = await transRow(id);
    const ev = await db().select().from(transEvents).where(eq(transEvents.transId, t.id));
    expect(ev.filter((e) => e.toProgress === 'completed')).toHaveLength(1);
  });

  it('after-sales needs a reason, is taken within 30 days of delivery, and staff answer it', async () => {
    const { id } = await delivered();
    const none = await k.t.call(`${T}/afterSales/${id}`, { reason: '  ' }, { cookie: k.alice });
    expect(none.code).toBe(Code.INVALID_INPUT);
    expect(none.codeMsg).toContain('售后原因');
    const bobsFile = await makeUpload(db(), k.bobId, 'document');
    expect((await k.t.call(`${T}/afterSales/${id}`, { reason: 'r', fileId: bobsFile }, { cookie: k.alice })).code).toBe(
      Code.INVALID_INPUT,
    );
    const attach = await makeUpload(db(), k.aliceId, 'document', { dataDir: dataDir(), name: 'notes.pdf' });
    // Exactly 30 days after delivery is still inside (sessions do not survive moving the clock a month).
    await backdate(id, 30 * DAY);
    const ok = await k.t.call(
      `${T}/afterSales/${id}`,
      { reason: '第3段术语不准确', fileId: attach },
      { cookie: k.alice },
    );
    expect(ok.data).toEqual({ progress: 'after_sales' });
    // Staff must say what they do.
    expect((await staffMove(id, { action: 'resume' })).code).toBe(Code.INVALID_INPUT);
    expect((await staffMove(id, { action: 'start' })).code).toBe(Code.INVALID_STATE);
    expect((await staffMove(id, { action: 'resume', note: '已安排译员修改' })).data).toEqual({
      progress: 'in_progress',
    });
    const f2 = await makeUpload(db(), k.staffId, 'document');
    expect((await staffMove(id, { action: 'deliver', fileId: f2 })).code).toBe(0);
    const d = await k.t.call(`${T}/details/${id}`, {}, { cookie: k.alice });
    expect(d.data.delivered.id).toBe(f2);
    const reasonEvent = d.data.events.find((e: { to: string }) => e.to === 'after_sales');
    expect(reasonEvent).toMatchObject({ note: '第3段术语不准确', actor: 'user', file: { name: 'notes.pdf' } });
    expect((await get(reasonEvent.file.url, k.staff)).statusCode).toBe(200);
  });

  it('after-sales past 30 days is refused; staff may close an after-sales request with an answer', async () => {
    const { id } = await delivered();
    await backdate(id, 30 * DAY + 1000);
    const late = await k.t.call(`${T}/afterSales/${id}`, { reason: 'late' }, { cookie: k.alice });
    expect(late.code).toBe(Code.OUT_OF_WINDOW);
    expect(late.codeMsg).toContain('30');
    expect((await k.t.call(`${T}/details/${id}`, {}, { cookie: k.alice })).data.canAfterSales).toBe(false);
    const { id: id2 } = await delivered();
    await k.t.call(`${T}/afterSales/${id2}`, { reason: 'r' }, { cookie: k.alice });
    expect((await staffMove(id2, { action: 'close', note: '经核对译文无误' })).data).toEqual({ progress: 'closed' });
    expect((await staffMove(id2, { action: 'resume', note: 'x' })).code).toBe(Code.INVALID_STATE);
  });

  it('lists the caller’s orders by tab', async () => {
    const t = await svcKit();
    try {
      const f = () => makeUpload(t.t.deps.db, t.aliceId);
      const mk = async () => (await t.t.call(`${T}/create`, transBody(await f()), { cookie: t.alice })).data.orderId;
      const [a, b] = [await mk(), await mk()];
      await payOrder(t.t, b);
      const tab = async (name: string) =>
        (await t.t.call(`${T}/list`, { tab: name }, { cookie: t.alice })).data.list.map((x: { id: number }) => x.id);
      expect(await tab('all')).toEqual([b, a].sort((x, y) => y - x));
      expect(await tab('unpaid')).toEqual([a]);
      expect(await tab('working')).toEqual([b]);
      expect(await tab('done')).toEqual([]);
      expect((await t.t.call(`${T}/list`, {}, { cookie: t.bob })).data.total).toBe(0);
      expect((await t.t.call(`${T}/list`, { tab: 'weird' }, { cookie: t.alice })).code).toBe(Code.INVALID_INPUT);
    } finally {
      await t.t.close();
    }
  });

  it('staff list filters by progress, type and keyword; other users cannot call staff calls', async () => {
    const id = await newTrans({ type: 'polish', languagePair: 'en-en' });
    const [o] = await db().select().from(orders).where(eq(orders.id, id));
    const r = await k.t.call('/service/staff/trans/list', { keyword: o!.orderNo }, { cookie: k.staff });
    expect(r.data.list.map((x: { id: number }) => x.id)).toEqual([id]);
    expect(r.data.list[0].user.nickname).toBe('Alice');
    const p = await k.t.call(
      '/service/staff/trans/list',
      { type: 'polish', progress: 'awaiting_payment' },
      { cookie: k.staff },
    );
    expect(
      p.data.list.every(
        (x: { type: string; progress: string }) => x.type === 'polish' && x.progress === 'awaiting_payment',
      ),
    ).toBe(true);
    expect((await k.t.call('/service/staff/trans/list', {}, { cookie: k.alice })).code).toBe(Code.FORBIDDEN);
    expect((await k.t.call(`/service/staff/trans/get/${id}`, {}, { cookie: k.alice })).code).toBe(Code.FORBIDDEN);
    expect((await staffMove(id, { action: 'start' })).code).toBe(Code.INVALID_STATE);
    expect((await k.t.call(`/service/staff/trans/move/${id}`, { action: 'start' }, { cookie: k.alice })).code).toBe(
      Code.FORBIDDEN,
    );
    expect((await k.t.call('/service/staff/trans/get/999999', {}, { cookie: k.staff })).code).toBe(Code.NOT_FOUND);
  });
});

describe('order kinds', () => {
  it('titles translation and check orders for the payment screen and the staff console', async () => {
    const id = await newTrans({ wordCount: 1200 });
    const [o] = await db().select().from(orders).where(eq(orders.id, id));
    expect(await describeOrder(db(), o!, 'zh')).toBe('学术翻译 · 1200字');
    expect(await describeOrder(db(), o!, 'en')).toBe('Academic translation · 1200 words');
  });

  it('a refunded order is neither worked on nor accepted, whatever its progress', async () => {
    const { id } = await delivered();
    await db().update(orders).set({ status: 'refunded' }).where(eq(orders.id, id));
    expect((await k.t.call(`${T}/confirm/${id}`, {}, { cookie: k.alice })).code).toBe(Code.INVALID_STATE);
    expect((await k.t.call(`${T}/afterSales/${id}`, { reason: 'r' }, { cookie: k.alice })).code).toBe(
      Code.INVALID_STATE,
    );
    const d = await k.t.call(`${T}/details/${id}`, {}, { cookie: k.alice });
    expect(d.data).toMatchObject({ orderStatus: 'refunded', canConfirm: false, canAfterSales: false });
    const queued = await newTrans();
    await payOrder(k.t, queued);
    await db().update(orders).set({ status: 'refunded' }).where(eq(orders.id, queued));
    expect((await staffMove(queued, { action: 'start' })).code).toBe(Code.INVALID_STATE);
  });
});

describe('paper check', () => {
  async function newCheck(engine = 'standard') {
    const fileId = await makeUpload(db(), k.aliceId, 'paper', { dataDir: dataDir(), name: 'thesis.docx' });
    const r = await k.t.call(`${C}/create`, { engine, title: '深度学习论文', fileId }, { cookie: k.alice });
    expect(r.code, r.codeMsg).toBe(0);
    return r.data.orderId as number;
  }

  it('lists editions with their price, and prices the order by edition', async () => {
    const e = await k.t.call(`${C}/engines`);
    expect(e.data).toEqual([
      { engine: 'basic', priceFen: 4900 },
      { engine: 'standard', priceFen: 12800 },
      { engine: 'full', priceFen: 29800 },
    ]);
    const id = await newCheck('full');
    const [o] = await db().select().from(orders).where(eq(orders.id, id));
    expect(o).toMatchObject({ kind: 'papercheck', amountFen: 29800, status: 'unpaid' });
  });

  it('refuses bad input, writing nothing', async () => {
    const f = await makeUpload(db(), k.aliceId);
    const bobs = await makeUpload(db(), k.bobId);
    const before = await dbState(db());
    const cases: [Record<string, unknown>, string][] = [
      [{ engine: 'turbo', title: 't', fileId: f }, '检测版本'],
      [{ engine: 'basic', title: ' ', fileId: f }, '标题'],
      [{ engine: 'basic', title: 't', fileId: bobs }, '稿件'],
      [{ engine: 'basic', title: 't' }, '稿件'],
    ];
    for (const [body, text] of cases) {
      const r = await k.t.call(`${C}/create`, body, { cookie: k.alice });
      expect(r.code).toBe(Code.INVALID_INPUT);
      expect(r.codeMsg).toContain(text);
    }
    expect(changedTables(before, await dbState(db()))).toEqual([]);
  });

  it('paid → queued; staff upload the report; the user sees it in the list and downloads it', async () => {
    const id = await newCheck();
    const mv = (body: Record<string, unknown>) =>
      k.t.call(`/service/staff/check/move/${id}`, body, { cookie: k.staff });
    expect((await mv({ action: 'start' })).code).toBe(Code.INVALID_STATE);
    await payOrder(k.t, id);
    const [c] = await db().select().from(checkOrders).where(eq(checkOrders.orderId, id));
    expect(c!.progress).toBe('queued');
    expect((await mv({ action: 'start' })).data).toEqual({ progress: 'checking' });
    expect((await mv({ action: 'report' })).code).toBe(Code.INVALID_INPUT);
    const report = await makeUpload(db(), k.staffId, 'document', { dataDir: dataDir(), name: 'report.pdf' });
    for (const s of ['101', '12.345', 'abc', '-1']) {
      const r = await mv({ action: 'report', fileId: report, similarity: s });
      expect(r.code, s).toBe(Code.INVALID_INPUT);
      expect(r.codeMsg).toContain('相似度');
    }
    expect((await mv({ action: 'report', fileId: report, similarity: '12.34' })).data).toEqual({
      progress: 'reported',
    });
    expect((await mv({ action: 'report', fileId: report })).code).toBe(Code.INVALID_STATE);
    const list = await k.t.call(`${C}/list`, {}, { cookie: k.alice });
    const mine = list.data.list.find((x: { id: number }) => x.id === id);
    expect(mine).toMatchObject({ progress: 'reported', similarityBp: 1234, report: { name: 'report.pdf' } });
    expect((await get(mine.report.url, k.alice)).statusCode).toBe(200);
    expect((await get(mine.report.url, k.bob)).statusCode).toBe(404);
    const d = await k.t.call(`${C}/details/${id}`, {}, { cookie: k.alice });
    expect(d.data.events.map((e: { to: string }) => e.to)).toEqual([
      'awaiting_payment',
      'queued',
      'checking',
      'reported',
    ]);
    const ev = await db().select().from(checkEvents).where(eq(checkEvents.checkId, c!.id)).orderBy(asc(checkEvents.id));
    expect(ev.map((e) => e.actorKind)).toEqual(['user', 'system', 'staff', 'staff']);
    const staffList = await k.t.call('/service/staff/check/list', { progress: 'reported' }, { cookie: k.staff });
    expect(staffList.data.list.some((x: { id: number }) => x.id === id)).toBe(true);
  });
});
