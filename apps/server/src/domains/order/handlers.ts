import * as c from '@app/contract/calls/order';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../platform/bind';
import type { Deps } from '../../platform/deps';
import { createRegistration } from '../meeting/registration';
import { cancelPayOrder } from '../pay/orders';
import { markPaid, registerDetails, registerList } from './registers';

/** Register orders (issue 3); cancelling any kind is domains/pay's, the other pay calls live there. */
export function registerOrder(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  bindCall(app, deps, c.registerCreate, (i, ctx) => {
    const { meetingId, categoryId, name, countryCode, phone, email, unit, position } = i;
    return createRegistration(
      deps,
      ctx.user.id,
      { meetingId, categoryId, name, countryCode, phone, email, unit, position },
      ctx.lang,
    );
  });
  bindCall(app, deps, c.registerList, (i, ctx) =>
    registerList(db, ctx.lang, ctx.user.id, i.status, { page: i.page, pageSize: i.pageSize }),
  );
  bindCall(app, deps, c.registerDetails, (i, ctx) => registerDetails(db, ctx.lang, ctx.user.id, i.id));
  bindCall(app, deps, c.orderCancel, (i, ctx) => cancelPayOrder(deps, ctx.user.id, i.type, i.orderId));
  bindCall(app, deps, c.staffOrderMarkPaid, (i, ctx) => markPaid(deps, ctx.user.id, i.id, i.reason));
}
