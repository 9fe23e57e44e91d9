import type { TPic } from '@app/contract/calls/cms';
import type { Lang } from '@app/contract/messages';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { toPic } from './mappers';
import { cmsPics } from './schema';

/**
 * Enabled pictures of several slots in the reader's language, in slot order. Every requested
 * slot is a key of the answer, so a client can tell "empty" from "not asked".
 */
export async function picsBySlot(db: DbOrTx, lang: Lang, slotList: string): Promise<Record<string, TPic[]>> {
  const slots = [...new Set(slotList.split(','))];
  const rows = await db
    .select()
    .from(cmsPics)
    .where(and(inArray(cmsPics.slot, slots), eq(cmsPics.lang, lang), eq(cmsPics.enabled, true)))
    .orderBy(asc(cmsPics.sort), asc(cmsPics.id));
  const out: Record<string, TPic[]> = Object.fromEntries(slots.map((s) => [s, []]));
  for (const r of rows) out[r.slot]?.push(toPic(r));
  return out;
}
