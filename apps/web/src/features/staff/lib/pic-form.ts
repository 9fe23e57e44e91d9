import type { CallInput } from '@app/contract/call';
import { staffPicSave, type zStaffPic } from '@app/contract/calls/staff';
import type { z } from 'zod';
import { decodeText } from './format';
import { type FieldIssue, firstIssue, isSafeUrl } from './validate';

/** Slots the site reads (spec §2 right banner; the home carousel and ad). Others may be typed in. */
export const KNOWN_SLOTS = ['home_banner', 'home_ad', 'show_rightM'] as const;

export interface PicForm {
  slot: string;
  lang: 'zh' | 'en';
  title: string;
  image: string;
  link: string;
  sort: string;
  enabled: boolean;
}

export const emptyPic = (slot: string, lang: 'zh' | 'en'): PicForm => ({
  slot,
  lang,
  title: '',
  image: '',
  link: '',
  sort: '1',
  enabled: true,
});

export const fromPic = (p: z.infer<typeof zStaffPic>): PicForm => ({
  slot: p.slot,
  lang: p.lang,
  title: decodeText(p.title),
  image: p.image,
  link: p.link,
  sort: String(p.sort),
  enabled: p.enabled,
});

export function toPicInput(f: PicForm, id?: number): CallInput<typeof staffPicSave> {
  return {
    ...(id ? { id } : {}),
    slot: f.slot.trim(),
    lang: f.lang,
    title: f.title.trim(),
    image: f.image.trim(),
    link: f.link.trim(),
    sort: Number(f.sort) || 0,
    enabled: f.enabled,
  };
}

export function checkPic(f: PicForm): FieldIssue | null {
  if (!/^\d{1,4}$/.test(f.sort.trim() || '0')) return { field: 'sort', kind: 'invalid' };
  const issue = firstIssue(staffPicSave.input, toPicInput(f));
  if (issue) return issue;
  return isSafeUrl(f.image.trim()) ? null : { field: 'image', kind: 'invalid' };
}
