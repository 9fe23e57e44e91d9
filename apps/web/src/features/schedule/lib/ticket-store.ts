import type { CallOutput } from '@app/contract/call';
import type { scheduleDetail } from '@app/contract/meta/meeting';

type Detail = CallOutput<typeof scheduleDetail>;

/**
 * What the e-ticket needs to show at the venue door without network: the meeting, the attendee's
 * name and the signed QR payload. Phone and e-mail stay out of storage: the door does not need them.
 */
export interface SavedTicket {
  registrationId: number;
  meeting: { id: number; title: string; startDate: string; endDate: string; city: string };
  categoryName: string;
  attendeeName: string;
  ticketCode: string;
  qrPayload: string;
  checkedInAt: string | null;
  savedAt: string;
}

const PREFIX = 'eticket:';
const keyOf = (registrationId: number) => `${PREFIX}${registrationId}`;

/** Only a paid ticket (one with a QR payload) is worth keeping. */
export function toSavedTicket(d: Detail, savedAt: string): SavedTicket | null {
  if (!d.qrPayload || !d.ticketCode) return null;
  const m = d.meeting;
  return {
    registrationId: d.registrationId,
    meeting: { id: m.id, title: m.title, startDate: m.startDate, endDate: m.endDate, city: m.city },
    categoryName: d.categoryName,
    attendeeName: d.attendee.name,
    ticketCode: d.ticketCode,
    qrPayload: d.qrPayload,
    checkedInAt: d.checkedInAt,
    savedAt,
  };
}

/** Browser only (effects): storage can be missing or full (private mode); the ticket then just is not kept. */
export function saveTicket(t: SavedTicket) {
  try {
    localStorage.setItem(keyOf(t.registrationId), JSON.stringify(t));
  } catch {
    // Nothing to do: the ticket still shows while online.
  }
}

function isSaved(v: unknown, registrationId: number): v is SavedTicket {
  const t = v as SavedTicket | null;
  return (
    typeof t === 'object' &&
    t !== null &&
    t.registrationId === registrationId &&
    typeof t.qrPayload === 'string' &&
    typeof t.ticketCode === 'string' &&
    typeof t.meeting?.title === 'string'
  );
}

/** Browser only (effects). A damaged or foreign entry reads as nothing. */
export function loadTicket(registrationId: number): SavedTicket | null {
  try {
    const raw = localStorage.getItem(keyOf(registrationId));
    const v: unknown = raw ? JSON.parse(raw) : null;
    return isSaved(v, registrationId) ? v : null;
  } catch {
    return null;
  }
}
