import type { TWindowState } from '@app/contract/calls/meeting';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { meetings } from '../cms/schema';
import { meetingSettings } from './schema';
import { endOfLocalDay } from './time';

export type MeetingRow = typeof meetings.$inferSelect;
export type SettingsRow = typeof meetingSettings.$inferSelect;
export interface Window {
  openAt: Date | null;
  closeAt: Date | null;
}

/** A meeting and its settings row (absent for meetings staff never configured). */
export async function loadMeeting(
  db: DbOrTx,
  id: number,
): Promise<{ meeting: MeetingRow; settings: SettingsRow | null }> {
  const [row] = await db
    .select({ meeting: meetings, settings: meetingSettings })
    .from(meetings)
    .leftJoin(meetingSettings, eq(meetingSettings.meetingId, meetings.id))
    .where(eq(meetings.id, id))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Submission: from the set opening (or always) to the set deadline, or else to the end of the
 * meeting's listed deadline day, Beijing time.
 */
export function submissionWindow(m: MeetingRow, s: SettingsRow | null): Window {
  return {
    openAt: s?.submitOpenAt ?? null,
    closeAt: s?.submitDeadlineAt ?? (m.submitDeadline ? endOfLocalDay(m.submitDeadline) : null),
  };
}

/** Registration: from the set opening (or always) to the set close, or else to the meeting's last day. */
export function registrationWindow(m: MeetingRow, s: SettingsRow | null): Window {
  return { openAt: s?.regOpenAt ?? null, closeAt: s?.regCloseAt ?? endOfLocalDay(m.endDate) };
}

export function stateAt(now: Date, w: Window): TWindowState {
  if (w.openAt && now < w.openAt) return 'notOpen';
  if (w.closeAt && now > w.closeAt) return 'closed';
  return 'open';
}

/** Throws OUT_OF_WINDOW with the message of the side the window is missed on. */
export function requireOpen(now: Date, w: Window, keys: { notOpen: string; closed: string }) {
  const state = stateAt(now, w);
  if (state !== 'open') throw new AppError('OUT_OF_WINDOW', {}, keys[state]);
}

const MB = 1024 * 1024;
export const paperMaxMb = (s: SettingsRow | null, config: Config) =>
  s?.paperMaxMb ?? Math.floor(config.paperUploadMaxBytes / MB);

export const iso = (d: Date | null) => (d ? d.toISOString() : null);
