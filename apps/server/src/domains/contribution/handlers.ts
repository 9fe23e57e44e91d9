import * as c from '@app/contract/calls/contribution';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../platform/bind';
import type { Deps } from '../../platform/deps';
import {
  decidePaper,
  myPaperForMeeting,
  paperDetails,
  paperList,
  resubmitPaper,
  saveDraft,
  staffPaperGet,
  staffPaperList,
  submitPaper,
} from './papers';
import { reviewConfig } from './review-config';

const paging = (i: { page: number; pageSize: number }) => ({ page: i.page, pageSize: i.pageSize });

/** Paper submission and staff review (issue 3). */
export function registerContribution(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  bindCall(app, deps, c.paperSave, (i, ctx) => saveDraft(deps, ctx.lang, ctx.user.id, i));
  bindCall(app, deps, c.paperSubmit, (i, ctx) => submitPaper(deps, ctx.lang, ctx.user.id, i));
  bindCall(app, deps, c.paperResubmit, ({ id, ...i }, ctx) => resubmitPaper(deps, ctx.lang, ctx.user.id, id, i));
  bindCall(app, deps, c.paperMine, (i, ctx) => myPaperForMeeting(deps, ctx.lang, ctx.user.id, i.id));
  bindCall(app, deps, c.contributionList, (i, ctx) => paperList(db, ctx.lang, ctx.user.id, i.status, paging(i)));
  bindCall(app, deps, c.contributionDetails, (i, ctx) => paperDetails(deps, ctx.lang, ctx.user.id, i.id));
  bindCall(app, deps, c.reviewConfig, async (_i, ctx) => reviewConfig(ctx.lang, deps.config));
  bindCall(app, deps, c.staffPaperList, (i, ctx) => staffPaperList(db, ctx.lang, i));
  bindCall(app, deps, c.staffPaperGet, (i, ctx) => staffPaperGet(deps, ctx.lang, i.id));
  bindCall(app, deps, c.staffPaperDecide, (i, ctx) => decidePaper(deps, ctx.user.id, i.id, i.action, i.opinion));
}
