import * as c from '@app/contract/calls/invoice';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../platform/bind';
import type { Deps } from '../../platform/deps';
import * as s from './service';

/** Invoices (issue 4, decision 014): user requests and titles, staff issuing. */
export function registerInvoice(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  bindCall(app, deps, c.invoiceView, (i, ctx) => s.viewInvoice(db, ctx.lang, ctx.user.id, i.a, i.b));
  bindCall(app, deps, c.invoiceSubmit, ({ a, b, ...f }, ctx) => s.submitInvoice(deps, ctx.lang, ctx.user.id, a, b, f));
  bindCall(app, deps, c.invoiceModify, ({ a, b, ...f }, ctx) => s.modifyInvoice(deps, ctx.lang, ctx.user.id, a, b, f));
  bindCall(app, deps, c.invoiceSearch, (i, ctx) =>
    s.searchInvoices(db, ctx.lang, ctx.user.id, i.status, { page: i.page, pageSize: i.pageSize }),
  );
  bindCall(app, deps, c.invoiceInfo, (i, ctx) => s.invoiceInfo(db, ctx.lang, ctx.user.id, i.id));
  bindCall(app, deps, c.invoiceTitleList, (_i, ctx) => s.listTitles(db, ctx.user.id));
  bindCall(app, deps, c.invoiceTitleSave, (i, ctx) => s.saveTitle(deps, ctx.lang, ctx.user.id, i));
  bindCall(app, deps, c.invoiceTitleDelete, (i, ctx) => s.deleteTitle(db, ctx.user.id, i.id));
  bindCall(app, deps, c.staffInvoiceList, (i, ctx) => s.staffList(db, ctx.lang, i));
  bindCall(app, deps, c.staffInvoiceDetail, (i, ctx) => s.staffDetail(db, ctx.lang, i.id));
  bindCall(app, deps, c.staffInvoiceIssue, (i, ctx) => s.issueInvoice(deps, ctx.lang, ctx.user.id, i.id));
  bindCall(app, deps, c.staffInvoiceReject, (i, ctx) => s.rejectInvoice(deps, ctx.lang, ctx.user.id, i.id, i.reason));
}
