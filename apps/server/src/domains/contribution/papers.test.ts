import { Code } from '@app/contract/codes';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/app';
import { createUser } from '../../test/factories';
import { countRows, type Kit, makeMeeting, makePaperUpload, meetingKit } from '../meeting/test-kit';
import { paperAuthors, paperEvents, papers } from './schema';

let k: Kit;
beforeAll(async () => {
  k = await meetingKit();
});
afterAll(() => k.t.close());
afterEach(() => k.t.clock.set('2026-03-10T08:00:00Z'));

const P = '/service/business/order/contribution';
const author = (position: number, over: Record<string, unknown> = {}) => ({
  position,
  corresponding: position === 1,
  nameEn: `Author ${position}`,
  name: '',
  countryCode: '86',
  phone: `1380000000${position}`,
  email: `a${position}@example.com`,
  title: 'professor',
  affiliation: 'Peking University',
  country: 'China',
  address: 'Haidian, Beijing',
  field: 'ai',
  ...over,
});

async function fresh(meetingOver: Parameters<typeof makeMeeting>[1] = {}) {
  const u = await createUser(k.t.deps.db);
  const cookie = await loginAs(k.t, u.phone!);
  const { meeting } = await makeMeeting(k.t.deps.db, meetingOver);
  const fileId = await makePaperUpload(k.t.deps.db, u.id);
  const paper = (over: Record<string, unknown> = {}) => ({
    meetingId: meeting.id,
    title: 'Deep learning for X',
    keywords: 'deep learning; X',
    abstract: 'We show that…',
    fields: ['ai'],
    fileId,
    authors: [author(1), author(2), author(3)],
    ...over,
  });
  return { u, cookie, meeting, fileId, paper };
}
const post = (path: string, body: Record<string, unknown>, cookie: string, lang = '') =>
  k.t.call(`${P}/${path}${lang ? `?lang=${lang}` : ''}`, body, { cookie, json: true });

describe('paper submission (/attendees/paperSubmit)', () => {
  it('saves a draft, submits it with 3 authors, and shows it in my papers', async () => {
    const f = await fresh();
    const draft = await post(
      'save',
      { meetingId: f.meeting.id, title: 'Draft title', authors: [author(1, { nameEn: '' })] },
      f.cookie,
    );
    expect(draft.data).toMatchObject({ status: 'draft' });
    const again = await post('save', { meetingId: f.meeting.id, title: 'Draft 2' }, f.cookie);
    expect(again.data.id).toBe(draft.data.id);
    const sub = await post('submit', f.paper(), f.cookie);
    expect(sub.data).toEqual({ id: draft.data.id, status: 'submitted' });
    const list = await k.t.call(`${P}/list`, {}, { cookie: f.cookie });
    expect(list.data.list).toHaveLength(1);
    expect(list.data.list[0]).toMatchObject({ title: 'Deep learning for X', status: 'submitted' });
    const d = await k.t.call(`${P}/details/${sub.data.id}`, {}, { cookie: f.cookie });
    expect(d.data.authors.map((a: { nameEn: string }) => a.nameEn)).toEqual(['Author 1', 'Author 2', 'Author 3']);
    expect(d.data.file).toMatchObject({ id: f.fileId, name: 'paper.pdf' });
    expect(d.data).toMatchObject({ editable: false, fields: ['ai'] });
    const mine = await k.t.call(`${P}/mine/${f.meeting.id}`, {}, { cookie: f.cookie });
    expect(mine.data.id).toBe(sub.data.id);
    expect((await k.t.call(`${P}/mine/${f.meeting.id}`, {}, { cookie: k.bob })).data).toBeNull();
    const events = await k.t.deps.db.select().from(paperEvents).where(eq(paperEvents.paperId, sub.data.id));
    expect(events.map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [null, 'draft'],
      ['draft', 'submitted'],
    ]);
    // Submitted once: a second submission or a draft save is refused.
    expect((await post('submit', f.paper(), f.cookie)).code).toBe(Code.ALREADY_SUBMITTED);
    expect((await post('save', { meetingId: f.meeting.id, title: 'x' }, f.cookie)).code).toBe(Code.ALREADY_SUBMITTED);
  });

  it('names each bad input of §5 in both languages, and writes nothing', async () => {
    const f = await fresh();
    const before = await countRows(k.t.deps.db, papers);
    const eight = Array.from({ length: 8 }, (_, i) => author(i + 1));
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['more than 7 authors', { authors: eight }, '作者最多7位', 'At most 7 authors'],
      ['no author', { authors: [] }, '请至少填写一位作者', 'Please add at least one author'],
      [
        'no corresponding author',
        { authors: [author(1, { corresponding: false }), author(2)] },
        '请选择一位通讯作者',
        'Please choose one corresponding author',
      ],
      [
        'two corresponding authors',
        { authors: [author(1), author(2, { corresponding: true })] },
        '请选择一位通讯作者',
        'Please choose one corresponding author',
      ],
      [
        'English name missing',
        { authors: [author(1, { nameEn: ' ' })] },
        '请填写作者英文名',
        "Please fill in the author's English name",
      ],
      [
        'English name only markup',
        { authors: [author(1, { nameEn: '<b></b>' })] },
        '请填写作者英文名',
        "Please fill in the author's English name",
      ],
      [
        'mainland phone of 10 digits',
        { authors: [author(1, { phone: '1380000000' })] },
        '请输入作者正确的电话号码',
        "Please enter the author's correct telephone number",
      ],
      [
        'letters in the phone',
        { authors: [author(1, { phone: '13800a00000' })] },
        '请输入作者正确的电话号码',
        "Please enter the author's correct telephone number",
      ],
      [
        'country code with a plus',
        { authors: [author(1, { countryCode: '+86' })] },
        '请填写作者正确的国家区号',
        "Please enter the author's correct country code",
      ],
      [
        'bad e-mail',
        { authors: [author(1, { email: 'a@' })] },
        '请输入作者正确的邮箱',
        "Please enter the author's correct e-mail",
      ],
      [
        'author order with a gap',
        { authors: [author(1), author(3)] },
        '作者顺序不完整，请从1开始依次编号',
        'The author order is incomplete: number the authors from 1 without gaps',
      ],
      [
        'author order repeated',
        { authors: [author(1), author(1, { corresponding: false })] },
        '作者顺序不完整，请从1开始依次编号',
        'The author order is incomplete: number the authors from 1 without gaps',
      ],
      ['no file', { fileId: undefined }, '请上传论文文件（PDF或Word）', 'Please upload the paper (PDF or Word)'],
      ['no title', { title: '' }, '请填写标题', 'Please fill in Title'],
      ['unknown field', { fields: ['nope'] }, '研究领域格式不正确', 'Research fields is not valid'],
    ];
    for (const [name, over, zh, en] of cases) {
      const r = await post('submit', f.paper(over), f.cookie);
      expect(r.code, name).toBe(Code.INVALID_INPUT);
      expect(r.codeMsg, name).toBe(zh);
      expect((await post('submit', f.paper(over), f.cookie, 'en')).codeMsg, name).toBe(en);
    }
    // Another user's upload, or one of another type, is no paper file.
    const other = await makePaperUpload(k.t.deps.db, k.bobId);
    expect((await post('submit', f.paper({ fileId: other }), f.cookie)).codeMsg).toBe('请上传论文文件（PDF或Word）');
    expect(await countRows(k.t.deps.db, papers)).toBe(before);
  });

  it('refuses a file over the meeting’s cap', async () => {
    const f = await fresh();
    const { meeting } = await makeMeeting(k.t.deps.db, { settings: { paperMaxMb: 1 } });
    const big = await makePaperUpload(k.t.deps.db, f.u.id, 1024 * 1024 + 1);
    const r = await post('submit', f.paper({ meetingId: meeting.id, fileId: big }), f.cookie);
    expect(r.code).toBe(Code.UPLOAD_TOO_LARGE);
    expect(r.codeMsg).toBe('上传文件超过大小限制（1M）');
  });

  it('refuses outside the submission window with clear codes (4005)', async () => {
    const f = await fresh({ submitDeadline: '2026-03-10' });
    const early = await makeMeeting(k.t.deps.db, { settings: { submitOpenAt: new Date('2026-03-20T00:00:00Z') } });
    const r1 = await post('submit', f.paper({ meetingId: early.meeting.id }), f.cookie);
    expect(r1.code).toBe(Code.OUT_OF_WINDOW);
    expect(r1.codeMsg).toBe('投稿尚未开始');
    const r1d = await post('save', { meetingId: early.meeting.id, title: 't' }, f.cookie, 'en');
    expect(r1d.codeMsg).toBe('Paper submission has not opened yet');
    // The listed deadline day ends at midnight Beijing time: 2026-03-10T16:00Z.
    k.t.clock.set('2026-03-10T15:59:00Z');
    expect((await post('save', { meetingId: f.meeting.id, title: 'last minute' }, f.cookie)).code).toBe(0);
    k.t.clock.set('2026-03-10T16:00:00Z');
    const late = await post('submit', f.paper(), f.cookie);
    expect(late.code).toBe(Code.OUT_OF_WINDOW);
    expect(late.codeMsg).toBe('投稿已截止');
  });

  it('staff ask for revision with an opinion the author sees; the author resubmits; staff accept', async () => {
    const f = await fresh({ submitDeadline: '2026-03-10' });
    const sub = await post('submit', f.paper(), f.cookie);
    const id = sub.data.id;
    const decide = (body: Record<string, unknown>, cookie = k.staff) =>
      k.t.call(`/service/staff/paper/decide/${id}`, body, { cookie });
    expect((await decide({ action: 'revise' }, f.cookie)).code).toBe(Code.FORBIDDEN);
    const noOpinion = await decide({ action: 'revise' });
    expect(noOpinion.code).toBe(Code.INVALID_INPUT);
    expect(noOpinion.codeMsg).toBe('请填写审稿意见');
    expect((await decide({ action: 'revise', opinion: '请补充实验' })).data.status).toBe('revision_requested');
    const d = await k.t.call(`${P}/details/${id}`, {}, { cookie: f.cookie });
    expect(d.data.opinions).toEqual([{ action: 'revise', opinion: '请补充实验', at: '2026-03-10T08:00:00.000Z' }]);
    expect(d.data.editable).toBe(true);
    // Resubmission is not held to the deadline: staff asked for it.
    k.t.clock.set('2026-03-12T00:00:00Z');
    const { meetingId: _m, ...body } = f.paper({
      title: 'Deep learning for X, revised',
      authors: [author(1), author(2)],
    });
    const re = await post(`resubmit/${id}`, body, f.cookie);
    expect(re.data.status).toBe('resubmitted');
    expect((await post(`resubmit/${id}`, body, f.cookie)).code).toBe(Code.INVALID_STATE);
    const authors = await k.t.deps.db.select().from(paperAuthors).where(eq(paperAuthors.paperId, id));
    expect(authors).toHaveLength(2);
    expect((await decide({ action: 'accept' })).data.status).toBe('accepted');
    expect((await decide({ action: 'reject', opinion: 'x' })).code).toBe(Code.INVALID_STATE);
    const list = await k.t.call('/service/staff/paper/list', { meetingId: f.meeting.id }, { cookie: k.staff });
    expect(list.data.list[0]).toMatchObject({ id, status: 'accepted', authorName: 'Author 1' });
    const one = await k.t.call(`/service/staff/paper/get/${id}`, {}, { cookie: k.staff });
    expect(one.data.user.id).toBe(f.u.id);
  });

  it('serves the review configuration the paper pages need', async () => {
    const r = await k.t.call('/service/review/action/config?lang=en');
    expect(r.data.maxAuthors).toBe(7);
    expect(r.data.statuses.find((s: { value: string }) => s.value === 'revision_requested').label).toBe(
      'Revision requested',
    );
    expect(
      r.data.actions.map((a: { value: string; opinionRequired: boolean }) => [a.value, a.opinionRequired]),
    ).toEqual([
      ['accept', false],
      ['reject', true],
      ['revise', true],
    ]);
    expect(r.data.fileKinds).toEqual(['doc', 'docx', 'pdf']);
    expect(r.data.fields.length).toBeGreaterThan(5);
  });
});
