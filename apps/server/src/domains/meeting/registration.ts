import { isValidPhone } from '@app/contract/fields';
import type { Lang } from '@app/contract/messages';
import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { plainText } from '../cms/sanitize';
import { createOrder } from '../order/states';
import type { TOrderStatus } from '../order/types';
import { isUniqueViolation } from '../staff/db-errors';
import { fieldError } from './field-error';
import { meetingCategories, registrations } from './schema';
import { newTicketCode } from './tickets';
import { loadMeeting, registrationWindow, requireOpen } from './windows';

export interface AttendeeInput {
  meetingId: number;
  categoryId: number;
  name: string;
  countryCode: string;
  phone: string;
  email: string;
  unit: string;
  position: string;
}

/** Free text fields are stored as plain text; markup-only input counts as empty. */
function cleanText(lang: Lang, s: string, field: string, required: boolean): string {
  const out = plainText(s);
  if (required && !out) throw fieldError(lang, field, 'field.required');
  return out;
}

/**
 * Registers the caller: within the registration window, one active registration per person
 * per conference (partial unique index), and the category's capacity counted under a row lock
 * of the category so parallel registrations cannot overfill it. Creates the register order
 * (paid at once for a free category).
 */
export async function createRegistration(deps: Deps, userId: number, input: AttendeeInput, lang: Lang) {
  if (!isValidPhone(input.countryCode, input.phone))
    throw new AppError('INVALID_INPUT', { field: 'phone' }, 'phone.invalid');
  const name = cleanText(lang, input.name, 'name', true);
  const unit = cleanText(lang, input.unit, 'unit', true);
  const position = cleanText(lang, input.position, 'position', false);
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const { meeting, settings } = await loadMeeting(tx, input.meetingId);
      requireOpen(now, registrationWindow(meeting, settings), {
        notOpen: 'registration.notOpen',
        closed: 'registration.closed',
      });
      const [category] = await tx
        .select()
        .from(meetingCategories)
        .where(
          and(
            eq(meetingCategories.id, input.categoryId),
            eq(meetingCategories.meetingId, meeting.id),
            eq(meetingCategories.archived, false),
          ),
        )
        .for('update');
      if (!category) throw new AppError('NOT_FOUND');
      const [mine] = await tx
        .select({ id: registrations.id })
        .from(registrations)
        .where(
          and(
            eq(registrations.meetingId, meeting.id),
            eq(registrations.userId, userId),
            eq(registrations.active, true),
          ),
        );
      if (mine) throw new AppError('ALREADY_REGISTERED', {}, 'registration.already');
      if (category.capacity !== null) {
        const [taken] = await tx
          .select({ n: count() })
          .from(registrations)
          .where(and(eq(registrations.categoryId, category.id), eq(registrations.active, true)));
        if ((taken?.n ?? 0) >= category.capacity) throw new AppError('INVALID_STATE', {}, 'registration.full');
      }
      const order = await createOrder(tx, {
        kind: 'register',
        userId,
        meetingId: meeting.id,
        amountFen: category.feeFen,
        now,
        actor: { kind: 'user', id: userId },
      });
      const [reg] = await tx
        .insert(registrations)
        .values({
          meetingId: meeting.id,
          userId,
          categoryId: category.id,
          orderId: order.id,
          name,
          countryCode: input.countryCode,
          phone: input.phone,
          email: input.email,
          unit,
          position,
          ticketCode: newTicketCode(),
          createdAt: now,
        })
        .returning({ id: registrations.id });
      return { orderId: order.id, registrationId: reg!.id, status: order.status as TOrderStatus };
    });
  } catch (err) {
    // Two parallel registrations of one person: the partial unique index lets one through.
    if (isUniqueViolation(err)) throw new AppError('ALREADY_REGISTERED', {}, 'registration.already');
    throw err;
  }
}

/** A cancelled register order frees its place: the registration stops being active. */
export async function deactivateByOrder(tx: DbOrTx, orderId: number) {
  await tx.update(registrations).set({ active: false }).where(eq(registrations.orderId, orderId));
}
