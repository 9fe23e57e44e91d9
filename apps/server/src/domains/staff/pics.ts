import type { staffPicSave, zStaffPic } from '@app/contract/calls/staff';
import type { Lang } from '@app/contract/messages';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { cmsPics } from '../cms/schema';
import { requiredText, safeUrl } from './clean-text';

export type PicSave = z.output<typeof staffPicSave.input>;

/** Pictures of one slot (home_banner, home_ad, show_rightM, …) or of all slots, in display order. */
export async function listPics(db: DbOrTx, slot?: string): Promise<z.input<typeof zStaffPic>[]> {
  return db
    .select({
      id: cmsPics.id,
      slot: cmsPics.slot,
      lang: cmsPics.lang,
      title: cmsPics.title,
      image: cmsPics.image,
      link: cmsPics.link,
      sort: cmsPics.sort,
      enabled: cmsPics.enabled,
    })
    .from(cmsPics)
    .where(slot ? eq(cmsPics.slot, slot) : undefined)
    .orderBy(asc(cmsPics.slot), asc(cmsPics.lang), asc(cmsPics.sort), asc(cmsPics.id));
}

/** The contract already limits `link` to site paths and http(s); `image` is checked here. */
export async function savePic(db: DbOrTx, input: PicSave, lang: Lang): Promise<{ id: number }> {
  const values = {
    slot: input.slot,
    lang: input.lang,
    title: requiredText('title', input.title, lang),
    image: safeUrl('image', input.image, lang),
    link: input.link,
    sort: input.sort,
    enabled: input.enabled,
  };
  if (input.id === undefined) {
    const [row] = await db.insert(cmsPics).values(values).returning({ id: cmsPics.id });
    return { id: row!.id };
  }
  const [row] = await db.update(cmsPics).set(values).where(eq(cmsPics.id, input.id)).returning({ id: cmsPics.id });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function deletePic(db: DbOrTx, id: number): Promise<null> {
  const gone = await db.delete(cmsPics).where(eq(cmsPics.id, id)).returning({ id: cmsPics.id });
  if (!gone.length) throw new AppError('NOT_FOUND');
  return null;
}
