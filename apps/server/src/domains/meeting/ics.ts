import { Code } from '@app/contract/codes';
import { formatMessage } from '@app/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { requestLang } from '../../platform/lang';
import { loadSessionUser } from '../../platform/session';
import { ownRegistration } from './schedule';
import { pick } from './pick';

/** RFC 5545 TEXT escaping. */
const esc = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
const compact = (isoDate: string) => isoDate.replace(/-/g, '');
const nextDay = (isoDate: string) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const stamp = (d: Date) => `${d.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** Lines over 75 octets are folded (RFC 5545 §3.1); counted in characters, which is stricter for CJK. */
function fold(line: string): string {
  const chars = Array.from(line);
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += 60) out.push(chars.slice(i, i + 60).join(''));
  return out.join('\r\n ');
}

export function icsFor(e: {
  uid: string;
  title: string;
  city: string;
  description: string;
  startDate: string;
  endDate: string;
  now: Date;
}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//scholar-platform//meetings//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${stamp(e.now)}`,
    `DTSTART;VALUE=DATE:${compact(e.startDate)}`,
    // DTEND of an all-day event is exclusive: the day after the last day.
    `DTEND;VALUE=DATE:${compact(nextDay(e.endDate))}`,
    `SUMMARY:${esc(e.title)}`,
    `LOCATION:${esc(e.city)}`,
    `DESCRIPTION:${esc(e.description.slice(0, 500))}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** GET the calendar file of one of the caller's registrations (MEETING_ICS_PATH). */
export function registerIcsRoute(app: FastifyInstance, deps: Deps) {
  app.get<{ Params: { file: string } }>('/calendar/registration/:file', async (req, reply) => {
    const lang = requestLang(req);
    const fail = (name: 'NOT_LOGGED_IN' | 'NOT_FOUND') =>
      reply.code(200).send({ code: Code[name], codeMsg: formatMessage(lang, `code.${name}`), data: null });
    const m = /^(\d{1,15})\.ics$/.exec(req.params.file);
    if (!m) return fail('NOT_FOUND');
    const user = await loadSessionUser(deps, req);
    if (!user) return fail('NOT_LOGGED_IN');
    try {
      const row = await ownRegistration(deps.db, user.id, Number(m[1]));
      const body = icsFor({
        uid: `registration-${row.r.id}@scholar-platform`,
        title: pick(lang, row.m.title, row.m.titleEn),
        city: pick(lang, row.m.city, row.m.cityEn),
        description: pick(lang, row.m.description, row.m.descriptionEn),
        startDate: row.m.startDate,
        endDate: row.m.endDate,
        now: deps.clock.now(),
      });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="meeting-${row.m.id}.ics"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(body);
    } catch (err) {
      if (err instanceof AppError && err.codeName === 'NOT_FOUND') return fail('NOT_FOUND');
      throw err;
    }
  });
}
