import * as c from '@app/contract/calls/cms';
import type { FastifyInstance } from 'fastify';
import { bindCall, serializeOnce } from '../../platform/bind';
import type { Deps } from '../../platform/deps';
import { articleDetails, categoryArticles } from './articles';
import { postLead } from './crm';
import { loadHome } from './home-service';
import { journalDetails, journalPage, literaturePage } from './journals';
import { meetingPage, upcomingMeetings } from './meetings';
import { isoDay } from './paging';
import { picsBySlot } from './pics';
import { compSearch } from './search';

const TOP_MEETINGS = 10;

/** Public CMS and home calls (issue 2): thin bindings to the services beside this file. */
export function registerCms(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const today = () => isoDay(deps.clock.now());
  const paging = (i: { page: number; pageSize: number }) => ({ page: i.page, pageSize: i.pageSize });

  // The cached payload is the same object until it is rebuilt: serialised once per build.
  bindCall(app, deps, c.homeLoad, async (_i, ctx) => serializeOnce(await loadHome(deps, ctx.lang)));

  // The article main page is the home payload's categories and top articles: served from its cache.
  bindCall(app, deps, c.articleMain, async (_i, ctx) => {
    const home = await loadHome(deps, ctx.lang);
    return { categories: home.cms_head.map(({ list: _list, ...cat }) => cat), top: home.cms_top };
  });

  bindCall(app, deps, c.categoryArticles, (i, ctx) => categoryArticles(db, ctx.lang, i.id, paging(i)));

  bindCall(app, deps, c.articleDetails, (i, ctx) => articleDetails(db, ctx.lang, i.id, i.correlation === true));

  bindCall(app, deps, c.meetingTop, (_i, ctx) =>
    upcomingMeetings(db, ctx.lang, today(), { limit: TOP_MEETINGS, topOnly: true }),
  );

  bindCall(app, deps, c.meetingList, (i, ctx) =>
    meetingPage(db, ctx.lang, today(), paging(i), { keyword: i.keyword, field: i.field }),
  );

  bindCall(app, deps, c.literatureList, (i, ctx) => literaturePage(db, ctx.lang, paging(i), i.keyword));

  bindCall(app, deps, c.journalList, (i, ctx) => journalPage(db, ctx.lang, paging(i), i));

  bindCall(app, deps, c.journalDetails, (i, ctx) => journalDetails(db, ctx.lang, i.id));

  bindCall(app, deps, c.sciPublicList, (i, ctx) => journalPage(db, ctx.lang, paging(i), { ...i, sciOnly: true }));

  bindCall(app, deps, c.sciPublicDetails, (i, ctx) => journalDetails(db, ctx.lang, i.id, true));

  bindCall(app, deps, c.picsBatch, (i, ctx) => picsBySlot(db, ctx.lang, i.slots));

  bindCall(app, deps, c.compSearch, (i, ctx) => compSearch(db, ctx.lang, today(), i));

  bindCall(app, deps, c.crmPost, (i, ctx) => postLead(deps, i, ctx));
}
