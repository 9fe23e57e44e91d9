import { sql } from 'drizzle-orm';
import { hashPassword } from '../../domains/passport/password';
import type { Db, DbOrTx } from '../client';
import {
  cmsArticles,
  cmsCategories,
  cmsPics,
  experts,
  journals,
  literature,
  meetings,
  mentors,
  recruits,
  tasks,
  users,
} from '../schema';
import * as W from './demo-words';
import { type SeedFiles, seedInvoiceDemo } from './invoice-demo';
import { payPasswordHash, seedPayDemo } from './pay-demo';
import { seedMeetingsDemo } from './meetings-demo';
import { seedPaperAfterDemo } from './paper-after-demo';
import { seedSciDemo } from './sci-demo';
import { seedServiceDemo } from './service-demo';

/**
 * Demo content for an empty database: enough rows in both languages that every list of the
 * site is full on first start. Everything is derived from word lists and a seeded PRNG, so two
 * runs with the same `now` produce the same data.
 */
export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_PHONES = { user: '13800000000', reviewer: '13800000001', staff: '13800000009' } as const;
/** 12 per category and language: the home page shows the first 10 of each. */
export const ARTICLES_PER_CATEGORY = 12;

const DAY = 86_400_000;
const LANGS = ['zh', 'en'] as const;
type Lang = (typeof LANGS)[number];
type Rng = () => number;

/** mulberry32: a tiny seeded PRNG (Math.random would make every seed different). */
function prng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
const addDays = (d: Date, days: number) => new Date(d.getTime() + days * DAY);
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lower = (s: string) => s.toLowerCase();
const fill = (tpl: string, vars: Record<string, string>) => tpl.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const at = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
const fieldOf = (code: W.FieldCode) => W.FIELDS.find((f) => f.code === code) ?? W.FIELDS[0];
/** Local generated picture (media/routes.ts draws it): no external image hosts. */
const pic = (kind: string, n: number, text: string) => `/media/gen/${kind}/${n}.svg?t=${encodeURIComponent(text)}`;
/** Covers are PNG without a label: lists show the title beside them (media/png.ts, decision 021). */
const cover = (n: number) => `/media/gen/cover/${n}.png`;

/** ISSN: seven digits plus the mod-11 check character, so the numbers validate. */
function issn(rng: Rng): string {
  const digits = Array.from({ length: 7 }, () => int(rng, 0, 9));
  const sum = digits.reduce((s, d, i) => s + d * (8 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  const s = digits.join('') + (check === 10 ? 'X' : String(check));
  return `${s.slice(0, 4)}-${s.slice(4)}`;
}

/** A certified think-tank reviewer who has passed real-person verification. */
const REVIEWER = { reader: 1, authentication: 1, certificates: ['reviewer'] };

function userRows(passwordHash: string, now: Date) {
  const base = { countryCode: '86', passwordHash, createdAt: now, lang: 'zh' as const };
  return [
    { ...base, phone: DEMO_PHONES.user, email: 'demo0@example.com', nickname: '演示用户' },
    { ...base, phone: DEMO_PHONES.reviewer, email: 'demo1@example.com', nickname: '审稿专家', ...REVIEWER },
    { ...base, phone: DEMO_PHONES.staff, email: 'staff@example.com', nickname: '平台运营', role: 'staff' as const },
  ];
}

function articleHtml(li: 0 | 1, vars: Record<string, string>, summary: string, rng: Rng): string {
  const [bgTitle, pointsTitle, note] =
    li === 0 ? ['研究背景', '几点建议', '编者按：'] : ['Background', 'Key points', "Editor's note: "];
  const start = int(rng, 0, W.POINTS.length - 1);
  // Odd strides are coprime to the 8 points: three different points per article.
  const stride = 1 + 2 * int(rng, 0, 2);
  const points = [0, 1, 2].map((i) => `<li>${esc(at(W.POINTS, start + i * stride)[li])}</li>`).join('');
  return [
    `<p>${esc(summary)}</p>`,
    `<h2>${bgTitle}</h2>`,
    `<p>${esc(fill(at(W.BACKGROUNDS, int(rng, 0, 2))[li], vars))}</p>`,
    `<h2>${pointsTitle}</h2>`,
    `<ul>${points}</ul>`,
    `<p><strong>${esc(note)}</strong>${esc(at(W.CLOSINGS, int(rng, 0, 2))[li])}</p>`,
  ].join('\n');
}

function articleRows(categoryIds: number[], now: Date, rng: Rng) {
  return W.CATEGORIES.flatMap((cat, c) =>
    LANGS.flatMap((lang: Lang) =>
      Array.from({ length: ARTICLES_PER_CATEGORY }, (_, k) => {
        const li = lang === 'zh' ? 0 : 1;
        // Stride 5 is coprime to the 12 topics, so titles within a category never repeat.
        const topic = at(W.TOPICS, k * 5 + c * 7)[li];
        const vars = { t: topic, f: cat.focus[li] };
        const summary = fill(at(W.SUMMARIES, k)[li], vars);
        const publishedAt = new Date(now.getTime() - Math.floor(rng() * 60 * DAY));
        const isHot = k % 5 === 2;
        return {
          categoryId: categoryIds[c] as number,
          lang,
          title: fill(at(cat.titles, k)[li], vars),
          summary,
          content: articleHtml(li, vars, summary, rng),
          author: at(W.ARTICLE_AUTHORS, c + k)[li],
          source: li === 0 ? '学术平台编辑部' : 'Editorial team',
          cover: cover(c * 100 + k * 2 + li),
          isTop: k === 0,
          isHot,
          views: int(rng, 120, 3000) + (isHot ? 8000 : 0),
          publishedAt,
          updatedAt: publishedAt,
        };
      }),
    ),
  );
}

function meetingRows(now: Date, rng: Rng) {
  return W.THEMES.map(([abbr, zh, en, field], k) => {
    // Spread from a month ago to about ten months ahead.
    const start = addDays(now, -30 + k * 10 + int(rng, 0, 4));
    const end = addDays(start, int(rng, 1, 3));
    const deadline = addDays(start, -int(rng, 20, 45));
    const year = start.getUTCFullYear();
    const edition = int(rng, 2, 12);
    const [cityZh, cityEn] = at(W.CITIES, k * 5);
    const title = `${year} 第${W.cnNumber(edition)}届${zh}国际学术会议`;
    const titleEn = `${year} ${W.ordinal(edition)} International Conference on ${en}`;
    const dates = (fmt: (d: Date) => string) => ({ start: fmt(start), end: fmt(end), deadline: fmt(deadline) });
    return {
      code: `${abbr}${year}`,
      title,
      titleEn,
      field,
      city: cityZh,
      cityEn,
      startDate: isoDate(start),
      endDate: isoDate(end),
      submitDeadline: isoDate(deadline),
      cover: cover(1000 + k),
      isTop: k % 8 === 2,
      description: fill(W.MEETING_TEXT[0], { title, theme: zh, city: cityZh, ...dates(W.zhDate) }),
      descriptionEn: fill(W.MEETING_TEXT[1], { title: titleEn, theme: lower(en), city: cityEn, ...dates(W.enDate) }),
    };
  });
}

/** Impact factor ×1000 per quartile Q1..Q4. */
const IF_RANGES = [
  [4500, 12000],
  [2800, 4500],
  [1500, 2800],
  [500, 1500],
] as const;
const SOCIAL_FIELDS: string[] = ['economics', 'education', 'social'];

function journalRows(rng: Rng) {
  return W.JOURNAL_SUBJECTS.flatMap(([subject, field], i) =>
    [0, 2].map((j) => {
      const n = i * 2 + j / 2;
      const name = `${at(W.JOURNAL_PREFIXES, i + j)} ${subject}`;
      const q = (i * 3 + j) % 4;
      const partition = `Q${q + 1}`;
      const technical = field === 'engineering' || field === 'computer';
      const indexType = SOCIAL_FIELDS.includes(field) ? 'SSCI' : technical && j ? 'EI' : 'SCI';
      const [lo, hi] = at(IF_RANGES, q);
      const [cycleZh, cycleEn] = at(W.REVIEW_CYCLES, int(rng, 0, 3));
      const f = fieldOf(field);
      const text = { name, index: indexType, partition };
      return {
        name,
        issn: issn(rng),
        subject: field,
        partition,
        indexType,
        impactFactor: int(rng, lo, hi),
        reviewCycle: cycleZh,
        reviewCycleEn: cycleEn,
        cover: cover(2000 + n),
        // The SCI service only handles SCI-indexed journals.
        sciService: indexType === 'SCI' && n % 4 !== 3,
        publisher: at(W.PUBLISHERS, n),
        website: `https://journals.example.org/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
        description: fill(W.JOURNAL_TEXT[0], { ...text, field: f.zh, cycle: cycleZh }),
        descriptionEn: fill(W.JOURNAL_TEXT[1], { ...text, field: lower(f.en), cycle: lower(cycleEn) }),
      };
    }),
  );
}

function literatureRows(journalList: { name: string; subject: string }[], now: Date, rng: Rng) {
  const total = W.LIT_TEMPLATES.length * W.LIT_OBJECTS.length;
  return Array.from({ length: total }, (_, k) => {
    const [object, field] = at(W.LIT_OBJECTS, k);
    const sameField = journalList.filter((j) => j.subject === field);
    const journal = at(sameField.length ? sameField : journalList, int(rng, 0, 9)).name;
    // Surnames at stride 5 (coprime to 16) so no author is listed twice.
    const first = int(rng, 0, W.SURNAMES.length - 1);
    const authors = Array.from({ length: int(rng, 3, 5) }, (_, i) => {
      const given = at(W.GIVEN_NAMES, int(rng, 0, W.GIVEN_NAMES.length - 1))[1];
      return `${at(W.SURNAMES, first + i * 5)[1]} ${given[0]}`;
    });
    const year = now.getUTCFullYear() - int(rng, 0, 6);
    return {
      title: fill(W.LIT_TEMPLATES[Math.floor(k / W.LIT_OBJECTS.length)] as string, { o: object }),
      authors: authors.join(', '),
      journal,
      year,
      doi: `10.5555/sp.${year}.${String(1000 + k * 37)}`,
      field,
    };
  });
}

function recruitRows(now: Date, rng: Rng) {
  return Array.from({ length: 20 }, (_, k) => {
    const [zh, en, salary, employers] = at(W.POSITIONS, k);
    const [companyZh, companyEn, city] = at(W.INSTITUTIONS, at(employers, Math.floor(k / W.POSITIONS.length)));
    const f = at(W.FIELDS, k * 5);
    return {
      title: fill(zh, { f: f.zh }),
      titleEn: cap(fill(en, { f: lower(f.en) })),
      company: companyZh,
      companyEn,
      city: at(W.CITIES, city)[0],
      cityEn: at(W.CITIES, city)[1],
      salary,
      isTop: k % 7 === 0,
      createdAt: new Date(now.getTime() - k * 1.5 * DAY - int(rng, 0, 600) * 60_000),
    };
  });
}

/** Academic employers only (not companies or the press) for mentors and experts. */
const ACADEMIC = [0, 1, 2, 3, 4, 5, 9];

/** Person k: surname and given name walk the lists at different strides, so names never repeat. */
function person(k: number) {
  const [sz, se] = at(W.SURNAMES, k);
  const [gz, ge] = at(W.GIVEN_NAMES, k * 7 + Math.floor(k / 16) * 5 + 3);
  const [iz, ie] = at(W.INSTITUTIONS, at(ACADEMIC, k));
  const [tz, te] = at(W.ACADEMIC_TITLES, k);
  const nameEn = `${ge} ${se}`;
  return {
    name: sz + gz,
    nameEn,
    title: tz,
    titleEn: te,
    institution: iz,
    institutionEn: ie,
    field: at(W.FIELDS, k * 7).code,
    avatar: pic('avatar', k + 1, nameEn),
  };
}

function taskRows(now: Date, rng: Rng) {
  const month = isoDate(now).slice(0, 7).replace('-', '');
  return Array.from({ length: 24 }, (_, k) => {
    const [taskType, zh, en, baseFen] = at(W.TASK_KINDS, k);
    const f = at(W.FIELDS, k * 5 + Math.floor(k / 12));
    const english = taskType === 'polish' || taskType === 'translate' || (taskType !== 'lecture' && k % 2 === 1);
    return {
      taskNo: `T${month}${String(k + 1).padStart(3, '0')}`,
      title: fill(zh, { f: f.zh }),
      titleEn: fill(en, { f: lower(f.en) }),
      taskType,
      field: f.code,
      language: english ? 'English' : '中文',
      // Whole hundreds of yuan, between the base fee and twice it.
      remunerationFen: Math.round((baseFen * (1 + rng())) / 10_000) * 10_000,
      deadline: isoDate(addDays(now, 7 + k * 3 + int(rng, 0, 4))),
      status: 'open',
      createdAt: addDays(now, -((k % 10) + 1)),
    };
  });
}

function picRows() {
  return LANGS.flatMap((lang, li) =>
    W.PICS.map(([slot, zh, en, link, kind], i) => {
      const title = li === 0 ? zh : en;
      const sort = W.PICS.slice(0, i).filter((p) => p[0] === slot).length + 1;
      return { slot, lang, title, image: pic(kind, 3000 + i * 2 + li, title), link, sort, enabled: true };
    }),
  );
}

async function usersEmpty(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ one: sql<number>`1` }).from(users).limit(1);
  return rows.length === 0;
}

/** Seeds demo data when there are no users yet; returns whether it did. */
export async function seedDemo(db: Db, opts: { scryptCost: number; now: Date; files?: SeedFiles }): Promise<boolean> {
  if (!(await usersEmpty(db))) return false;
  // Hash once, outside the transaction: scrypt is slow and the hash is shared by all demo users.
  // The pay password's hash starts at the same time (scrypt runs off the main thread).
  const payHash = payPasswordHash(opts.scryptCost);
  const passwordHash = await hashPassword(DEMO_PASSWORD, opts.scryptCost);
  const { now } = opts;
  const rng = prng(20260310);
  return db.transaction(async (tx) => {
    // Checked again: another process may have seeded while we were hashing.
    if (!(await usersEmpty(tx))) return false;
    const people = await tx
      .insert(users)
      .values(userRows(passwordHash, now))
      .returning({ id: users.id, phone: users.phone });
    const reviewerId = people.find((u) => u.phone === DEMO_PHONES.reviewer)?.id ?? null;
    const cats = await tx
      .insert(cmsCategories)
      .values(W.CATEGORIES.map((c, i) => ({ code: c.code, nameZh: c.name[0], nameEn: c.name[1], sort: i + 1 })))
      .returning({ id: cmsCategories.id, code: cmsCategories.code });
    const catIds = W.CATEGORIES.map((c) => cats.find((r) => r.code === c.code)?.id as number);
    await tx.insert(cmsArticles).values(articleRows(catIds, now, rng));
    await tx.insert(meetings).values(meetingRows(now, rng));
    const journalList = journalRows(rng);
    await tx.insert(journals).values(journalList);
    await tx.insert(literature).values(literatureRows(journalList, now, rng));
    await tx.insert(recruits).values(recruitRows(now, rng));
    await tx.insert(mentors).values(Array.from({ length: 12 }, (_, k) => person(k)));
    // The demo reviewer account is the first expert, so its expert page has a real user behind it.
    const expertRows = Array.from({ length: 20 }, (_, k) => ({
      ...person(12 + k),
      expertType: at(W.EXPERT_TYPES, k),
      userId: k === 0 ? reviewerId : null,
    }));
    await tx.insert(experts).values(expertRows);
    await tx.insert(tasks).values(taskRows(now, rng));
    await tx.insert(cmsPics).values(picRows());
    const idOf = (phone: string) => people.find((u) => u.phone === phone)?.id as number;
    await seedMeetingsDemo(tx, {
      now,
      userId: idOf(DEMO_PHONES.user),
      reviewerId: idOf(DEMO_PHONES.reviewer),
      staffId: idOf(DEMO_PHONES.staff),
    });
    await seedSciDemo(tx, { now, userId: idOf(DEMO_PHONES.user), staffId: idOf(DEMO_PHONES.staff) });
    await seedPaperAfterDemo(tx, { now, userId: idOf(DEMO_PHONES.user), staffId: idOf(DEMO_PHONES.staff) });
    await seedServiceDemo(tx, {
      now,
      userId: idOf(DEMO_PHONES.user),
      staffId: idOf(DEMO_PHONES.staff),
      dataDir: opts.files?.dataDir,
    });
    await seedPayDemo(tx, {
      now,
      userId: idOf(DEMO_PHONES.user),
      staffId: idOf(DEMO_PHONES.staff),
      payPasswordHash: await payHash,
    });
    await seedInvoiceDemo(tx, {
      now,
      userId: idOf(DEMO_PHONES.user),
      staffId: idOf(DEMO_PHONES.staff),
      files: opts.files,
    });
    return true;
  });
}
