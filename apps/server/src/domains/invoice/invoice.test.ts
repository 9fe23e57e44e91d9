import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { Code } from '@app/contract/codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, dbState } from '../../battery/db-state';
import { uploads } from '../common/schema';
import { orders } from '../order/schema';
import { outbox } from '../passport/schema';
import { yuan } from './pdf';
import { invoiceEvents, invoices, invoiceTitles } from './schema';
import {
  closeKit,
  company,
  conferenceOrder,
  type InvoiceKit,
  invoiceKit,
  invoicePath,
  personal,
  serviceOrder,
} from './test-kit';

let k: InvoiceKit;
beforeAll(async () => {
  k = await invoiceKit();
});
afterAll(() => closeKit(k));

const submit = (orderId: number, body: Record<string, unknown>, cookie = k.alice, kind = 'register') =>
  k.t.call(invoicePath(kind, orderId, 'submit'), body, { cookie, json: true });
const modify = (orderId: number, body: Record<string, unknown>, cookie = k.alice, kind = 'register') =>
  k.t.call(invoicePath(kind, orderId, 'modify'), body, { cookie, json: true });
const view = (orderId: number, cookie = k.alice, kind = 'register') =>
  k.t.call(invoicePath(kind, orderId, 'view'), {}, { cookie });

/**
 * Every text drawn in a PDF's (deflated) content streams, with hex strings decoded. Each stream is
 * cut at its dictionary's /Length: its compressed bytes may themselves end in "\r" or hold
 * "endstream", so a pattern up to "endstream" truncated one now and then (a CI failure).
 */
function pdfText(buf: Buffer): string {
  const raw = buf.toString('latin1');
  let out = '';
  for (const m of raw.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)) {
    const start = m.index + m[0].length;
    let s: string;
    try {
      s = zlib.inflateSync(buf.subarray(start, start + Number(m[1]))).toString('latin1');
    } catch {
      continue;
    }
    for (const h of s.matchAll(/<([0-9a-f]+)>/gi)) out += Buffer.from(h[1]!, 'hex').toString('latin1');
    out += '\n';
  }
  return out;
}

/** Expects a refusal that wrote nothing. */
async function refused(p: Promise<{ code: number; codeMsg: string }>, code: number, msg?: RegExp) {
  const before = await dbState(k.t.deps.db);
  const r = await p;
  expect(r.code, r.codeMsg).toBe(code);
  if (msg) expect(r.codeMsg).toMatch(msg);
  expect(changedTables(before, await dbState(k.t.deps.db))).toEqual([]);
  return r;
}

describe('who may ask', () => {
  it('an unpaid order cannot have an invoice; view says why', async () => {
    const { orderId } = await conferenceOrder(k, { paid: false });
    const v = await view(orderId);
    expect(v.code).toBe(0);
    expect(v.data.blocked).toBe('unpaid');
    expect(v.data.invoice).toBeNull();
    await refused(submit(orderId, personal), Code.INVALID_STATE, /尚未支付/);
  });

  it('a refunded order is refused, in both languages', async () => {
    const id = await serviceOrder(k, 'translation', k.aliceId, 'refunded');
    expect((await view(id, k.alice, 'translation')).data.blocked).toBe('refunded');
    await refused(submit(id, personal, k.alice, 'translation'), Code.INVALID_STATE, /已退款/);
    const en = await k.t.call(invoicePath('translation', id, 'submit'), personal, {
      cookie: k.alice,
      json: true,
      headers: { cookie: `${k.alice}; lang=en` },
    });
    expect(en.codeMsg).toMatch(/refunded/);
  });

  it('the path kind must be the order’s kind; another user’s order is not found', async () => {
    const { orderId } = await conferenceOrder(k);
    await refused(submit(orderId, personal, k.alice, 'translation'), Code.NOT_FOUND);
    await refused(submit(orderId, personal, k.bob), Code.NOT_FOUND);
    expect((await view(orderId, k.bob)).code).toBe(Code.NOT_FOUND);
    await refused(submit(orderId, personal, k.alice, 'Bad-Kind'), Code.INVALID_INPUT);
  });

  it('a wallet top-up never gets an invoice', async () => {
    const id = await serviceOrder(k, 'topup', k.aliceId);
    expect((await view(id, k.alice, 'topup')).data.blocked).toBe('notAllowed');
    await refused(submit(id, personal, k.alice, 'topup'), Code.INVALID_STATE);
  });
});

describe('the meeting’s invoice setting', () => {
  it('no invoice when the meeting does not offer one', async () => {
    const { orderId } = await conferenceOrder(k, { settings: { invoiceAllowed: false } });
    const v = await view(orderId);
    expect(v.data.setting.allowed).toBe(false);
    expect(v.data.blocked).toBe('notAllowed');
    await refused(submit(orderId, personal), Code.INVALID_STATE, /不提供发票/);
  });

  it('only the types the meeting offers, with its note', async () => {
    const normalOnly = await conferenceOrder(k);
    await refused(
      submit(normalOnly.orderId, { ...company, invoiceType: 'special' }),
      Code.INVALID_INPUT,
      /发票类型|不提供此类发票/,
    );
    const both = await conferenceOrder(k, {
      settings: {
        invoiceTypes: ['normal', 'special'],
        invoiceNote: '会后开具',
        invoiceNoteEn: 'Issued after the event',
      },
    });
    const v = await view(both.orderId);
    expect(v.data.setting).toEqual({ allowed: true, types: ['normal', 'special'], note: '会后开具' });
    // A special VAT invoice needs a company title.
    await refused(submit(both.orderId, { ...personal, invoiceType: 'special' }), Code.INVALID_INPUT, /企业抬头/);
    const ok = await submit(both.orderId, { ...company, invoiceType: 'special' });
    expect(ok.code, ok.codeMsg).toBe(0);
    expect(ok.data.invoiceType).toBe('special');
  });

  it('orders of other kinds get the default setting: normal only', async () => {
    const id = await serviceOrder(k, 'papercheck', k.aliceId, 'paid', 9_900);
    const v = await view(id, k.alice, 'papercheck');
    expect(v.data.setting).toEqual({ allowed: true, types: ['normal'], note: '' });
    await refused(submit(id, { ...company, invoiceType: 'special' }, k.alice, 'papercheck'), Code.INVALID_INPUT);
    const r = await submit(id, personal, k.alice, 'papercheck');
    expect(r.code, r.codeMsg).toBe(0);
    expect(r.data.amountFen).toBe(9_900);
  });
});

describe('the title', () => {
  it('a company title needs a tax number of 15–20 capital letters or digits', async () => {
    const { orderId } = await conferenceOrder(k);
    const r = await refused(submit(orderId, { ...company, taxNo: '' }), Code.INVALID_INPUT, /税号/);
    expect(r.codeMsg).toBe('企业抬头请填写税号');
    for (const taxNo of ['91110108ma01abcd2x', '12345678901234', '123456789012345678901', '9111010-MA01ABCD2']) {
      await refused(submit(orderId, { ...company, taxNo }), Code.INVALID_INPUT, /税号/);
    }
    for (const taxNo of ['123456789012345', '12345678901234567890']) {
      const { orderId: o2 } = await conferenceOrder(k);
      expect((await submit(o2, { ...company, taxNo })).code).toBe(0);
    }
  });

  it('a personal title has no tax number; title and e-mail are required', async () => {
    const { orderId } = await conferenceOrder(k);
    await refused(submit(orderId, { ...personal, taxNo: '123456789012345' }), Code.INVALID_INPUT, /个人抬头无需/);
    await refused(submit(orderId, { ...personal, invoiceTitle: ' ' }), Code.INVALID_INPUT, /发票抬头/);
    await refused(submit(orderId, { ...personal, email: 'nope' }), Code.INVALID_INPUT, /邮箱/);
    await refused(submit(orderId, { ...personal, titleType: 'other' }), Code.INVALID_INPUT, /抬头类型/);
    await refused(submit(orderId, { ...personal, amountFen: 1 }), Code.INVALID_INPUT);
  });
});

describe('one request per order, its life', () => {
  it('the amount is the order’s, one request per order, audit rows', async () => {
    const { orderId } = await conferenceOrder(k, { feeFen: 123_456 });
    const r = await submit(orderId, personal);
    expect(r.code, r.codeMsg).toBe(0);
    expect(r.data).toMatchObject({ status: 'requested', amountFen: 123_456, invoiceTitle: '王小明', pdfUrl: null });
    expect(r.data.events.map((e: { to: string }) => e.to)).toEqual(['requested']);
    await refused(submit(orderId, company), Code.ALREADY_SUBMITTED);
  });

  it('the amount is what was paid: a coupon’s discount is not invoiced', async () => {
    const { orderId } = await conferenceOrder(k, { feeFen: 100_000, paid: false });
    // The payment part records a coupon as the order's discount; the order is then paid.
    await k.t.deps.db.update(orders).set({ discountFen: 20_000 }).where(eq(orders.id, orderId));
    const p = await k.t.call(`/service/staff/order/markPaid/${orderId}`, {}, { cookie: k.staff });
    expect(p.code, p.codeMsg).toBe(0);
    const r = await submit(orderId, personal);
    expect(r.code, r.codeMsg).toBe(0);
    expect(r.data.amountFen).toBe(80_000);
  });

  it('concurrent requests for one order make one row', async () => {
    const { orderId } = await conferenceOrder(k);
    const rs = await Promise.all(Array.from({ length: 10 }, () => submit(orderId, personal)));
    expect(rs.filter((r) => r.code === 0)).toHaveLength(1);
    expect(rs.filter((r) => r.code !== 0).every((r) => r.code === Code.ALREADY_SUBMITTED)).toBe(true);
    expect(await k.t.deps.db.select().from(invoices).where(eq(invoices.orderId, orderId))).toHaveLength(1);
  });

  it('the unique index holds even past the service', async () => {
    const { orderId } = await conferenceOrder(k);
    const r = await submit(orderId, personal);
    const [row] = await k.t.deps.db.select().from(invoices).where(eq(invoices.id, r.data.id));
    const { id: _id, ...copy } = row!;
    await expect(k.t.deps.db.insert(invoices).values(copy)).rejects.toThrow();
    await expect(
      k.t.deps.db.update(invoices).set({ titleType: 'company', taxNo: '' }).where(eq(invoices.id, r.data.id)),
    ).rejects.toThrow();
  });

  it('requested → modified → rejected → resubmitted → issued; nothing changes after', async () => {
    const { orderId } = await conferenceOrder(k);
    const first = await submit(orderId, personal);
    const id = first.data.id as number;
    const m1 = await modify(orderId, { ...company, remark: '请尽快开具' });
    expect(m1.code, m1.codeMsg).toBe(0);
    expect(m1.data).toMatchObject({
      status: 'requested',
      titleType: 'company',
      taxNo: company.taxNo,
      remark: '请尽快开具',
    });

    await refused(
      k.t.call(`/service/staff/invoice/reject/${id}`, { reason: '' }, { cookie: k.staff }),
      Code.INVALID_INPUT,
    );
    await refused(
      k.t.call(`/service/staff/invoice/reject/${id}`, { reason: 'x' }, { cookie: k.alice }),
      Code.FORBIDDEN,
    );
    const rej = await k.t.call(
      `/service/staff/invoice/reject/${id}`,
      { reason: '税号与名称不符' },
      { cookie: k.staff },
    );
    expect(rej.data).toMatchObject({ status: 'rejected', rejectReason: '税号与名称不符' });
    await refused(k.t.call(`/service/staff/invoice/issue/${id}`, {}, { cookie: k.staff }), Code.INVALID_STATE);
    await refused(submit(orderId, company), Code.ALREADY_SUBMITTED);

    const again = await modify(orderId, { ...company, taxNo: '91110108MA01ABCD3Y' });
    expect(again.data).toMatchObject({ status: 'requested', rejectReason: '' });

    const issued = await k.t.call(`/service/staff/invoice/issue/${id}`, {}, { cookie: k.staff });
    expect(issued.code, issued.codeMsg).toBe(0);
    expect(issued.data.status).toBe('issued');
    expect(issued.data.invoiceNo).toMatch(/^FP\d{8}\d{8}$/);
    expect(issued.data.pdfUrl).toMatch(/^\/uploads\/[0-9a-f]{32}$/);
    expect(issued.data.events.map((e: { to: string; reason: string }) => `${e.to}:${e.reason}`)).toEqual([
      'requested:submitted',
      'requested:modified',
      'rejected:税号与名称不符',
      'requested:resubmitted',
      'issued:issued',
    ]);

    await refused(modify(orderId, company), Code.INVALID_STATE, /已开具/);
    await refused(k.t.call(`/service/staff/invoice/issue/${id}`, {}, { cookie: k.staff }), Code.INVALID_STATE);
    await refused(
      k.t.call(`/service/staff/invoice/reject/${id}`, { reason: 'r' }, { cookie: k.staff }),
      Code.INVALID_STATE,
    );
    const events = await k.t.deps.db.select().from(invoiceEvents).where(eq(invoiceEvents.invoiceId, id));
    expect(events.map((e) => e.actorKind)).toEqual(['user', 'user', 'staff', 'user', 'staff']);
  });

  it('concurrent issues and modifications: issued once, one PDF, never a server error', async () => {
    const { orderId } = await conferenceOrder(k);
    const r = await submit(orderId, personal);
    const countFiles = async () =>
      (await k.t.deps.db.select().from(uploads).where(eq(uploads.type, 'invoice'))).filter(
        (u) => u.userId === k.aliceId,
      ).length;
    const before = await countFiles();
    const rs = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        k.t.call(`/service/staff/invoice/issue/${r.data.id}`, {}, { cookie: k.staff }),
      ),
      ...Array.from({ length: 5 }, () => modify(orderId, { ...personal, remark: 'race' })),
    ]);
    const issues = rs.slice(0, 5);
    expect(issues.filter((x) => x.code === 0)).toHaveLength(1);
    expect(rs.every((x) => x.code === 0 || x.code === Code.INVALID_STATE)).toBe(true);
    expect(await countFiles()).toBe(before + 1);
    const [row] = await k.t.deps.db.select().from(invoices).where(eq(invoices.id, r.data.id));
    expect(row!.status).toBe('issued');
  });

  it('modify needs an existing request', async () => {
    const { orderId } = await conferenceOrder(k);
    await refused(modify(orderId, personal), Code.NOT_FOUND);
  });
});

describe('the issued PDF', () => {
  it('is a real PDF with the amount, readable by the owner and staff only', async () => {
    const { orderId } = await conferenceOrder(k, { feeFen: 120_050 });
    const r = await submit(orderId, company);
    const issued = await k.t.call(`/service/staff/invoice/issue/${r.data.id}`, {}, { cookie: k.staff });
    const url = issued.data.pdfUrl as string;
    const get = (cookie?: string) => k.t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    const owner = await get(k.alice);
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['content-type']).toBe('application/pdf');
    const pdf = owner.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('CNY 1,200.50');
    expect(text).toContain(issued.data.invoiceNo);
    expect(text).toContain(company.taxNo);
    expect((await get(k.staff)).statusCode).toBe(200);
    expect((await get(k.bob)).statusCode).toBe(404);
    expect((await get()).statusCode).toBe(404);
    // The e-mail given in the request is told.
    const mails = await k.t.deps.db.select().from(outbox).where(eq(outbox.recipient, company.email));
    expect(mails.some((m) => m.body.includes(issued.data.invoiceNo) && m.body.includes('CNY 1,200.50'))).toBe(true);
    // The file is in the data folder's uploads, named by its random id.
    expect(fs.existsSync(path.join(k.dataDir, 'uploads', url.split('/').pop()!))).toBe(true);
  });

  it('is still produced, Latin-only and saying so, without the CJK font', async () => {
    const k2 = await invoiceKit({ invoiceFont: '/nonexistent/font.ttc' });
    try {
      const { orderId } = await conferenceOrder(k2);
      const r = await k2.t.call(invoicePath('register', orderId, 'submit'), company, { cookie: k2.alice, json: true });
      const issued = await k2.t.call(`/service/staff/invoice/issue/${r.data.id}`, {}, { cookie: k2.staff });
      expect(issued.code, issued.codeMsg).toBe(0);
      const res = await k2.t.app.inject({ method: 'GET', url: issued.data.pdfUrl, headers: { cookie: k2.alice } });
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(res.rawPayload);
      expect(text).toContain('CNY 1,200.00');
      expect(text).toContain('CJK font is not installed');
    } finally {
      await closeKit(k2);
    }
  });

  it('is not issued for a request whose order was refunded meanwhile; no file is left', async () => {
    const { orderId } = await conferenceOrder(k);
    const r = await submit(orderId, personal);
    await k.t.deps.db.update(orders).set({ status: 'refunded' }).where(eq(orders.id, orderId));
    const files = () =>
      fs.existsSync(path.join(k.dataDir, 'uploads')) ? fs.readdirSync(path.join(k.dataDir, 'uploads')) : [];
    const before = files().length;
    await refused(
      k.t.call(`/service/staff/invoice/issue/${r.data.id}`, {}, { cookie: k.staff }),
      Code.INVALID_STATE,
      /已退款/,
    );
    expect(files().length).toBe(before);
    // The user cannot change it either.
    await refused(modify(orderId, company), Code.INVALID_STATE, /已退款/);
  });

  it('amount formatting stays exact', () => {
    expect(yuan(0)).toBe('0.00');
    expect(yuan(5)).toBe('0.05');
    expect(yuan(123_456_789)).toBe('1,234,567.89');
  });
});

describe('history and titles', () => {
  it('search and info show the caller’s own requests only', async () => {
    const bobOrder = await serviceOrder(k, 'translation', k.bobId);
    const b = await submit(bobOrder, { ...personal, invoiceTitle: 'Bob Secret' }, k.bob, 'translation');
    expect(b.code, b.codeMsg).toBe(0);
    const mine = await k.t.call(
      '/service/business/order/common/invoice/info/search',
      { pageSize: 100 },
      { cookie: k.alice },
    );
    expect(mine.data.total).toBeGreaterThan(0);
    expect(JSON.stringify(mine.data)).not.toContain('Bob Secret');
    const issued = await k.t.call(
      '/service/business/order/common/invoice/info/search',
      { status: 'issued' },
      { cookie: k.alice },
    );
    expect(issued.data.list.every((i: { status: string }) => i.status === 'issued')).toBe(true);
    expect(
      (await k.t.call(`/service/business/order/common/invoice/info/${b.data.id}`, {}, { cookie: k.alice })).code,
    ).toBe(Code.NOT_FOUND);
    const own = await k.t.call(`/service/business/order/common/invoice/info/${b.data.id}`, {}, { cookie: k.bob });
    expect(own.data.invoiceTitle).toBe('Bob Secret');
  });

  it('saved titles: add, edit, delete, the rules, the owner only, at most 20', async () => {
    const save = (body: Record<string, unknown>, cookie = k.alice) =>
      k.t.call('/service/user/invoice/title/save', body, { cookie, json: true });
    await refused(save({ ...company, taxNo: 'abc' }), Code.INVALID_INPUT, /税号/);
    await refused(save({ ...personal, taxNo: '123456789012345' }), Code.INVALID_INPUT);
    const a = await save(company);
    expect(a.code, a.codeMsg).toBe(0);
    const e = await save({ ...company, id: a.data.id, invoiceTitle: '新名称' });
    expect(e.data.invoiceTitle).toBe('新名称');
    await refused(save({ ...company, id: a.data.id }, k.bob), Code.NOT_FOUND);
    await refused(k.t.call(`/service/user/invoice/title/delete/${a.data.id}`, {}, { cookie: k.bob }), Code.NOT_FOUND);
    const list = await k.t.call('/service/user/invoice/title/list', {}, { cookie: k.alice });
    expect(list.data.map((t: { id: number }) => t.id)).toContain(a.data.id);
    expect((await k.t.call('/service/user/invoice/title/list', {}, { cookie: k.bob })).data).toEqual([]);
    expect((await k.t.call(`/service/user/invoice/title/delete/${a.data.id}`, {}, { cookie: k.alice })).code).toBe(0);
    await refused(k.t.call(`/service/user/invoice/title/delete/${a.data.id}`, {}, { cookie: k.alice }), Code.NOT_FOUND);

    await k.t.deps.db.delete(invoiceTitles).where(eq(invoiceTitles.userId, k.aliceId));
    const adds = await Promise.all(Array.from({ length: 25 }, (_, i) => save({ ...personal, invoiceTitle: `T${i}` })));
    expect(adds.filter((r) => r.code === 0)).toHaveLength(20);
    expect(adds.filter((r) => r.code !== 0).every((r) => r.code === Code.INVALID_STATE)).toBe(true);
    await k.t.deps.db.delete(invoiceTitles).where(eq(invoiceTitles.userId, k.aliceId));
  });

  it('a request may keep its title for next time', async () => {
    const { orderId } = await conferenceOrder(k);
    await submit(orderId, { ...company, invoiceTitle: '记住我公司', saveTitle: true });
    const list = await k.t.call('/service/user/invoice/title/list', {}, { cookie: k.alice });
    expect(list.data.filter((t: { invoiceTitle: string }) => t.invoiceTitle === '记住我公司')).toHaveLength(1);
  });
});

describe('staff', () => {
  it('lists requests with filters; only staff', async () => {
    const { orderId } = await conferenceOrder(k);
    const r = await submit(orderId, { ...company, invoiceTitle: '筛选测试公司' });
    const list = (q: Record<string, unknown>) => k.t.call('/service/staff/invoice/list', q, { cookie: k.staff });
    const byKw = await list({ keyword: '筛选测试' });
    expect(byKw.data.list.map((i: { id: number }) => i.id)).toEqual([r.data.id]);
    expect(byKw.data.list[0].userName).toBe('Alice');
    expect((await list({ keyword: r.data.orderNo })).data.total).toBe(1);
    expect((await list({ status: 'issued', keyword: '筛选测试' })).data.total).toBe(0);
    expect((await list({ orderKind: 'translation', keyword: '筛选测试' })).data.total).toBe(0);
    expect((await list({ orderKind: 'register', status: 'requested', keyword: '筛选测试' })).data.total).toBe(1);
    expect((await list({ keyword: '100%' })).data.total).toBe(0);
    expect((await k.t.call('/service/staff/invoice/list', {}, { cookie: k.alice })).code).toBe(Code.FORBIDDEN);
    const d = await k.t.call(`/service/staff/invoice/details/${r.data.id}`, {}, { cookie: k.staff });
    expect(d.data).toMatchObject({ id: r.data.id, userName: 'Alice', status: 'requested' });
    expect((await k.t.call('/service/staff/invoice/details/999999', {}, { cookie: k.staff })).code).toBe(
      Code.NOT_FOUND,
    );
  });
});
