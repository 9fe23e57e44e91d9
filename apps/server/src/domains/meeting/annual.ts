import { isValidPhone } from '@app/contract/fields';
import type { Lang } from '@app/contract/messages';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { lockKey } from '../../platform/lock';
import { plainText } from '../cms/sanitize';
import { isUniqueViolation } from '../staff/db-errors';
import { fieldError } from './field-error';
import { annualSignups } from './schema';
import { loadMeeting, registrationWindow, requireOpen } from './windows';

/** Public sign-ups one IP may make per hour (no login): enough for a desk, too few for a flood. */
export const ANNUAL_SIGNS_PER_IP_HOUR = 10;

export interface AnnualSignInput {
  id: number;
  name: string;
  countryCode: string;
  phone: string;
  email: string;
  unit: string;
}

/** An annual meeting's public sign-up: within its registration window, one per phone. */
export async function annualSign(deps: Deps, lang: Lang, ip: string, input: AnnualSignInput) {
  if (!isValidPhone(input.countryCode, input.phone))
    throw new AppError('INVALID_INPUT', { field: 'phone' }, 'phone.invalid');
  const name = plainText(input.name);
  if (!name) throw fieldError(lang, 'name', 'field.required');
  const unit = plainText(input.unit);
  if (!unit) throw fieldError(lang, 'unit', 'field.required');
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const { meeting, settings } = await loadMeeting(tx, input.id);
      if (!settings?.isAnnual) throw new AppError('NOT_FOUND');
      requireOpen(now, registrationWindow(meeting, settings), {
        notOpen: 'registration.notOpen',
        closed: 'registration.closed',
      });
      const dup = and(
        eq(annualSignups.meetingId, meeting.id),
        eq(annualSignups.countryCode, input.countryCode),
        eq(annualSignups.phone, input.phone),
      );
      const [exists] = await tx.select({ id: annualSignups.id }).from(annualSignups).where(dup);
      if (exists) throw new AppError('ALREADY_REGISTERED', {}, 'annual.already');
      await lockKey(tx, `annual-ip:${ip}`);
      const [recent] = await tx
        .select({ n: count() })
        .from(annualSignups)
        .where(and(eq(annualSignups.ip, ip), gt(annualSignups.createdAt, new Date(now.getTime() - 3_600_000))));
      if ((recent?.n ?? 0) >= ANNUAL_SIGNS_PER_IP_HOUR) throw new AppError('RATE_LIMITED');
      const [row] = await tx
        .insert(annualSignups)
        .values({
          meetingId: meeting.id,
          name,
          countryCode: input.countryCode,
          phone: input.phone,
          email: input.email,
          unit,
          ip,
          createdAt: now,
        })
        .returning({ id: annualSignups.id });
      return { id: row!.id };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('ALREADY_REGISTERED', {}, 'annual.already');
    throw err;
  }
}
