import type { sciModify, sciSubmit, TSciDetail } from '@app/contract/calls/sci';
import type { Lang } from '@app/contract/messages';
import {
  SCI_OPINION_REQUIRED,
  SCI_PRICES_FEN,
  SCI_WITHDRAWABLE,
  type TSciProgress,
  type TSciServiceType,
  type TSciStaffTarget,
} from '@app/contract/sci-services';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { containsPattern, offsetOf, type PageInput } from '../cms/paging';
import { plainText } from '../cms/sanitize';
import { journals } from '../cms/schema';
import { uploads } from '../common/schema';
import { RESEARCH_FIELDS } from '../config/options-data';
import { fieldError } from '../meeting/field-error';
import type { OrderRow } from '../order/paid-hooks';
import { orders } from '../order/schema';
import { createOrder } from '../order/states';
import type { TOrderStatus } from '../order/types';
import { users } from '../passport/schema';
import { formatLimit } from '../upload/names';
import { sciAuthors, sciEvents, sciPapers } from './schema';
import { canMoveSci } from './states';

type SubmitInput = z.output<typeof sciSubmit.input>;
type PaperInput = Omit<SubmitInput, 'journalId' | 'type'>;
type ModifyInput = Omit<z.output<typeof sciModify.input>, 'id'>;
type Actor = { kind: 'user' | 'staff' | 'system'; id: number | null };

export const SCI_KIND = 'sci';
const MB = 1024 * 1024;
const KNOWN_FIELDS = new Set<string>(RESEARCH_FIELDS.map((f) => f.value));

/** The manuscript must be the caller's own `paper` upload within the paper size cap. */
async function checkFile(deps: Deps, tx: DbOrTx, userId: number, fileId: string) {
  const [f] = await tx
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, fileId), eq(uploads.userId, userId), eq(uploads.type, 'paper')));
  if (!f) throw new AppError('INVALID_INPUT', { field: 'fileId' }, 'paper.fileRequired');
  const cap = Math.floor(deps.config.paperUploadMaxBytes / MB) * MB;
  if (f.size > cap) throw new AppError('UPLOAD_TOO_LARGE', { limit: formatLimit(cap) });
}

/** Text as plain text; a title or English name made only of markup is no value. */
function clean(lang: Lang, i: PaperInput) {
  if (i.fields.some((f) => !KNOWN_FIELDS.has(f))) throw fieldError(lang, 'fields');
  const cols = {
    title: plainText(i.title),
    keywords: plainText(i.keywords),
    abstract: plainText(i.abstract),
    fields: i.fields,
    fileId: i.fileId,
    remark: plainText(i.remark),
  };
  for (const k of ['title', 'keywords', 'abstract'] as const) if (!cols[k]) throw fieldError(lang, k, 'field.required');
  const authors = i.authors.map((a) => {
    const c = {
      position: a.position,
      corresponding: a.corresponding,
      nameEn: plainText(a.nameEn),
      name: plainText(a.name),
      countryCode: a.countryCode,
      phone: a.phone,
      email: a.email,
      title: plainText(a.title),
      affiliation: plainText(a.affiliation),
      country: plainText(a.country),
      address: plainText(a.address),
      field: plainText(a.field),
    };
    if (!c.nameEn) throw new AppError('INVALID_INPUT', { field: 'authors' }, 'paper.authorNameEn');
    return c;
  });
  return { cols, authors };
}

async function writeAuthors(tx: Tx, orderId: number, authors: ReturnType<typeof clean>['authors']) {
  await tx.delete(sciAuthors).where(eq(sciAuthors.orderId, orderId));
  await tx.insert(sciAuthors).values(authors.map((a) => ({ ...a, orderId })));
}

async function event(
  tx: DbOrTx,
  orderId: number,
  from: TSciProgress | null,
  to: TSciProgress,
  actor: Actor,
  now: Date,
  extra: { action: string; opinion?: string; fileId?: string | null },
) {
  await tx.insert(sciEvents).values({
    orderId,
    fromProgress: from,
    toProgress: to,
    actorKind: actor.kind,
    actorId: actor.id,
    action: extra.action,
    opinion: extra.opinion ?? '',
    fileId: extra.fileId ?? null,
    at: now,
  });
}

/**
 * Creates the unpaid `sci` order (amount from the type's price, never from the client) and the
 * paper in `pending`, in one transaction. Only journals of the SCI service take orders.
 */
export async function submitSci(deps: Deps, lang: Lang, userId: number, i: SubmitInput) {
  const { cols, authors } = clean(lang, i);
  const now = deps.clock.now();
  const type = i.type as TSciServiceType;
  return deps.db.transaction(async (tx) => {
    const [j] = await tx
      .select({ id: journals.id })
      .from(journals)
      .where(and(eq(journals.id, i.journalId), eq(journals.sciService, true)));
    if (!j) throw new AppError('NOT_FOUND');
    await checkFile(deps, tx, userId, cols.fileId);
    const actor = { kind: 'user' as const, id: userId };
    const order = await createOrder(tx, {
      kind: SCI_KIND,
      userId,
      meetingId: null,
      amountFen: SCI_PRICES_FEN[type],
      now,
      actor,
    });
    await tx.insert(sciPapers).values({
      ...cols,
      orderId: order.id,
      userId,
      journalId: j.id,
      serviceType: type,
      progress: 'pending',
      createdAt: now,
      updatedAt: now,
    });
    await writeAuthors(tx, order.id, authors);
    await event(tx, order.id, null, 'pending', actor, now, { action: 'created', fileId: cols.fileId });
    // A free order is created paid: its progress starts at once, as a payment would start it.
    if (order.status === 'paid') await startProgress(tx, order, now);
    return {
      orderId: order.id,
      orderNo: order.orderNo,
      amountFen: order.amountFen,
      payStatus: order.status as TOrderStatus,
      progress: (order.status === 'paid' ? 'submitted' : 'pending') as TSciProgress,
    };
  });
}

/**
 * The paid hook of kind `sci`: runs in the transaction that marks the order paid, so the paper
 * counts as submitted exactly once with the payment. A paper no longer pending is left alone.
 */
export async function startProgress(tx: DbOrTx, order: OrderRow, now: Date) {
  const moved = await tx
    .update(sciPapers)
    .set({ progress: 'submitted', updatedAt: now })
    .where(and(eq(sciPapers.orderId, order.id), eq(sciPapers.progress, 'pending')))
    .returning({ id: sciPapers.orderId });
  if (moved.length)
    await event(tx, order.id, 'pending', 'submitted', { kind: 'system', id: null }, now, { action: 'paid' });
}

/**
 * The cancel and refund hooks of kind `sci`: an order that will not be served withdraws its paper
 * if it is still open (a decided paper keeps its decision), in the transaction that closes the order.
 */
export async function closeProgress(tx: DbOrTx, order: OrderRow, now: Date, reason: 'cancelled' | 'refunded') {
  const [p] = await tx.select().from(sciPapers).where(eq(sciPapers.orderId, order.id)).for('update');
  if (!p) return;
  const from = p.progress as TSciProgress;
  if (!canMoveSci(from, 'withdrawn', 'system')) return;
  await tx.update(sciPapers).set({ progress: 'withdrawn', updatedAt: now }).where(eq(sciPapers.orderId, order.id));
  await event(tx, order.id, from, 'withdrawn', { kind: 'system', id: null }, now, { action: reason });
}

/** The order's title on the payment screen and in the staff console: service · journal · paper. */
export async function describeSci(db: DbOrTx, order: OrderRow, lang: Lang) {
  const [r] = await db
    .select({ type: sciPapers.serviceType, title: sciPapers.title, journal: journals.name })
    .from(sciPapers)
    .innerJoin(journals, eq(journals.id, sciPapers.journalId))
    .where(eq(sciPapers.orderId, order.id));
  if (!r) return '';
  const names = SCI_TYPE_NAMES[r.type as TSciServiceType];
  return `${names ? names[lang === 'en' ? 1 : 0] : r.type} · ${r.journal} · ${r.title}`;
}

const SCI_TYPE_NAMES: Record<TSciServiceType, [string, string]> = {
  polish: ['语言润色', 'Language editing'],
  submit: ['投稿代理', 'Submission service'],
  fullService: ['全程服务', 'Full service'],
};

/** The caller's paper (or any, for staff) under a row lock, with its order's payment status. */
async function lockPaper(tx: Tx, id: number, userId?: number) {
  const [p] = await tx
    .select()
    .from(sciPapers)
    .where(and(eq(sciPapers.orderId, id), userId === undefined ? undefined : eq(sciPapers.userId, userId)))
    .for('update');
  if (!p) throw new AppError('NOT_FOUND');
  const [o] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  return { p, payStatus: o!.status as TOrderStatus, progress: p.progress as TSciProgress };
}

/** What the author may change now: an unpaid order's manuscript, or one staff sent back. */
export function modifyMode(payStatus: string, progress: TSciProgress): 'unpaid' | 'revision' | null {
  if (progress === 'pending' && payStatus === 'unpaid') return 'unpaid';
  if (progress === 'revision') return 'revision';
  return null;
}

/**
 * Changes the manuscript. Unpaid: the order stays as it is (an audit row records the change).
 * Revision: the paper moves to `resubmitted` with the author's reply and the revised file.
 */
export async function modifySci(deps: Deps, lang: Lang, userId: number, id: number, i: ModifyInput) {
  const { cols, authors } = clean(lang, i);
  const reply = plainText(i.reply);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { payStatus, progress } = await lockPaper(tx, id, userId);
    const mode = modifyMode(payStatus, progress);
    if (!mode) throw new AppError('INVALID_STATE');
    await checkFile(deps, tx, userId, cols.fileId);
    const to: TSciProgress = mode === 'revision' ? 'resubmitted' : progress;
    if (mode === 'revision' && !canMoveSci(progress, to, 'user')) throw new AppError('INVALID_STATE');
    await tx
      .update(sciPapers)
      .set({ ...cols, progress: to, updatedAt: now })
      .where(eq(sciPapers.orderId, id));
    await writeAuthors(tx, id, authors);
    await event(tx, id, progress, to, { kind: 'user', id: userId }, now, {
      action: mode === 'revision' ? 'resubmit' : 'modify',
      opinion: reply,
      fileId: cols.fileId,
    });
    return { id, progress: to };
  });
}

export async function withdrawSci(deps: Deps, userId: number, id: number, reason: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { progress } = await lockPaper(tx, id, userId);
    if (!canMoveSci(progress, 'withdrawn', 'user')) throw new AppError('INVALID_STATE');
    await tx.update(sciPapers).set({ progress: 'withdrawn', updatedAt: now }).where(eq(sciPapers.orderId, id));
    await event(tx, id, progress, 'withdrawn', { kind: 'user', id: userId }, now, {
      action: 'withdraw',
      opinion: plainText(reason),
    });
    return { id, progress: 'withdrawn' as const };
  });
}

/** Staff move a paper's progress; revision and rejection carry an opinion the author reads. */
export async function moveSci(deps: Deps, staffId: number, id: number, to: TSciStaffTarget, opinion: string) {
  const text = plainText(opinion);
  if (SCI_OPINION_REQUIRED.includes(to) && !text)
    throw new AppError('INVALID_INPUT', { field: 'opinion' }, 'paper.opinionRequired');
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { progress } = await lockPaper(tx, id);
    if (!canMoveSci(progress, to, 'staff')) throw new AppError('INVALID_STATE');
    await tx.update(sciPapers).set({ progress: to, updatedAt: now }).where(eq(sciPapers.orderId, id));
    await event(tx, id, progress, to, { kind: 'staff', id: staffId }, now, { action: 'move', opinion: text });
    return { id, progress: to };
  });
}

function briefQuery(db: DbOrTx) {
  return db
    .select({ p: sciPapers, o: orders, j: journals, nickname: users.nickname, phone: users.phone })
    .from(sciPapers)
    .innerJoin(orders, eq(orders.id, sciPapers.orderId))
    .innerJoin(journals, eq(journals.id, sciPapers.journalId))
    .innerJoin(users, eq(users.id, sciPapers.userId));
}
type BriefRow = Awaited<ReturnType<ReturnType<typeof briefQuery>['execute']>>[number];

const toBrief = (r: BriefRow) => ({
  id: r.p.orderId,
  orderNo: r.o.orderNo,
  type: r.p.serviceType as TSciServiceType,
  amountFen: r.o.amountFen,
  payStatus: r.o.status as TOrderStatus,
  progress: r.p.progress as TSciProgress,
  title: r.p.title,
  journal: {
    id: r.j.id,
    name: r.j.name,
    issn: r.j.issn,
    partition: r.j.partition,
    impactFactor: r.j.impactFactor,
  },
  createdAt: r.p.createdAt.toISOString(),
  updatedAt: r.p.updatedAt.toISOString(),
});

async function toDetail(db: DbOrTx, r: BriefRow): Promise<TSciDetail> {
  const id = r.p.orderId;
  const [authors, events] = await Promise.all([
    db.select().from(sciAuthors).where(eq(sciAuthors.orderId, id)).orderBy(asc(sciAuthors.position)),
    db.select().from(sciEvents).where(eq(sciEvents.orderId, id)).orderBy(asc(sciEvents.id)),
  ]);
  const fileIds = [...new Set([r.p.fileId, ...events.map((e) => e.fileId).filter((f): f is string => !!f)])];
  const files = await db.select().from(uploads).where(inArray(uploads.id, fileIds));
  const fileOf = (fid: string | null) => files.find((f) => f.id === fid);
  const f = fileOf(r.p.fileId);
  const progress = r.p.progress as TSciProgress;
  return {
    ...toBrief(r),
    keywords: r.p.keywords,
    abstract: r.p.abstract,
    fields: r.p.fields,
    file: f ? { id: f.id, name: f.originalName, size: f.size, url: `/uploads/${f.id}` } : null,
    authors: authors.map(({ id: _id, orderId: _o, ...a }) => a),
    remark: r.p.remark,
    timeline: events.map((e) => {
      const ef = fileOf(e.fileId);
      return {
        id: e.id,
        from: e.fromProgress as TSciProgress | null,
        to: e.toProgress as TSciProgress,
        actor: e.actorKind,
        action: e.action,
        opinion: e.opinion,
        file: ef ? { id: ef.id, name: ef.originalName, url: `/uploads/${ef.id}` } : null,
        at: e.at.toISOString(),
      };
    }),
    modifiable: modifyMode(r.o.status, progress) !== null,
    withdrawable: SCI_WITHDRAWABLE.includes(progress),
  };
}

/** The caller's paper by order id; another user's answers NOT_FOUND. */
export async function sciDetails(db: DbOrTx, userId: number, id: number) {
  const [r] = await briefQuery(db)
    .where(and(eq(sciPapers.orderId, id), eq(sciPapers.userId, userId)))
    .limit(1);
  if (!r) throw new AppError('NOT_FOUND');
  return toDetail(db, r);
}

export async function sciList(db: DbOrTx, userId: number, progress: TSciProgress | undefined, p: PageInput) {
  const where = and(eq(sciPapers.userId, userId), progress ? eq(sciPapers.progress, progress) : undefined);
  const [rows, [total]] = await Promise.all([
    briefQuery(db)
      .where(where)
      .orderBy(desc(sciPapers.updatedAt), desc(sciPapers.orderId))
      .limit(p.pageSize)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(sciPapers).where(where),
  ]);
  return { list: rows.map(toBrief), total: total?.n ?? 0, page: p.page, pageSize: p.pageSize };
}

export async function staffSciList(
  db: DbOrTx,
  i: { progress?: TSciProgress; payStatus?: string; type?: TSciServiceType; keyword?: string } & PageInput,
) {
  const conds: (SQL | undefined)[] = [];
  if (i.progress) conds.push(eq(sciPapers.progress, i.progress));
  if (i.payStatus) conds.push(eq(orders.status, i.payStatus));
  if (i.type) conds.push(eq(sciPapers.serviceType, i.type));
  if (i.keyword) {
    const pat = containsPattern(i.keyword);
    conds.push(
      or(
        ilike(sciPapers.title, pat),
        ilike(orders.orderNo, pat),
        ilike(users.nickname, pat),
        ilike(journals.name, pat),
      ),
    );
  }
  const where = and(...conds);
  const [rows, [total]] = await Promise.all([
    briefQuery(db)
      .where(where)
      .orderBy(desc(sciPapers.updatedAt), desc(sciPapers.orderId))
      .limit(i.pageSize)
      .offset(offsetOf(i)),
    db
      .select({ n: count() })
      .from(sciPapers)
      .innerJoin(orders, eq(orders.id, sciPapers.orderId))
      .innerJoin(journals, eq(journals.id, sciPapers.journalId))
      .innerJoin(users, eq(users.id, sciPapers.userId))
      .where(where),
  ]);
  return {
    list: rows.map((r) => ({ ...toBrief(r), userId: r.p.userId, userName: r.nickname })),
    total: total?.n ?? 0,
    page: i.page,
    pageSize: i.pageSize,
  };
}

export async function staffSciGet(db: DbOrTx, id: number) {
  const [r] = await briefQuery(db).where(eq(sciPapers.orderId, id)).limit(1);
  if (!r) throw new AppError('NOT_FOUND');
  return { ...(await toDetail(db, r)), user: { id: r.p.userId, nickname: r.nickname, phone: r.phone } };
}
