import { randomBytes } from 'node:crypto';
import type { TPaperStatus } from '@app/contract/calls/contribution';
import { DUPLICATE_REPORT_PATH, PAPER_DOWN_PATH, type TLinkPurpose } from '@app/contract/calls/contribution-visitor';
import { buildPath } from '@app/contract/call';
import type { Lang } from '@app/contract/messages';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { plainText } from '../cms/sanitize';
import { meetings } from '../cms/schema';
import { uploads } from '../common/schema';
import { pick } from '../meeting/pick';
import { DAY_MS } from '../meeting/time';
import { users } from '../passport/schema';
import { hashLinkToken } from '../settlement/sheets';
import { AGREEMENT_VERSION, agreementText } from './agreement-text';
import { paperAuthors, paperEvents, papers } from './schema';
import { paperAfterEvents, paperFiles, paperLinks, paperSignatures, paperTransfers } from './visitor-schema';

/** Days a paper link stays valid (decision 015). */
export const PAPER_LINK_TTL_DAYS = 30;

type Paper = typeof papers.$inferSelect;
type Link = typeof paperLinks.$inferSelect;
type Transfer = typeof paperTransfers.$inferSelect;
type TransferStatus = Transfer['status'];
type Actor = { kind: 'user' | 'staff' | 'link'; id: number | null };

/** The transfer's own transition table: the author decides a pending offer once. */
const TRANSFER_TRANSITIONS: Record<TransferStatus, TransferStatus[]> = {
  pending: ['accepted', 'declined'],
  accepted: [],
  declined: [],
};

const norm = (s: string) => s.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

function linkState(l: Link, now: Date) {
  if (l.usedAt) return 'used' as const;
  if (l.expiresAt < now) return 'expired' as const;
  return 'valid' as const;
}

async function after(tx: Tx, paperId: number, kind: string, actor: Actor, now: Date, detail = '') {
  await tx
    .insert(paperAfterEvents)
    .values({ paperId, kind, actorKind: actor.kind, actorId: actor.id, detail, at: now });
}

async function paperHead(db: DbOrTx, lang: Lang, p: Paper) {
  const [m] = await db
    .select({ t: meetings.title, e: meetings.titleEn })
    .from(meetings)
    .where(eq(meetings.id, p.meetingId));
  return { title: p.title, status: p.status as TPaperStatus, meetingTitle: m ? pick(lang, m.t, m.e) : '' };
}

/**
 * The link a token names (B12): unknown, forged or of another purpose → not found; expired →
 * LINK_EXPIRED. `write` also refuses a used link and locks the link row.
 */
async function reachLink(db: DbOrTx, token: string, now: Date, purpose: TLinkPurpose | null, write: boolean) {
  const q = db
    .select()
    .from(paperLinks)
    .where(eq(paperLinks.tokenHash, hashLinkToken(token)));
  const [l] = write ? await q.for('update') : await q;
  if (!l || (purpose && l.purpose !== purpose)) throw new AppError('NOT_FOUND');
  if (l.expiresAt < now) throw new AppError('LINK_EXPIRED');
  if (write && l.usedAt) throw new AppError('LINK_EXPIRED', {}, 'settlement.linkUsed');
  const [p] = await db.select().from(papers).where(eq(papers.id, l.paperId));
  if (!p) throw new AppError('NOT_FOUND');
  return { link: l, paper: p };
}

/** The caller's own paper (another user's is not found), locked when writing. */
async function ownPaper(db: DbOrTx, userId: number, id: number, lock = false) {
  const q = db
    .select()
    .from(papers)
    .where(and(eq(papers.id, id), eq(papers.userId, userId)));
  const [p] = lock ? await q.for('update') : await q;
  if (!p) throw new AppError('NOT_FOUND');
  return p;
}

const authorsOf = (db: DbOrTx, paperId: number) =>
  db.select().from(paperAuthors).where(eq(paperAuthors.paperId, paperId)).orderBy(asc(paperAuthors.position));

const signaturesOf = (db: DbOrTx, paperId: number) =>
  db.select().from(paperSignatures).where(eq(paperSignatures.paperId, paperId));

type Sig = typeof paperSignatures.$inferSelect;
type AuthorRow = typeof paperAuthors.$inferSelect;
const sigOut = (s: Sig | undefined) =>
  s ? { signedName: s.signedName, signedAt: s.signedAt.toISOString(), via: s.via } : null;
const authorOut = (a: AuthorRow, sigs: Sig[]) => ({
  position: a.position,
  name: a.name || a.nameEn,
  corresponding: a.corresponding,
  signature: sigOut(sigs.find((s) => s.authorPosition === a.position)),
});

async function latestFile(db: DbOrTx, paperId: number, kind: 'final' | 'report') {
  const [r] = await db
    .select({ f: paperFiles, u: uploads })
    .from(paperFiles)
    .innerJoin(uploads, eq(uploads.id, paperFiles.fileId))
    .where(and(eq(paperFiles.paperId, paperId), eq(paperFiles.kind, kind)))
    .orderBy(desc(paperFiles.id))
    .limit(1);
  return r ?? null;
}

async function latestTransfer(db: DbOrTx, paperId: number) {
  const [t] = await db
    .select()
    .from(paperTransfers)
    .where(eq(paperTransfers.paperId, paperId))
    .orderBy(desc(paperTransfers.id))
    .limit(1);
  return t ?? null;
}

const transferOut = (t: Transfer | null) =>
  t
    ? {
        toVenue: t.toVenue,
        note: t.note,
        status: t.status,
        createdAt: t.createdAt.toISOString(),
        decidedAt: t.decidedAt?.toISOString() ?? null,
      }
    : null;

const finalOut = (r: Awaited<ReturnType<typeof latestFile>>) =>
  r ? { name: r.u.originalName, size: r.u.size, affirmedAt: r.f.at.toISOString() } : null;

// ---------------------------------------------------------------- agreement

/** Signs the agreement for one author: the paper accepted, the typed name the author's, once. */
async function sign(
  tx: Tx,
  lang: Lang,
  p: Paper,
  position: number,
  signedName: string,
  via: 'owner' | 'link',
  actor: Actor,
  now: Date,
) {
  if (p.status !== 'accepted') throw new AppError('INVALID_STATE', {}, 'agreement.notAccepted');
  const [a] = await tx
    .select()
    .from(paperAuthors)
    .where(and(eq(paperAuthors.paperId, p.id), eq(paperAuthors.position, position)));
  if (!a) throw new AppError('NOT_FOUND');
  const typed = norm(plainText(signedName));
  if (!typed || (typed !== norm(a.nameEn) && (!a.name || typed !== norm(a.name))))
    throw new AppError('INVALID_INPUT', { field: 'signedName' }, 'agreement.nameMismatch');
  const [row] = await tx
    .insert(paperSignatures)
    .values({
      paperId: p.id,
      authorPosition: position,
      signedName: plainText(signedName),
      version: AGREEMENT_VERSION,
      lang,
      via,
      signedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('ALREADY_SUBMITTED', {}, 'agreement.signed');
  // The author's agreement link, if any, is used up: each author signs once.
  await tx
    .update(paperLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(paperLinks.paperId, p.id),
        eq(paperLinks.purpose, 'agreement'),
        eq(paperLinks.authorPosition, position),
        isNull(paperLinks.usedAt),
      ),
    );
  await after(tx, p.id, 'agreement_signed', actor, now, `author ${position}`);
  return sigOut(row)!;
}

export async function viewAgreementLink(deps: Deps, lang: Lang, token: string) {
  const now = deps.clock.now();
  const { link, paper } = await reachLink(deps.db, token, now, 'agreement', false);
  const [a] = await deps.db
    .select()
    .from(paperAuthors)
    .where(and(eq(paperAuthors.paperId, paper.id), eq(paperAuthors.position, link.authorPosition ?? 0)));
  if (!a) throw new AppError('NOT_FOUND');
  return {
    paper: await paperHead(deps.db, lang, paper),
    author: authorOut(a, await signaturesOf(deps.db, paper.id)),
    text: agreementText(lang, paper.title),
    linkState: linkState(link, now),
  };
}

export async function signByLink(deps: Deps, lang: Lang, token: string, signedName: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { link, paper } = await reachLink(tx, token, now, 'agreement', true);
    return sign(tx, lang, paper, link.authorPosition ?? 0, signedName, 'link', { kind: 'link', id: null }, now);
  });
}

/** The owner signs as the author with their account phone, else as the corresponding author. */
async function signAsOf(db: DbOrTx, userId: number, authors: AuthorRow[]) {
  const [u] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  const mine = authors.find((a) => u?.phone && a.phone === u.phone);
  return (mine ?? authors.find((a) => a.corresponding))?.position ?? null;
}

export async function ownerAgreement(deps: Deps, lang: Lang, userId: number, id: number) {
  const p = await ownPaper(deps.db, userId, id);
  const [authors, sigs] = await Promise.all([authorsOf(deps.db, id), signaturesOf(deps.db, id)]);
  return {
    paper: { id: p.id, ...(await paperHead(deps.db, lang, p)) },
    text: agreementText(lang, p.title),
    authors: authors.map((a) => authorOut(a, sigs)),
    signAs: await signAsOf(deps.db, userId, authors),
    open: p.status === 'accepted',
  };
}

export async function ownerSign(deps: Deps, lang: Lang, userId: number, id: number, signedName: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const p = await ownPaper(tx, userId, id, true);
    const position = await signAsOf(tx, userId, await authorsOf(tx, id));
    if (position === null) throw new AppError('INVALID_STATE', {}, 'agreement.noAuthor');
    return sign(tx, lang, p, position, signedName, 'owner', { kind: 'user', id: userId }, now);
  });
}

// ---------------------------------------------------------------- opinions and status

export async function reviewByLink(deps: Deps, lang: Lang, purpose: TLinkPurpose, token: string) {
  const { paper } = await reachLink(deps.db, token, deps.clock.now(), purpose, false);
  const events = await deps.db
    .select()
    .from(paperEvents)
    .where(and(eq(paperEvents.paperId, paper.id), eq(paperEvents.actorKind, 'staff')))
    .orderBy(asc(paperEvents.id));
  return {
    paper: await paperHead(deps.db, lang, paper),
    opinions: events
      .filter((e) => e.action)
      .map((e) => ({ action: e.action as 'accept' | 'reject' | 'revise', opinion: e.reason, at: e.at.toISOString() })),
  };
}

async function statusOf(deps: Deps, lang: Lang, p: Paper) {
  const [authors, sigs, transfer, fin, report] = await Promise.all([
    authorsOf(deps.db, p.id),
    signaturesOf(deps.db, p.id),
    latestTransfer(deps.db, p.id),
    latestFile(deps.db, p.id, 'final'),
    latestFile(deps.db, p.id, 'report'),
  ]);
  return {
    paper: await paperHead(deps.db, lang, p),
    signed: sigs.length,
    authors: authors.length,
    transfer: transferOut(transfer),
    finalFile: finalOut(fin),
    fin,
    report,
  };
}

export async function statusByLink(deps: Deps, lang: Lang, token: string) {
  const now = deps.clock.now();
  const { link, paper } = await reachLink(deps.db, token, now, null, false);
  const { fin, report, ...s } = await statusOf(deps, lang, paper);
  return {
    ...s,
    purpose: link.purpose,
    linkState: linkState(link, now),
    reportUrl: report ? buildPath(DUPLICATE_REPORT_PATH, { a: link.purpose, b: token }) : null,
    originalUrl: paper.fileId ? buildPath(PAPER_DOWN_PATH, { id: token, type: 'original' }) : null,
    finalUrl: fin ? buildPath(PAPER_DOWN_PATH, { id: token, type: 'final' }) : null,
  };
}

export async function ownerStatus(deps: Deps, lang: Lang, userId: number, id: number) {
  const p = await ownPaper(deps.db, userId, id);
  const { fin, report, ...s } = await statusOf(deps, lang, p);
  return {
    ...s,
    purpose: null,
    linkState: 'none' as const,
    reportUrl: report ? buildPath(DUPLICATE_REPORT_PATH, { a: 'paper', b: id }) : null,
    originalUrl: p.fileId ? `/uploads/${p.fileId}` : null,
    finalUrl: fin ? `/uploads/${fin.u.id}` : null,
  };
}

// ---------------------------------------------------------------- transfer

async function decide(tx: Tx, paperId: number, decision: 'accept' | 'decline', actor: Actor, now: Date) {
  const [t] = await tx
    .select()
    .from(paperTransfers)
    .where(and(eq(paperTransfers.paperId, paperId), eq(paperTransfers.status, 'pending')))
    .for('update');
  if (!t) throw new AppError('INVALID_STATE');
  const to: TransferStatus = decision === 'accept' ? 'accepted' : 'declined';
  if (!TRANSFER_TRANSITIONS[t.status].includes(to)) throw new AppError('INVALID_STATE');
  await tx.update(paperTransfers).set({ status: to, decidedAt: now }).where(eq(paperTransfers.id, t.id));
  await tx
    .update(paperLinks)
    .set({ usedAt: now })
    .where(and(eq(paperLinks.paperId, paperId), eq(paperLinks.purpose, 'transfer'), isNull(paperLinks.usedAt)));
  await after(tx, paperId, `transfer_${to}`, actor, now, t.toVenue);
  return { status: to };
}

export async function transferByLink(deps: Deps, token: string, decision: 'accept' | 'decline') {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { paper } = await reachLink(tx, token, now, 'transfer', true);
    return decide(tx, paper.id, decision, { kind: 'link', id: null }, now);
  });
}

export async function ownerTransfer(deps: Deps, userId: number, id: number, decision: 'accept' | 'decline') {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await ownPaper(tx, userId, id, true);
    return decide(tx, id, decision, { kind: 'user', id: userId }, now);
  });
}

// ---------------------------------------------------------------- final version

async function recordFinal(tx: Tx, p: Paper, fileId: string, actor: Actor, now: Date) {
  if (p.status !== 'accepted') throw new AppError('INVALID_STATE');
  await tx.insert(paperFiles).values({ paperId: p.id, kind: 'final', fileId, at: now });
  await after(tx, p.id, 'final_affirmed', actor, now, fileId);
}

export async function ownerAffirmFinal(deps: Deps, userId: number, id: number, fileId: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const p = await ownPaper(tx, userId, id, true);
    const [f] = await tx
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, fileId), eq(uploads.userId, userId), eq(uploads.type, 'affirmUpload')));
    if (!f) throw new AppError('INVALID_INPUT', { field: 'fileId' }, 'paper.fileRequired');
    await recordFinal(tx, p, fileId, { kind: 'user', id: userId }, now);
    return { name: f.originalName, size: f.size, affirmedAt: now.toISOString() };
  });
}

/** Checks a final link before the file is received (no bytes stored for a dead link). */
export async function checkFinalLink(deps: Deps, token: string) {
  const { link, paper } = await reachLink(deps.db, token, deps.clock.now(), 'final', false);
  if (link.usedAt) throw new AppError('LINK_EXPIRED', {}, 'settlement.linkUsed');
  if (paper.status !== 'accepted') throw new AppError('INVALID_STATE');
  return paper;
}

/** The final file arrived through the link: stored as the owner's upload, the link used up. */
export async function affirmByLink(deps: Deps, token: string, row: typeof uploads.$inferSelect) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { link, paper } = await reachLink(tx, token, now, 'final', true);
    await tx.insert(uploads).values({ ...row, userId: paper.userId });
    await recordFinal(tx, paper, row.id, { kind: 'link', id: null }, now);
    await tx.update(paperLinks).set({ usedAt: now }).where(eq(paperLinks.id, link.id));
    return { name: row.originalName, size: row.size, affirmedAt: now.toISOString() };
  });
}

// ---------------------------------------------------------------- downloads

/** The upload row a download link names, or undefined (sent as the same 404). */
export async function fileByLink(deps: Deps, token: string, type: string) {
  if (type !== 'original' && type !== 'final') return undefined;
  const { paper } = await reachLink(deps.db, token, deps.clock.now(), null, false).catch(() => ({ paper: null }));
  if (!paper) return undefined;
  if (type === 'final') return (await latestFile(deps.db, paper.id, 'final'))?.u;
  if (!paper.fileId) return undefined;
  const [u] = await deps.db.select().from(uploads).where(eq(uploads.id, paper.fileId));
  return u;
}

/** The similarity report: `a` = paper (b = id, owner or staff) or a link purpose (b = token). */
export async function reportFor(deps: Deps, a: string, b: string, viewer: { id: number; role: string } | null) {
  let paperId: number | null = null;
  if (a === 'paper') {
    if (!/^\d{1,15}$/.test(b) || !viewer) return undefined;
    const [p] = await deps.db
      .select()
      .from(papers)
      .where(eq(papers.id, Number(b)));
    if (p && (p.userId === viewer.id || viewer.role === 'staff')) paperId = p.id;
  } else if (a === 'agreement' || a === 'transfer' || a === 'final') {
    const r = await reachLink(deps.db, b, deps.clock.now(), a, false).catch(() => null);
    paperId = r?.paper.id ?? null;
  }
  if (paperId === null) return undefined;
  return (await latestFile(deps.db, paperId, 'report'))?.u;
}

// ---------------------------------------------------------------- staff

export async function staffAfter(deps: Deps, lang: Lang, id: number) {
  const now = deps.clock.now();
  const [p] = await deps.db.select().from(papers).where(eq(papers.id, id));
  if (!p) throw new AppError('NOT_FOUND');
  const [authors, sigs, links, transfer, fin, report] = await Promise.all([
    authorsOf(deps.db, id),
    signaturesOf(deps.db, id),
    deps.db.select().from(paperLinks).where(eq(paperLinks.paperId, id)).orderBy(desc(paperLinks.id)),
    latestTransfer(deps.db, id),
    latestFile(deps.db, id, 'final'),
    latestFile(deps.db, id, 'report'),
  ]);
  void lang;
  return {
    status: p.status as TPaperStatus,
    authors: authors.map((a) => ({ ...authorOut(a, sigs), email: a.email, phone: a.phone })),
    links: links.map((l) => ({
      purpose: l.purpose,
      position: l.authorPosition,
      state: linkState(l, now),
      expiresAt: l.expiresAt.toISOString(),
      createdAt: l.createdAt.toISOString(),
    })),
    transfer: transferOut(transfer),
    finalFile: fin ? { ...finalOut(fin)!, url: `/uploads/${fin.u.id}` } : null,
    reportUrl: report ? buildPath(DUPLICATE_REPORT_PATH, { a: 'paper', b: id }) : null,
  };
}

/** A new link (an unused one of the same purpose and author dies); only its hash is kept. */
async function newLink(tx: Tx, p: Paper, purpose: TLinkPurpose, position: number | null, staffId: number, now: Date) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PAPER_LINK_TTL_DAYS * DAY_MS);
  await tx
    .delete(paperLinks)
    .where(
      and(
        eq(paperLinks.paperId, p.id),
        eq(paperLinks.purpose, purpose),
        position === null ? isNull(paperLinks.authorPosition) : eq(paperLinks.authorPosition, position),
        isNull(paperLinks.usedAt),
      ),
    );
  await tx.insert(paperLinks).values({
    paperId: p.id,
    purpose,
    authorPosition: position,
    tokenHash: hashLinkToken(token),
    expiresAt,
    createdBy: staffId,
    createdAt: now,
  });
  await after(tx, p.id, `${purpose}_link`, { kind: 'staff', id: staffId }, now, position ? `author ${position}` : '');
  return { token, expiresAt };
}

const WEB_PATH: Record<TLinkPurpose, string> = {
  agreement: '/agreement/sign/',
  transfer: '/paper/link/',
  final: '/paper/link/',
};

async function notify(deps: Deps, a: AuthorRow, url: string, zh: string, en: string) {
  await deps.providers.sms.send(`+${a.countryCode}${a.phone}`, `【学术平台】${a.name || a.nameEn}您好，${zh}：${url}`);
  await deps.providers.mail.send(a.email, `Dear ${a.nameEn}, ${en}: ${url}\n${a.name || a.nameEn}您好，${zh}：${url}`);
}

async function staffLink(
  deps: Deps,
  staffId: number,
  id: number,
  origin: string,
  purpose: TLinkPurpose,
  prepare: (tx: Tx, p: Paper, authors: AuthorRow[], now: Date) => Promise<AuthorRow>,
) {
  const now = deps.clock.now();
  const { token, expiresAt, author, title } = await deps.db.transaction(async (tx) => {
    const [p] = await tx.select().from(papers).where(eq(papers.id, id)).for('update');
    if (!p) throw new AppError('NOT_FOUND');
    const author = await prepare(tx, p, await authorsOf(tx, id), now);
    const l = await newLink(tx, p, purpose, purpose === 'agreement' ? author.position : null, staffId, now);
    return { ...l, author, title: p.title };
  });
  const url = `${origin}${WEB_PATH[purpose]}${token}`;
  const what: [string, string] = {
    agreement: [`请签署论文《${title}》的版权协议`, `please sign the copyright agreement of your paper "${title}"`],
    transfer: [`您的论文《${title}》收到转投建议，请确认`, `your paper "${title}" is offered a transfer, please reply`],
    final: [`请上传论文《${title}》的最终版`, `please upload the final version of your paper "${title}"`],
  }[purpose] as [string, string];
  await notify(deps, author, url, what[0], what[1]);
  return { url, expiresAt: expiresAt.toISOString() };
}

const corresponding = (authors: AuthorRow[]) => {
  const a = authors.find((x) => x.corresponding) ?? authors[0];
  if (!a) throw new AppError('INVALID_STATE');
  return a;
};

export const sendAgreementLink = (deps: Deps, staffId: number, id: number, position: number, origin: string) =>
  staffLink(deps, staffId, id, origin, 'agreement', async (tx, p, authors) => {
    if (p.status !== 'accepted') throw new AppError('INVALID_STATE', {}, 'agreement.notAccepted');
    const a = authors.find((x) => x.position === position);
    if (!a) throw new AppError('INVALID_INPUT', { field: 'position' });
    const [s] = await tx
      .select()
      .from(paperSignatures)
      .where(and(eq(paperSignatures.paperId, id), eq(paperSignatures.authorPosition, position)));
    if (s) throw new AppError('ALREADY_SUBMITTED', {}, 'agreement.signed');
    return a;
  });

export const sendFinalLink = (deps: Deps, staffId: number, id: number, origin: string) =>
  staffLink(deps, staffId, id, origin, 'final', async (_tx, p, authors) => {
    if (p.status !== 'accepted') throw new AppError('INVALID_STATE');
    return corresponding(authors);
  });

/** Offers a transfer to another venue; the corresponding author decides through the link. */
export const startTransfer = (deps: Deps, staffId: number, id: number, toVenue: string, note: string, origin: string) =>
  staffLink(deps, staffId, id, origin, 'transfer', async (tx, p, authors, now) => {
    if (p.status === 'draft') throw new AppError('INVALID_STATE');
    const venue = plainText(toVenue);
    if (!venue) throw new AppError('INVALID_INPUT', { field: 'toVenue' }, 'field.required');
    const a = corresponding(authors);
    const [t] = await tx
      .insert(paperTransfers)
      .values({
        paperId: p.id,
        toVenue: venue,
        note: plainText(note),
        status: 'pending',
        createdBy: staffId,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!t) throw new AppError('ALREADY_SUBMITTED', {}, 'paper.transferPending');
    await after(tx, p.id, 'transfer_started', { kind: 'staff', id: staffId }, now, venue);
    return a;
  });

/** Attaches the similarity report: the staff member's own `document` upload, a PDF. */
export async function attachReport(deps: Deps, staffId: number, id: number, fileId: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [p] = await tx.select().from(papers).where(eq(papers.id, id)).for('update');
    if (!p) throw new AppError('NOT_FOUND');
    const [f] = await tx
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, fileId), eq(uploads.userId, staffId), eq(uploads.type, 'document')));
    if (!f) throw new AppError('INVALID_INPUT', { field: 'fileId' }, 'field.invalid');
    if (f.mime !== 'application/pdf') throw new AppError('INVALID_INPUT', { field: 'fileId' }, 'paper.reportPdf');
    await tx.insert(paperFiles).values({ paperId: id, kind: 'report', fileId, at: now });
    await after(tx, id, 'report_uploaded', { kind: 'staff', id: staffId }, now, fileId);
    return { reportUrl: buildPath(DUPLICATE_REPORT_PATH, { a: 'paper', b: id }) };
  });
}
