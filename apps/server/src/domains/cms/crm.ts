import { lockKey } from '../../platform/lock';
import { fieldLabel } from '@app/contract/field-labels';
import { isValidPhone } from '@app/contract/fields';
import type { Lang } from '@app/contract/messages';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { plainText } from './sanitize';
import { crmLeads } from './schema';

/** Leads one IP may leave per hour: enough for a real visitor, too few to flood advisers. */
export const CRM_LEADS_PER_IP_HOUR = 5;
const HOUR_MS = 3_600_000;

export interface LeadInput {
  name: string;
  countryCode: string;
  phone: string;
  email?: string;
  company?: string;
  message?: string;
  source: string;
}

/** Optional free text as plain text; empty after stripping means "not given". */
const optionalText = (s: string | undefined) => (s ? plainText(s) || null : null);

/**
 * Stores a visitor's contact request. Checks run before anything is written; the per-IP count
 * and the insert share a transaction under an advisory lock on the IP, so parallel posts from
 * one IP cannot slip past the limit.
 */
export async function postLead(deps: Deps, input: LeadInput, ctx: { ip: string; lang: Lang }): Promise<{ id: number }> {
  if (!isValidPhone(input.countryCode, input.phone)) {
    throw new AppError('INVALID_INPUT', { field: 'phone' }, 'phone.invalid');
  }
  const name = plainText(input.name);
  // A name made only of markup is no name.
  if (!name) throw new AppError('INVALID_INPUT', { field: fieldLabel('name', ctx.lang) }, 'field.required');
  const { ip } = ctx;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockKey(tx, `crm:${ip}`);
    const [recent] = await tx
      .select({ n: count() })
      .from(crmLeads)
      .where(and(eq(crmLeads.ip, ip), gt(crmLeads.createdAt, new Date(now.getTime() - HOUR_MS))));
    if ((recent?.n ?? 0) >= CRM_LEADS_PER_IP_HOUR) throw new AppError('RATE_LIMITED');
    const [row] = await tx
      .insert(crmLeads)
      .values({
        name,
        countryCode: input.countryCode,
        phone: input.phone,
        email: input.email ?? null,
        company: optionalText(input.company),
        message: optionalText(input.message),
        source: plainText(input.source) || 'web',
        ip,
        createdAt: now,
      })
      .returning({ id: crmLeads.id });
    return { id: row!.id };
  });
}
