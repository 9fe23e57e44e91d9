import type { homeLoad } from '@app/contract/calls/cms';
import { HOME_NEWS_PER_CATEGORY } from '@app/contract/constants';
import type { Lang } from '@app/contract/messages';
import { and, asc, desc, eq, gte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { flaggedArticles, menuCategories, newestPerCategory } from './articles';
import { latestLiterature, topJournals } from './journals';
import { toMentor, toTalent, toTaskBrief } from './mappers';
import { upcomingMeetings } from './meetings';
import { isoDay } from './paging';
import { mentors, recruits, tasks } from './schema';

export type HomeData = z.input<typeof homeLoad.output>;

/** How long a built home payload is served before it is rebuilt (staff edits invalidate at once). */
export const HOME_CACHE_TTL_MS = 10_000;

const LIMITS = {
  flagged: 10,
  meetings: 6,
  journals: 6,
  databases: 6,
  talents: 10,
  talentTops: 5,
  talentHome: 6,
  mentors: 8,
  tasks: 6,
};

/** Builds the home payload: independent queries run together (PGlite queues them, PostgreSQL overlaps them). */
export async function buildHome(db: Db, lang: Lang, today: string): Promise<HomeData> {
  const [
    cats,
    news,
    cmsTop,
    cmsHot,
    meetingList,
    journalList,
    databases,
    talentTops,
    talentList,
    mentorRows,
    taskRows,
  ] = await Promise.all([
    menuCategories(db, lang),
    newestPerCategory(db, lang, HOME_NEWS_PER_CATEGORY),
    flaggedArticles(db, lang, 'isTop', LIMITS.flagged),
    flaggedArticles(db, lang, 'isHot', LIMITS.flagged),
    upcomingMeetings(db, lang, today, { limit: LIMITS.meetings }),
    topJournals(db, lang, LIMITS.journals),
    latestLiterature(db, lang, LIMITS.databases),
    db
      .select()
      .from(recruits)
      .where(eq(recruits.isTop, true))
      .orderBy(desc(recruits.createdAt), desc(recruits.id))
      .limit(LIMITS.talentTops),
    db.select().from(recruits).orderBy(desc(recruits.createdAt), desc(recruits.id)).limit(LIMITS.talents),
    db.select().from(mentors).orderBy(asc(mentors.id)).limit(LIMITS.mentors),
    db
      .select()
      .from(tasks)
      .where(and(eq(tasks.status, 'open'), gte(tasks.deadline, today)))
      .orderBy(desc(tasks.createdAt), desc(tasks.id))
      .limit(LIMITS.tasks),
  ]);
  const talent = toTalent(lang);
  const tops = talentTops.map(talent);
  const list = talentList.map(talent);
  // The home block: pinned jobs first, then the newest, each once.
  const topIds = new Set(tops.map((t) => t.id));
  const home = [...tops, ...list.filter((t) => !topIds.has(t.id))].slice(0, LIMITS.talentHome);
  return {
    cms_head: cats.map((c) => ({ ...c, list: news.filter((a) => a.categoryId === c.id) })),
    cms_top: cmsTop,
    cms_hot: cmsHot,
    meetings: meetingList,
    journals: journalList,
    databases,
    talents: { tops, list, home },
    mentors: mentorRows.map(toMentor(lang)),
    tasks: taskRows.map(toTaskBrief(lang)),
  };
}

/** One language's cached payload, and the build under way if any. */
interface Slot {
  data?: HomeData;
  /** The invalidation generation `data` was built in. */
  generation: number;
  expiresAt: number;
  pending?: Promise<HomeData>;
  pendingGeneration?: number;
}

/**
 * Payloads per database and language. Keyed by the Db object so that several apps in one
 * process (tests) never see each other's data; a WeakMap lets a closed database's slots go.
 */
const cache = new WeakMap<Db, Map<Lang, Slot>>();
let generation = 0;

/** Drops every cached home payload at once; staff edits call this after they write. */
export function invalidateHomeCache(): void {
  generation += 1;
}

function slotOf(db: Db, lang: Lang): Slot {
  let byLang = cache.get(db);
  if (!byLang) {
    byLang = new Map();
    cache.set(db, byLang);
  }
  let slot = byLang.get(lang);
  if (!slot) {
    slot = { generation: -1, expiresAt: 0 };
    byLang.set(lang, slot);
  }
  return slot;
}

/** Starts one build for all callers; its result replaces the slot's data unless a newer build landed. */
function rebuild(deps: Deps, lang: Lang, slot: Slot, now: Date): Promise<HomeData> {
  const gen = generation;
  const build = buildHome(deps.db, lang, isoDay(now)).then((data) => {
    if (gen >= slot.generation)
      Object.assign(slot, { data, generation: gen, expiresAt: now.getTime() + HOME_CACHE_TTL_MS });
    return data;
  });
  slot.pending = build;
  slot.pendingGeneration = gen;
  const clear = () => {
    if (slot.pending === build) slot.pending = undefined;
  };
  build.then(clear, clear);
  return build;
}

/**
 * The home payload. Fresh data is served from memory. Expired data of the current generation
 * is still served while one rebuild runs in the background (stale-while-revalidate), so no
 * caller waits on the queries at expiry; after an invalidation callers wait for the new build,
 * so a staff edit shows at once. Concurrent callers share one build; a failed build is not kept.
 */
export async function loadHome(deps: Deps, lang: Lang): Promise<HomeData> {
  const now = deps.clock.now();
  const slot = slotOf(deps.db, lang);
  const current = slot.data !== undefined && slot.generation === generation;
  if (current && slot.expiresAt > now.getTime()) return slot.data as HomeData;
  const build = slot.pending && slot.pendingGeneration === generation ? slot.pending : rebuild(deps, lang, slot, now);
  if (current) {
    // The stale answer goes out now; a failed background build is retried by the next caller.
    build.catch(() => {});
    return slot.data as HomeData;
  }
  return build;
}
