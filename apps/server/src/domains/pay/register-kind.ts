import { and, eq } from 'drizzle-orm';
import { meetings } from '../cms/schema';
import { deactivateByOrder } from '../meeting/registration';
import { pick } from '../meeting/pick';
import { meetingCategories, registrations } from '../meeting/schema';
import { describeOrderKind, onOrderCancelled, onOrderRefunded } from '../order/kinds';
import { onOrderPaid } from '../order/paid-hooks';

/**
 * Issue 3's register orders in the payment registries: titled by conference and category; a
 * cancelled or refunded order frees its place; paying keeps the registration valid (it must
 * still be active: a place freed by a cancel is never silently taken back).
 */
export function registerRegisterKind() {
  describeOrderKind('register', async (db, o, lang) => {
    const [r] = await db
      .select({ t: meetings.title, tEn: meetings.titleEn, c: meetingCategories.name, cEn: meetingCategories.nameEn })
      .from(registrations)
      .innerJoin(meetings, eq(meetings.id, registrations.meetingId))
      .innerJoin(meetingCategories, eq(meetingCategories.id, registrations.categoryId))
      .where(eq(registrations.orderId, o.id));
    return r ? `${pick(lang, r.t, r.tEn)} · ${pick(lang, r.c, r.cEn)}` : '';
  });
  onOrderPaid('register', async (tx, o) => {
    const [r] = await tx
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(eq(registrations.orderId, o.id), eq(registrations.active, true)));
    if (!r) throw new Error(`register order ${o.id} paid without an active registration`);
  });
  onOrderCancelled('register', (tx, o) => deactivateByOrder(tx, o.id));
  onOrderRefunded('register', (tx, o) => deactivateByOrder(tx, o.id));
}
