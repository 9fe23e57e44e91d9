import * as c from '@app/contract/calls/settlement';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bindCall } from '../../platform/bind';
import type { Deps } from '../../platform/deps';
import {
  confirmSheet,
  markSheet,
  rejectSheet,
  returnSheet,
  saveSheet,
  sendLink,
  staffSheetList,
  viewSheet,
} from './sheets';

/** The site's own address as the request reached it, for links sent to guests. */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/** Conference allowance sheets and the honorarium link (issue 3). */
export function registerSettlement(app: FastifyInstance, deps: Deps) {
  const confirmFields = (i: { bankCard: string; countryCode: string; phone: string; email: string }) => ({
    bankCard: i.bankCard,
    countryCode: i.countryCode,
    phone: i.phone,
    email: i.email,
  });
  bindCall(app, deps, c.settlementDetails, (i, ctx) => viewSheet(deps, ctx.lang, { userId: ctx.user.id, id: i.id }));
  bindCall(app, deps, c.settlementConfirm, (i, ctx) =>
    confirmSheet(deps, { userId: ctx.user.id, id: i.id }, confirmFields(i)),
  );
  bindCall(app, deps, c.settlementReturn, (i, ctx) => returnSheet(deps, { userId: ctx.user.id, id: i.id }, i.reason));
  bindCall(app, deps, c.settlementView, (i, ctx) => viewSheet(deps, ctx.lang, { token: i.token }));
  bindCall(app, deps, c.settlementLinkConfirm, (i) => confirmSheet(deps, { token: i.token }, confirmFields(i)));
  bindCall(app, deps, c.settlementLinkReturn, (i) => returnSheet(deps, { token: i.token }, i.reason));

  bindCall(app, deps, c.staffSheetList, (i, ctx) => staffSheetList(deps, ctx.lang, i));
  bindCall(app, deps, c.staffSheetSave, (i, ctx) => saveSheet(deps, ctx.lang, ctx.user.id, i));
  bindCall(app, deps, c.staffSheetSendLink, (i, ctx) => sendLink(deps, ctx.user.id, i.id, originOf(ctx.req)));
  bindCall(app, deps, c.staffSheetMark, (i, ctx) => markSheet(deps, ctx.user.id, i.id, i.to, i.reason));
  bindCall(app, deps, c.staffSheetReject, (i, ctx) => rejectSheet(deps, ctx.user.id, i.id, i.comment));
}
