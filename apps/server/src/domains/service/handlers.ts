import * as c from '@app/contract/calls/service';
import type { Lang } from '@app/contract/messages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../platform/bind';
import type { Deps } from '../../platform/deps';
import { describeOrderKind } from '../order/kinds';
import { onOrderPaid } from '../order/paid-hooks';
import { checkDetails, checkEngines, checkList, checkPaid, createCheck, staffCheckList, staffCheckMove } from './check';
import { registerServiceFiles } from './files';
import { checkOrders, transOrders } from './schema';
import {
  createTrans,
  staffTransGet,
  staffTransList,
  staffTransMove,
  transAfterSales,
  transConfirm,
  transDetails,
  transList,
  transPaid,
  transQuote,
} from './trans';

const paging = (i: { page: number; pageSize: number }) => ({ page: i.page, pageSize: i.pageSize });

/** Translation and editing, and paper check (issue 4, decision 017). */
export function registerService(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  onOrderPaid('translation', transPaid);
  onOrderPaid('papercheck', checkPaid);
  registerDescribers();
  registerServiceFiles(app, deps);

  bindCall(app, deps, c.transQuote, async (i) => transQuote(i));
  bindCall(app, deps, c.transCreate, (i, ctx) => createTrans(deps, ctx.user.id, i));
  bindCall(app, deps, c.transList, (i, ctx) => transList(db, ctx.user.id, i.tab, paging(i)));
  bindCall(app, deps, c.transDetails, (i, ctx) => transDetails(deps, ctx.user.id, i.id));
  bindCall(app, deps, c.transConfirm, (i, ctx) => transConfirm(deps, ctx.user.id, i.id));
  bindCall(app, deps, c.transAfterSales, (i, ctx) => transAfterSales(deps, ctx.user.id, i.id, i.reason, i.fileId));
  bindCall(app, deps, c.checkEngines, async () => checkEngines());
  bindCall(app, deps, c.checkCreate, (i, ctx) => createCheck(deps, ctx.user.id, i));
  bindCall(app, deps, c.checkList, (i, ctx) => checkList(db, ctx.user.id, paging(i)));
  bindCall(app, deps, c.checkDetails, (i, ctx) => checkDetails(db, ctx.user.id, i.id));

  bindCall(app, deps, c.staffTransList, (i) => staffTransList(db, i));
  bindCall(app, deps, c.staffTransGet, (i) => staffTransGet(deps, i.id));
  bindCall(app, deps, c.staffTransMove, (i, ctx) =>
    staffTransMove(deps, ctx.user.id, i.id, i.action, i.note, i.fileId),
  );
  bindCall(app, deps, c.staffCheckList, (i) => staffCheckList(db, i));
  bindCall(app, deps, c.staffCheckMove, (i, ctx) =>
    staffCheckMove(deps, ctx.user.id, i.id, i.action, i.fileId, i.similarity),
  );
}

const TYPE_NAMES: Record<string, [string, string]> = {
  translate: ['学术翻译', 'Academic translation'],
  polish: ['英文润色', 'English editing'],
  translatePolish: ['翻译+润色', 'Translation + editing'],
};
const ENGINE_NAMES: Record<string, [string, string]> = {
  basic: ['基础版', 'Basic'],
  standard: ['标准版', 'Standard'],
  full: ['全面版', 'Full'],
};
const name = (m: Record<string, [string, string]>, k: string, lang: Lang) => (m[k] ? m[k][lang === 'en' ? 1 : 0] : k);

/** Titles of the two kinds on the payment screen and in the staff console. */
function registerDescribers() {
  describeOrderKind('translation', async (db, o, lang) => {
    const [t] = await db.select().from(transOrders).where(eq(transOrders.orderId, o.id));
    if (!t) return '';
    const words = lang === 'en' ? `${t.wordCount} words` : `${t.wordCount}字`;
    return `${name(TYPE_NAMES, t.type, lang)} · ${words}`;
  });
  describeOrderKind('papercheck', async (db, o, lang) => {
    const [c] = await db.select().from(checkOrders).where(eq(checkOrders.orderId, o.id));
    if (!c) return '';
    return `${lang === 'en' ? 'Paper check' : '论文查重'} · ${name(ENGINE_NAMES, c.engine, lang)} · ${c.title}`;
  });
}
