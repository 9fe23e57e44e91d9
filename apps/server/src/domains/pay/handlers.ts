import * as cc from '@app/contract/calls/coupon';
import * as pc from '@app/contract/calls/pay';
import * as wc from '@app/contract/calls/wallet';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../platform/bind';
import type { Deps } from '../../platform/deps';
import { loadSessionUser } from '../../platform/session';
import { drawCoupon, frontView, listCoupons } from './coupons';
import { payOffline, payOnline, payOrderView, payVoucher, payWallet } from './orders';
import { changePayPassword } from './password';
import { registerRegisterKind } from './register-kind';
import { handleSandboxCallback, sandboxConfirm, sandboxIntentView } from './sandbox';
import { refundOrder, reviewVoucher, staffOrderDetail, staffOrderList } from './staff';
import {
  changePassByCode,
  createTopup,
  listTopups,
  redeemGift,
  registerTopupKind,
  sendPayPasswordCode,
  topupActivity,
  walletIndex,
} from './wallet';

/** Payment, wallet and coupon calls (issue 4); orderCancel stays in domains/order/handlers.ts. */
export function registerPay(app: FastifyInstance, deps: Deps) {
  registerRegisterKind();
  registerTopupKind();
  const page = (i: { page: number; pageSize: number }) => ({ page: i.page, pageSize: i.pageSize });

  bindCall(app, deps, pc.payOrderView, (i, ctx) => payOrderView(deps, ctx.user.id, i.orderId, ctx.lang));
  bindCall(app, deps, pc.payOffline, (i, ctx) =>
    payOffline(deps, ctx.user.id, i.type, i.orderId, i.couponId, ctx.lang),
  );
  bindCall(app, deps, pc.payOnline, (i, ctx) => payOnline(deps, ctx.user.id, i.type, i.orderId, i.couponId, i.channel));
  bindCall(app, deps, pc.payWallet, (i, ctx) =>
    payWallet(deps, ctx.user.id, i.type, i.orderId, i.couponId, i.payPassword),
  );
  bindCall(app, deps, pc.payVoucher, (i, ctx) =>
    payVoucher(deps, ctx.user.id, i.type, i.orderId, i.couponId, i.fileId),
  );
  bindCall(app, deps, pc.sandboxIntentView, (i, ctx) => sandboxIntentView(deps, i.intentId, i.token, ctx.lang));
  bindCall(app, deps, pc.sandboxConfirm, (i, ctx) => sandboxConfirm(deps, i.intentId, i.token, i.outcome, ctx.lang));
  // The channel posts from its own servers: exempt from the Origin check, verified by signature.
  bindCall(app, deps, pc.sandboxCallback, (i) => handleSandboxCallback(deps, i), { crossSite: true });
  bindCall(app, deps, pc.staffPayOrderList, (i, ctx) => staffOrderList(deps, i, ctx.lang));
  bindCall(app, deps, pc.staffPayOrderDetail, (i, ctx) => staffOrderDetail(deps, i.id, ctx.lang));
  bindCall(app, deps, pc.staffVoucherReview, (i, ctx) => reviewVoucher(deps, ctx.user.id, i.id, i.approve, i.reason));
  bindCall(app, deps, pc.staffRefund, (i, ctx) => refundOrder(deps, ctx.user.id, i.id, i.to, i.reason));

  bindCall(app, deps, wc.walletIndex, (i, ctx) => walletIndex(deps, ctx.user.id, page(i), ctx.lang));
  bindCall(app, deps, wc.walletChangePass, async (i, ctx) => {
    await changePayPassword(deps, ctx.user.id, i.oldPassword, i.password);
    return null;
  });
  bindCall(app, deps, wc.walletSendCode, (_i, ctx) => sendPayPasswordCode(deps, ctx.user.id, ctx.ip, ctx.lang));
  bindCall(app, deps, wc.walletChangePassByCode, async (i, ctx) => {
    await changePassByCode(deps, ctx.user.id, i.code, i.password);
    return null;
  });
  bindCall(app, deps, wc.topupCreate, (i, ctx) => createTopup(deps, ctx.user.id, i.amount));
  bindCall(app, deps, wc.topupList, (i, ctx) => listTopups(deps.db, ctx.user.id, page(i)));
  bindCall(app, deps, wc.topupActivity, async (_i, ctx) => topupActivity(ctx.lang));
  bindCall(app, deps, wc.exchangeGift, (i, ctx) => redeemGift(deps, ctx.user.id, i.code, ctx.lang));

  bindCall(app, deps, cc.couponFrontView, async (i, ctx) => {
    // A visitor call: the session is read only to tell a signed-in caller whether they drew one.
    const user = await loadSessionUser(deps, ctx.req);
    return frontView(deps, i.id, user?.id ?? null, ctx.lang);
  });
  bindCall(app, deps, cc.couponDraw, (i, ctx) => drawCoupon(deps, ctx.user.id, i.id, ctx.lang));
  bindCall(app, deps, cc.couponList, (i, ctx) => listCoupons(deps, ctx.user.id, i.status, page(i), ctx.lang));
}
