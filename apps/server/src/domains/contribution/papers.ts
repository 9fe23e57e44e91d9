import type { paperSave, paperSubmit, TPaperDetail, TPaperStatus } from '@app/contract/calls/contribution';
import { PAPER_EDITABLE } from '@app/contract/calls/contribution';
import type { Lang } from '@app/contract/messages';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { lockKey } from '../../platform/lock';
import { containsPattern, type PageInput, offsetOf } from '../cms/paging';
import { plainText } from '../cms/sanitize';
import { meetings } from '../cms/schema';
import { uploads } from '../common/schema';
import { RESEARCH_FIELDS } from '../config/options-data';
import { fieldError } from '../meeting/field-error';
import { pick } from '../meeting/pick';
import { loadMeeting, paperMaxMb, requireOpen, stateAt, submissionWindow } from '../meeting/windows';
import { users } from '../passport/schema';
import { formatLimit } from '../upload/names';
import { paperAuthors, paperEvents, papers } from './schema';
import { ACTION_TARGET, canMovePaper } from './states';

type DraftInput = z.output<typeof paperSave.input>;
type FullInput = z.output<typeof paperSubmit.input>;
type Author = NonNullable<DraftInput['authors']>[number];
type Actor = { kind: 'user' | 'staff'; id: number };

const MB = 1024 * 1024;
const KNOWN_FIELDS = new Set<string>(RESEARCH_FIELDS.map((f) => f.value));
const SUBMIT_KEYS = { notOpen: 'paper.notOpen', closed: 'paper.closed' };

function checkFields(lang: Lang, fields: string[] | undefined) {
  if (fields?.some((f) => !KNOWN_FIELDS.has(f))) throw fieldError(lang, 'fields');
}

/** The file must be the caller's own `paper` upload and within this conference's cap. */
async function checkFile(tx: DbOrTx, userId: number, fileId: string | undefined, maxMb: number) {
  if (!fileId) return;
  const [f] = await tx
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, fileId), eq(uploads.userId, userId), eq(uploads.type, 'paper')));
  if (!f) throw new AppError('INVALID_INPUT', { field: 'fileId' }, 'paper.fileRequired');
  if (f.size > maxMb * MB) throw new AppError('UPLOAD_TOO_LARGE', { limit: formatLimit(maxMb * MB) });
}

/** Author text as plain text; a required English name made only of markup is no name. */
function cleanAuthors(list: Author[], strict: boolean) {
  return list.map((a) => {
    const clean = {
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
    if (strict && !clean.nameEn) throw new AppError('INVALID_INPUT', { field: 'authors' }, 'paper.authorNameEn');
    return clean;
  });
}

function paperColumns(lang: Lang, i: DraftInput | FullInput, now: Date) {
  const title = plainText(i.title);
  if (!title) throw fieldError(lang, 'title', 'field.required');
  return {
    title,
    keywords: plainText(i.keywords),
    abstract: plainText(i.abstract),
    fields: i.fields ?? [],
    fileId: i.fileId ?? null,
    couponCode: i.couponCode,
    referralCode: i.referralCode,
    inviteCode: i.inviteCode,
    updatedAt: now,
  };
}

async function writeAuthors(tx: Tx, paperId: number, authors: ReturnType<typeof cleanAuthors> | undefined) {
  if (!authors) return;
  await tx.delete(paperAuthors).where(eq(paperAuthors.paperId, paperId));
  if (authors.length) await tx.insert(paperAuthors).values(authors.map((a) => ({ ...a, paperId })));
}

async function event(
  tx: Tx,
  paperId: number,
  from: TPaperStatus | null,
  to: TPaperStatus,
  actor: Actor,
  now: Date,
  extra: { action?: string; reason?: string } = {},
) {
  await tx.insert(paperEvents).values({
    paperId,
    fromStatus: from,
    toStatus: to,
    actorKind: actor.kind,
    actorId: actor.id,
    action: extra.action ?? null,
    reason: extra.reason ?? '',
    at: now,
  });
}

/**
 * Saves the draft or submits the caller's paper for a conference, inside its submission window.
 * One paper per person per conference: an advisory lock on the pair serialises parallel saves,
 * the unique index backs it.
 */
async function writeOwnPaper(deps: Deps, lang: Lang, userId: number, i: DraftInput | FullInput, submit: boolean) {
  checkFields(lang, i.fields);
  const now = deps.clock.now();
  const authors = i.authors ? cleanAuthors(i.authors, submit) : undefined;
  return deps.db.transaction(async (tx) => {
    const { meeting, settings } = await loadMeeting(tx, i.meetingId);
    requireOpen(now, submissionWindow(meeting, settings), SUBMIT_KEYS);
    await checkFile(tx, userId, i.fileId, paperMaxMb(settings, deps.config));
    await lockKey(tx, `paper:${meeting.id}:${userId}`);
    const [old] = await tx
      .select()
      .from(papers)
      .where(and(eq(papers.meetingId, meeting.id), eq(papers.userId, userId)));
    if (old && old.status !== 'draft') throw new AppError('ALREADY_SUBMITTED', {}, 'paper.already');
    const cols = paperColumns(lang, i, now);
    const status: TPaperStatus = submit ? 'submitted' : 'draft';
    let id: number;
    if (old) {
      await tx
        .update(papers)
        .set({ ...cols, status, submittedAt: submit ? now : null })
        .where(eq(papers.id, old.id));
      id = old.id;
    } else {
      const [row] = await tx
        .insert(papers)
        .values({ ...cols, meetingId: meeting.id, userId, status, submittedAt: submit ? now : null, createdAt: now })
        .returning({ id: papers.id });
      id = row!.id;
      await event(tx, id, null, 'draft', { kind: 'user', id: userId }, now);
    }
    await writeAuthors(tx, id, authors);
    if (submit) await event(tx, id, 'draft', 'submitted', { kind: 'user', id: userId }, now);
    return { id, status };
  });
}

export const saveDraft = (deps: Deps, lang: Lang, userId: number, i: DraftInput) =>
  writeOwnPaper(deps, lang, userId, i, false);
export const submitPaper = (deps: Deps, lang: Lang, userId: number, i: FullInput) =>
  writeOwnPaper(deps, lang, userId, i, true);

/**
 * Resubmits after staff asked for revision. The submission deadline does not apply: staff asked
 * for the change.
 */
export async function resubmitPaper(
  deps: Deps,
  lang: Lang,
  userId: number,
  id: number,
  i: Omit<FullInput, 'meetingId'>,
) {
  checkFields(lang, i.fields);
  const now = deps.clock.now();
  const authors = cleanAuthors(i.authors, true);
  return deps.db.transaction(async (tx) => {
    const [p] = await tx
      .select()
      .from(papers)
      .where(and(eq(papers.id, id), eq(papers.userId, userId)))
      .for('update');
    if (!p) throw new AppError('NOT_FOUND');
    if (!canMovePaper(p.status as TPaperStatus, 'resubmitted', 'user')) throw new AppError('INVALID_STATE');
    const { settings } = await loadMeeting(tx, p.meetingId);
    await checkFile(tx, userId, i.fileId, paperMaxMb(settings, deps.config));
    await tx
      .update(papers)
      .set({ ...paperColumns(lang, { ...i, meetingId: p.meetingId }, now), status: 'resubmitted', submittedAt: now })
      .where(eq(papers.id, id));
    await writeAuthors(tx, id, authors);
    await event(tx, id, p.status as TPaperStatus, 'resubmitted', { kind: 'user', id: userId }, now);
    return { id, status: 'resubmitted' as const };
  });
}

function briefQuery(db: DbOrTx) {
  return db
    .select({ p: papers, m: meetings, nickname: users.nickname, phone: users.phone })
    .from(papers)
    .innerJoin(meetings, eq(meetings.id, papers.meetingId))
    .innerJoin(users, eq(users.id, papers.userId));
}
type BriefRow = Awaited<ReturnType<ReturnType<typeof briefQuery>['execute']>>[number];

const toBrief = (lang: Lang) => (r: BriefRow) => ({
  id: r.p.id,
  title: r.p.title,
  status: r.p.status as TPaperStatus,
  submittedAt: r.p.submittedAt?.toISOString() ?? null,
  updatedAt: r.p.updatedAt.toISOString(),
  meeting: { id: r.m.id, code: r.m.code, title: pick(lang, r.m.title, r.m.titleEn), startDate: r.m.startDate },
});

async function toDetail(deps: Deps, lang: Lang, r: BriefRow): Promise<TPaperDetail> {
  const { db } = deps;
  const [authors, events, file, { settings }] = await Promise.all([
    db.select().from(paperAuthors).where(eq(paperAuthors.paperId, r.p.id)).orderBy(asc(paperAuthors.position)),
    db
      .select()
      .from(paperEvents)
      .where(and(eq(paperEvents.paperId, r.p.id), eq(paperEvents.actorKind, 'staff')))
      .orderBy(asc(paperEvents.id)),
    r.p.fileId ? db.select().from(uploads).where(eq(uploads.id, r.p.fileId)) : Promise.resolve([]),
    loadMeeting(db, r.m.id),
  ]);
  const w = submissionWindow(r.m, settings);
  const f = file[0];
  return {
    ...toBrief(lang)(r),
    keywords: r.p.keywords,
    abstract: r.p.abstract,
    fields: r.p.fields,
    file: f ? { id: f.id, name: f.originalName, size: f.size, url: `/uploads/${f.id}` } : null,
    authors: authors.map(({ id: _id, paperId: _p, ...a }) => a),
    couponCode: r.p.couponCode,
    referralCode: r.p.referralCode,
    inviteCode: r.p.inviteCode,
    opinions: events
      .filter((e) => e.action)
      .map((e) => ({ action: e.action as 'accept' | 'reject' | 'revise', opinion: e.reason, at: e.at.toISOString() })),
    editable: PAPER_EDITABLE.includes(r.p.status as TPaperStatus),
    submission: {
      state: stateAt(deps.clock.now(), w),
      deadline: w.closeAt?.toISOString() ?? null,
      paperMaxMb: paperMaxMb(settings, deps.config),
    },
  };
}

export async function myPaperForMeeting(deps: Deps, lang: Lang, userId: number, meetingId: number) {
  await loadMeeting(deps.db, meetingId);
  const [r] = await briefQuery(deps.db)
    .where(and(eq(papers.meetingId, meetingId), eq(papers.userId, userId)))
    .limit(1);
  return r ? toDetail(deps, lang, r) : null;
}

/** The caller's paper by id; another user's answers NOT_FOUND. */
export async function paperDetails(deps: Deps, lang: Lang, userId: number, id: number) {
  const [r] = await briefQuery(deps.db)
    .where(and(eq(papers.id, id), eq(papers.userId, userId)))
    .limit(1);
  if (!r) throw new AppError('NOT_FOUND');
  return toDetail(deps, lang, r);
}

export async function paperList(
  db: DbOrTx,
  lang: Lang,
  userId: number,
  status: TPaperStatus | undefined,
  p: PageInput,
) {
  const where = and(eq(papers.userId, userId), status ? eq(papers.status, status) : undefined);
  const [rows, [total]] = await Promise.all([
    briefQuery(db).where(where).orderBy(desc(papers.updatedAt), desc(papers.id)).limit(p.pageSize).offset(offsetOf(p)),
    db.select({ n: count() }).from(papers).where(where),
  ]);
  return { list: rows.map(toBrief(lang)), total: total?.n ?? 0, page: p.page, pageSize: p.pageSize };
}

export async function staffPaperList(
  db: DbOrTx,
  lang: Lang,
  i: { meetingId?: number; status?: TPaperStatus; keyword?: string } & PageInput,
) {
  const conds: (SQL | undefined)[] = [];
  if (i.meetingId) conds.push(eq(papers.meetingId, i.meetingId));
  if (i.status) conds.push(eq(papers.status, i.status));
  if (i.keyword) {
    const pat = containsPattern(i.keyword);
    conds.push(or(ilike(papers.title, pat), ilike(users.nickname, pat)));
  }
  const where = and(...conds);
  const [rows, [total]] = await Promise.all([
    briefQuery(db).where(where).orderBy(desc(papers.updatedAt), desc(papers.id)).limit(i.pageSize).offset(offsetOf(i)),
    db.select({ n: count() }).from(papers).innerJoin(users, eq(users.id, papers.userId)).where(where),
  ]);
  const firstAuthors = rows.length
    ? await db
        .select({ paperId: paperAuthors.paperId, nameEn: paperAuthors.nameEn, name: paperAuthors.name })
        .from(paperAuthors)
        .where(
          and(
            eq(paperAuthors.position, 1),
            inArray(
              paperAuthors.paperId,
              rows.map((r) => r.p.id),
            ),
          ),
        )
    : [];
  return {
    list: rows.map((r) => {
      const a = firstAuthors.find((x) => x.paperId === r.p.id);
      return { ...toBrief(lang)(r), userId: r.p.userId, authorName: a ? a.name || a.nameEn : '' };
    }),
    total: total?.n ?? 0,
    page: i.page,
    pageSize: i.pageSize,
  };
}

export async function staffPaperGet(deps: Deps, lang: Lang, id: number) {
  const [r] = await briefQuery(deps.db).where(eq(papers.id, id)).limit(1);
  if (!r) throw new AppError('NOT_FOUND');
  return { ...(await toDetail(deps, lang, r)), user: { id: r.p.userId, nickname: r.nickname, phone: r.phone } };
}

/** Staff accept, reject or ask for revision; reject and revise carry an opinion the author reads. */
export async function decidePaper(
  deps: Deps,
  staffId: number,
  id: number,
  action: keyof typeof ACTION_TARGET,
  opinion: string,
) {
  const text = plainText(opinion);
  if (action !== 'accept' && !text) throw new AppError('INVALID_INPUT', { field: 'opinion' }, 'paper.opinionRequired');
  const to = ACTION_TARGET[action];
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [p] = await tx.select().from(papers).where(eq(papers.id, id)).for('update');
    if (!p) throw new AppError('NOT_FOUND');
    if (!canMovePaper(p.status as TPaperStatus, to, 'staff')) throw new AppError('INVALID_STATE');
    await tx.update(papers).set({ status: to, updatedAt: now }).where(eq(papers.id, id));
    await event(tx, id, p.status as TPaperStatus, to, { kind: 'staff', id: staffId }, now, { action, reason: text });
    return { id, status: to };
  });
}
