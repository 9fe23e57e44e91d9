import type { CallInput } from '@app/contract/call';
import { staffNoticeSave, type zStaffNotice } from '@app/contract/calls/meeting-staff';
import type { z } from 'zod';
import { type FieldIssue, firstIssue } from './validate';

export interface NoticeForm {
  /** Site pages only (siteGuide, submitGuide, cultivation): the address the page is read by. */
  key: string;
  title: string;
  titleEn: string;
  content: string;
  contentEn: string;
}

/** The site pages the public screens read (§2 /siteGuide, /submitGuide, /coopJournal/cultivation). */
export const SITE_PAGE_KEYS = ['siteGuide', 'submitGuide', 'cultivation'] as const;

export const emptyNotice = (key = ''): NoticeForm => ({ key, title: '', titleEn: '', content: '', contentEn: '' });

export const fromNotice = (n: z.infer<typeof zStaffNotice>): NoticeForm => ({
  key: n.key ?? '',
  title: n.title,
  titleEn: n.titleEn,
  content: n.content,
  contentEn: n.contentEn,
});

export function toNoticeInput(f: NoticeForm, meetingId: number | null, id?: number): CallInput<typeof staffNoticeSave> {
  return {
    ...(id ? { id } : {}),
    meetingId,
    key: meetingId === null ? f.key.trim() : null,
    title: f.title.trim(),
    titleEn: f.titleEn.trim(),
    content: f.content,
    contentEn: f.contentEn,
  };
}

export function checkNotice(f: NoticeForm, meetingId: number | null): FieldIssue | null {
  if (meetingId === null && !f.key.trim()) return { field: 'key', kind: 'required' };
  return firstIssue(staffNoticeSave.input, toNoticeInput(f, meetingId));
}
