import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contributionVisitorCalls } from '@app/contract/calls/contribution-visitor';
import { Code } from '@app/contract/codes';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, dbState } from '../../battery/db-state';
import * as files from '../../battery/files';
import { multipartBody, uploadFile } from '../../battery/multipart';
import { createTestApp, loginAs, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { makeMeeting } from '../meeting/test-kit';
import { outbox } from '../passport/schema';
import { hashLinkToken } from '../settlement/sheets';
import { paperLinks, paperSignatures } from './visitor-schema';

const V = '/service/visitor/contribution';
const U = '/service/business/order/contribution';
const S = '/service/staff/paper';

let t: TestApp;
let dataDir: string;
let staff: string;
let alice: string;
let bob: string;
let alicePhone: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paperx-test-'));
  t = await createTestApp({ config: { dataDir } });
  const [s, a, b] = [
    await createUser(t.deps.db, { role: 'staff' }),
    await createUser(t.deps.db, { nickname: 'Alice' }),
    await createUser(t.deps.db, { nickname: 'Bob' }),
  ];
  alicePhone = a.phone!;
  [staff, alice, bob] = [await loginAs(t, s.phone!), await loginAs(t, a.phone!), await loginAs(t, b.phone!)];
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
afterEach(() => t.clock.set('2026-03-10T08:00:00Z'));

/** Alice submits a paper with two authors (she is the first, by phone); staff accept it unless told. */
async function acceptedPaper(accept = true) {
  const { meeting } = await makeMeeting(t.deps.db);
  const up = await uploadFile(t, 'paper', { filename: 'paper.pdf', data: files.pdf() }, { cookie: alice });
  expect(up.code).toBe(0);
  const authors = [
    {
      position: 1,
      corresponding: true,
      nameEn: 'Ann Lee',
      name: '李安',
      countryCode: '86',
      phone: alicePhone,
      email: 'ann@e.co',
    },
    {
      position: 2,
      corresponding: false,
      nameEn: 'Carl Co',
      countryCode: '86',
      phone: '13700000002',
      email: 'carl@e.co',
    },
  ];
  const sub = await t.call(
    `${U}/submit`,
    {
      meetingId: meeting.id,
      title: 'Owner Paper',
      keywords: 'k',
      abstract: 'a',
      fields: ['ai'],
      fileId: up.data.fileId,
      authors,
    },
    { cookie: alice, json: true },
  );
  expect(sub.code, sub.codeMsg).toBe(0);
  const id = sub.data.id as number;
  if (accept)
    expect(
      (await t.call(`${S}/decide/${id}`, { action: 'accept', opinion: 'Well argued' }, { cookie: staff })).code,
    ).toBe(0);
  return id;
}
const tokenOf = (url: string) => url.split('/').pop()!;
async function agreementLink(id: number, position = 2) {
  const r = await t.call(`${S}/agreement/send/${id}`, { position }, { cookie: staff });
  expect(r.code, r.codeMsg).toBe(0);
  return tokenOf(r.data.url);
}
const forged = () => randomBytes(32).toString('base64url');
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('copyright agreement', () => {
  it('opens only once the paper is accepted', async () => {
    const id = await acceptedPaper(false);
    const r = await t.call(`${S}/agreement/send/${id}`, { position: 2 }, { cookie: staff });
    expect(r.code).toBe(Code.INVALID_STATE);
    const own = await t.call(`${U}/agreement/sign/${id}`, { signedName: 'Ann Lee', agree: '1' }, { cookie: alice });
    expect(own.code).toBe(Code.INVALID_STATE);
    expect((await t.call(`${U}/agreement/${id}`, {}, { cookie: alice })).data.open).toBe(false);
  });

  it('a co-author signs through a 256-bit link stored only as a hash, once, with their own name', async () => {
    const id = await acceptedPaper();
    const token = await agreementLink(id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.deps.db.select().from(paperLinks).where(eq(paperLinks.paperId, id));
    expect(row!.tokenHash).toBe(hashLinkToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    // Sent to the co-author by SMS and e-mail (the outbox), with the web link.
    const sent = (await t.deps.db.select().from(outbox)).filter((m) => m.body.includes(token));
    expect(sent.map((m) => m.recipient).sort()).toEqual(['+8613700000002', 'carl@e.co']);
    expect(sent[0]!.body).toContain(`/agreement/sign/${token}`);

    const view = await t.call(`${V}/agreement/view/${token}?lang=en`);
    expect(view.code).toBe(0);
    expect(view.data).toMatchObject({ author: { position: 2, name: 'Carl Co', signature: null }, linkState: 'valid' });
    expect(view.data.text.paragraphs.join(' ')).toContain('Owner Paper');
    // The phone and e-mail of the authors are not shown to a link holder.
    expect(JSON.stringify(view.data)).not.toContain('13700000002');

    const before = await dbState(t.deps.db);
    const wrong = await t.call(`${V}/agreement/submit/${token}?lang=en`, { signedName: 'Ann Lee', agree: '1' });
    expect(wrong.code).toBe(Code.INVALID_INPUT);
    expect(wrong.codeMsg).toContain("this author's name");
    const unticked = await t.call(`${V}/agreement/submit/${token}`, { signedName: 'Carl Co', agree: '0' });
    expect(unticked.code).toBe(Code.INVALID_INPUT);
    const blank = await t.call(`${V}/agreement/submit/${token}`, { signedName: '  ', agree: '1' });
    expect(blank.code).toBe(Code.INVALID_INPUT);
    expect(changedTables(before, await dbState(t.deps.db))).toEqual([]);

    const ok = await t.call(`${V}/agreement/submit/${token}`, { signedName: ' carl  co ', agree: '1' });
    expect(ok.code, ok.codeMsg).toBe(0);
    expect(ok.data.via).toBe('link');
    const again = await t.call(`${V}/agreement/submit/${token}`, { signedName: 'Carl Co', agree: '1' });
    expect(again.code).toBe(Code.LINK_EXPIRED);
    const after = await t.call(`${V}/agreement/view/${token}`);
    expect(after.data.linkState).toBe('used');
    expect(after.data.author.signature.signedName).toBe('carl  co'.replace('  ', '  '));
    // Staff cannot send a signed author a new link.
    expect((await t.call(`${S}/agreement/send/${id}`, { position: 2 }, { cookie: staff })).code).toBe(
      Code.ALREADY_SUBMITTED,
    );
    // The owner sees who signed.
    const own = await t.call(`${U}/agreement/${id}`, {}, { cookie: alice });
    expect(own.data.authors.map((a: { signature: unknown }) => !!a.signature)).toEqual([false, true]);
  });

  it('the owner signs as their own author (by phone) once, also under concurrent clicks', async () => {
    const id = await acceptedPaper();
    const own = await t.call(`${U}/agreement/${id}`, {}, { cookie: alice });
    expect(own.data).toMatchObject({ signAs: 1, open: true });
    const rs = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.call(`${U}/agreement/sign/${id}`, { signedName: '李安', agree: '1' }, { cookie: alice }),
      ),
    );
    expect(rs.filter((r) => r.code === 0)).toHaveLength(1);
    expect(rs.filter((r) => r.code !== 0).every((r) => r.code === Code.ALREADY_SUBMITTED)).toBe(true);
    const sigs = await t.deps.db.select().from(paperSignatures).where(eq(paperSignatures.paperId, id));
    expect(sigs).toHaveLength(1);
    expect(sigs[0]).toMatchObject({ authorPosition: 1, via: 'owner', version: 'v1' });
  });
});

describe('B12: paper links', () => {
  it('a forged token, a token of another purpose and a replaced link are not found; an expired one is refused', async () => {
    const id = await acceptedPaper();
    expect((await t.call(`${V}/agreement/view/${forged()}`)).code).toBe(Code.NOT_FOUND);
    expect((await t.call(`${V}/agreement/submit/${forged()}`, { signedName: 'Carl Co', agree: '1' })).code).toBe(
      Code.NOT_FOUND,
    );
    expect((await t.call(`${V}/agreement/view/${id}`)).code).toBe(Code.INVALID_INPUT);
    const first = await agreementLink(id);
    // An agreement token does not open a transfer.
    expect((await t.call(`${V}/transfer/${first}`, { decision: 'accept' })).code).toBe(Code.NOT_FOUND);
    expect((await t.call(`${V}/paper/review/transfer/${first}`)).code).toBe(Code.NOT_FOUND);
    const second = await agreementLink(id);
    expect((await t.call(`${V}/agreement/view/${first}`)).code).toBe(Code.NOT_FOUND);
    t.clock.set('2026-04-10T08:00:01Z');
    expect((await t.call(`${V}/agreement/view/${second}`)).code).toBe(Code.LINK_EXPIRED);
    const late = await t.call(`${V}/agreement/submit/${second}`, { signedName: 'Carl Co', agree: '1' });
    expect(late.code).toBe(Code.LINK_EXPIRED);
    expect(await t.deps.db.select().from(paperSignatures).where(eq(paperSignatures.paperId, id))).toHaveLength(0);
  });

  it("one paper's link never reaches another paper", async () => {
    const a = await acceptedPaper();
    const b = await acceptedPaper();
    const tokenA = await agreementLink(a);
    await t.call(`${V}/agreement/submit/${tokenA}`, { signedName: 'Carl Co', agree: '1' });
    expect(await t.deps.db.select().from(paperSignatures).where(eq(paperSignatures.paperId, b))).toHaveLength(0);
    const st = await t.call(`${V}/affirmStatus/${tokenA}`);
    expect(st.data).toMatchObject({ purpose: 'agreement', signed: 1, authors: 2 });
  });
});

describe('review opinions, transfer, final version and report', () => {
  it('a link holder reads the opinions staff gave', async () => {
    const id = await acceptedPaper();
    const token = await agreementLink(id);
    const r = await t.call(`${V}/paper/review/agreement/${token}`);
    expect(r.code).toBe(0);
    expect(r.data.opinions).toEqual([expect.objectContaining({ action: 'accept', opinion: 'Well argued' })]);
  });

  it('staff offer a transfer; the author decides once, through the link or signed in', async () => {
    const id = await acceptedPaper(false);
    const r = await t.call(
      `${S}/transfer/${id}`,
      { toVenue: 'Journal of Tests', note: 'A better fit' },
      { cookie: staff },
    );
    expect(r.code, r.codeMsg).toBe(0);
    expect(r.data.url).toContain('/paper/link/');
    const token = tokenOf(r.data.url);
    const dup = await t.call(`${S}/transfer/${id}`, { toVenue: 'Other' }, { cookie: staff });
    expect(dup.code).toBe(Code.ALREADY_SUBMITTED);
    expect((await t.call(`${S}/transfer/${id}`, { toVenue: ' ' }, { cookie: staff })).code).toBe(Code.INVALID_INPUT);
    const st = await t.call(`${V}/affirmStatus/${token}`);
    expect(st.data.transfer).toMatchObject({ toVenue: 'Journal of Tests', status: 'pending' });
    expect((await t.call(`${V}/transfer/${token}`, { decision: 'maybe' })).code).toBe(Code.INVALID_INPUT);
    const ok = await t.call(`${V}/transfer/${token}`, { decision: 'decline' });
    expect(ok.data.status).toBe('declined');
    expect((await t.call(`${V}/transfer/${token}`, { decision: 'accept' })).code).toBe(Code.LINK_EXPIRED);
    expect((await t.call(`${U}/transfer/${id}`, { decision: 'accept' }, { cookie: alice })).code).toBe(
      Code.INVALID_STATE,
    );
    // A new offer, decided signed in.
    await t.call(`${S}/transfer/${id}`, { toVenue: 'Second Venue' }, { cookie: staff });
    expect((await t.call(`${U}/transfer/${id}`, { decision: 'accept' }, { cookie: alice })).data.status).toBe(
      'accepted',
    );
  });

  it('the final version: the owner affirms an affirmUpload file; through the link a PDF/Word by content, once', async () => {
    const id = await acceptedPaper();
    const up = await uploadFile(t, 'affirmUpload', { filename: 'final.pdf', data: files.pdf() }, { cookie: alice });
    expect(up.code, up.codeMsg).toBe(0);
    const bobUp = await uploadFile(t, 'affirmUpload', { filename: 'final.pdf', data: files.pdf() }, { cookie: bob });
    expect((await t.call(`${U}/affirm/${id}`, { fileId: bobUp.data.fileId }, { cookie: alice })).code).toBe(
      Code.INVALID_INPUT,
    );
    const own = await t.call(`${U}/affirm/${id}`, { fileId: up.data.fileId }, { cookie: alice });
    expect(own.code, own.codeMsg).toBe(0);
    expect((await t.call(`${U}/affirmStatus/${id}`, {}, { cookie: alice })).data.finalFile.name).toBe('final.pdf');

    const link = await t.call(`${S}/final/send/${id}`, {}, { cookie: staff });
    const token = tokenOf(link.data.url);
    const send = async (data: Buffer, filename: string) => {
      const { payload, contentType } = multipartBody([{ filename, data }]);
      const res = await t.app.inject({
        method: 'POST',
        url: `${V}/affirmUpload/${token}`,
        headers: { 'content-type': contentType },
        payload,
      });
      return res.json();
    };
    const fake = await send(Buffer.from('#!/bin/sh\necho hi\n'), 'final.pdf');
    expect(fake.code).toBe(Code.UPLOAD_TYPE);
    const ok = await send(files.pdf(), 'camera-ready.pdf');
    expect(ok.code, ok.codeMsg).toBe(0);
    expect((await send(files.pdf(), 'again.pdf')).code).toBe(Code.LINK_EXPIRED);
    const st = await t.call(`${V}/affirmStatus/${token}`);
    expect(st.data.finalFile.name).toBe('camera-ready.pdf');
    expect((await get(st.data.finalUrl)).statusCode).toBe(200);
    expect((await get(st.data.originalUrl)).statusCode).toBe(200);
    expect((await get(`${V}/paper/down/${forged()}/original`)).statusCode).toBe(404);
    expect((await get(`${V}/paper/down/${token}/other`)).statusCode).toBe(404);
  });

  it('the similarity report: a staff PDF, downloaded by the owner, staff and link holders only', async () => {
    const id = await acceptedPaper();
    const word = await uploadFile(t, 'document', { filename: 'r.docx', data: files.docx() }, { cookie: staff });
    expect((await t.call(`${S}/report/${id}`, { fileId: word.data.fileId }, { cookie: staff })).code).toBe(
      Code.INVALID_INPUT,
    );
    const pdf = await uploadFile(t, 'document', { filename: 'report.pdf', data: files.pdf() }, { cookie: staff });
    const r = await t.call(`${S}/report/${id}`, { fileId: pdf.data.fileId }, { cookie: staff });
    expect(r.code, r.codeMsg).toBe(0);
    expect((await get(r.data.reportUrl, alice)).statusCode).toBe(200);
    expect((await get(r.data.reportUrl, staff)).statusCode).toBe(200);
    expect((await get(r.data.reportUrl, bob)).statusCode).toBe(404);
    expect((await get(r.data.reportUrl)).statusCode).toBe(404);
    const token = await agreementLink(id);
    const st = await t.call(`${V}/affirmStatus/${token}`);
    const res = await get(st.data.reportUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await get(`${V}/duplicateReport/agreement/${forged()}`)).statusCode).toBe(404);
    expect((await get(`${V}/duplicateReport/transfer/${token}`)).statusCode).toBe(404);
  });
});

describe('B5: the author calls by paper id', () => {
  const OWNED = Object.entries(contributionVisitorCalls)
    .filter(([, c]) => c.ownedId)
    .map(([name]) => name);

  it('every id call outside the staff console is owner-checked or takes a link token', () => {
    const tokens = Object.entries(contributionVisitorCalls)
      .filter(([, c]) => c.access === 'visitor')
      .map(([name]) => name);
    expect(OWNED.length + tokens.length).toBe(
      Object.values(contributionVisitorCalls).filter((c) => c.access !== 'staff').length,
    );
  });

  it('another user gets not found, a visitor 1001, nothing written', async () => {
    const id = await acceptedPaper();
    await t.call(`${S}/transfer/${id}`, { toVenue: 'Venue' }, { cookie: staff });
    const up = await uploadFile(t, 'affirmUpload', { filename: 'f.pdf', data: files.pdf() }, { cookie: alice });
    const bodies: Record<string, Record<string, unknown>> = {
      paperAgreement: {},
      paperAgreementSign: { signedName: '李安', agree: '1' },
      paperAffirmStatus: {},
      paperTransferDecide: { decision: 'accept' },
      paperAffirmFinal: { fileId: up.data.fileId },
    };
    expect(Object.keys(bodies).sort()).toEqual([...OWNED].sort());
    for (const name of OWNED) {
      const call = contributionVisitorCalls[name as keyof typeof contributionVisitorCalls];
      const p = call.path.replace('{id}', String(id));
      const before = await dbState(t.deps.db);
      const other = await t.call(p, bodies[name], { cookie: bob });
      expect(other.code, name).toBe(Code.NOT_FOUND);
      expect(JSON.stringify(other)).not.toContain('Owner Paper');
      const visitor = await t.call(p, bodies[name]);
      expect(visitor.code).toBe(Code.NOT_LOGGED_IN);
      expect(changedTables(before, await dbState(t.deps.db))).toEqual([]);
      const owner = await t.call(p, bodies[name], { cookie: alice });
      expect(owner.code, `${name}: ${owner.codeMsg}`).toBe(0);
    }
  });
});
