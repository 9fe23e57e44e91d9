import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appKeys } from './schema';

/**
 * E-ticket QR payloads: `T1.<registrationId>.<meetingId>.<mac>` with an HMAC-SHA256 (first 128
 * bits) under a server key. The key is made once and kept in the database, so every server
 * process signs and verifies alike and staff need nothing but the payload.
 */
const KEY_NAME = 'eticket-hmac';
const keys = new WeakMap<Db, Buffer>();

async function ticketKey(db: Db): Promise<Buffer> {
  const cached = keys.get(db);
  if (cached) return cached;
  await db
    .insert(appKeys)
    .values({ name: KEY_NAME, value: randomBytes(32).toString('base64'), createdAt: new Date() })
    .onConflictDoNothing();
  const [row] = await db.select().from(appKeys).where(eq(appKeys.name, KEY_NAME));
  const key = Buffer.from(row!.value, 'base64');
  keys.set(db, key);
  return key;
}

const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest().subarray(0, 16);

export async function signTicket(db: Db, registrationId: number, meetingId: number): Promise<string> {
  const body = `T1.${registrationId}.${meetingId}`;
  return `${body}.${mac(await ticketKey(db), body).toString('base64url')}`;
}

/** The registration and meeting a payload names, or null when it is not one we signed. */
export async function verifyTicket(
  db: Db,
  payload: string,
): Promise<{ registrationId: number; meetingId: number } | null> {
  const m = /^T1\.(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{22})$/.exec(payload);
  if (!m) return null;
  const expected = mac(await ticketKey(db), `T1.${m[1]}.${m[2]}`);
  const given = Buffer.from(m[3]!, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { registrationId: Number(m[1]), meetingId: Number(m[2]) };
}

/** Ten characters without look-alikes (no 0/O, 1/I): typed by staff when the camera fails. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newTicketCode(): string {
  const bytes = randomBytes(10);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}
