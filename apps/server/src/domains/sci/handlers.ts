import * as c from '@app/contract/calls/sci';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../platform/bind';
import type { Deps } from '../../platform/deps';
import { describeOrderKind, onOrderCancelled, onOrderRefunded } from '../order/kinds';
import { onOrderPaid } from '../order/paid-hooks';
import {
  closeProgress,
  describeSci,
  modifySci,
  moveSci,
  SCI_KIND,
  sciDetails,
  sciList,
  startProgress,
  staffSciGet,
  staffSciList,
  submitSci,
  withdrawSci,
} from './papers';

const paging = (i: { page: number; pageSize: number }) => ({ page: i.page, pageSize: i.pageSize });

/** SCI paper orders (issue 4, decision 016). A paid `sci` order starts the paper's progress. */
export function registerSci(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  onOrderPaid(SCI_KIND, startProgress);
  onOrderCancelled(SCI_KIND, (tx, o, now) => closeProgress(tx, o, now, 'cancelled'));
  onOrderRefunded(SCI_KIND, (tx, o, now) => closeProgress(tx, o, now, 'refunded'));
  describeOrderKind(SCI_KIND, describeSci);
  bindCall(app, deps, c.sciSubmit, (i, ctx) => submitSci(deps, ctx.lang, ctx.user.id, i));
  bindCall(app, deps, c.sciList, (i, ctx) => sciList(db, ctx.user.id, i.progress, paging(i)));
  bindCall(app, deps, c.sciDetails, (i, ctx) => sciDetails(db, ctx.user.id, i.id));
  bindCall(app, deps, c.sciModify, ({ id, ...i }, ctx) => modifySci(deps, ctx.lang, ctx.user.id, id, i));
  bindCall(app, deps, c.sciWithdraw, (i, ctx) => withdrawSci(deps, ctx.user.id, i.id, i.reason));
  bindCall(app, deps, c.staffSciList, (i) => staffSciList(db, i));
  bindCall(app, deps, c.staffSciGet, (i) => staffSciGet(db, i.id));
  bindCall(app, deps, c.staffSciMove, (i, ctx) => moveSci(deps, ctx.user.id, i.id, i.to, i.opinion));
}
