import { Code } from '@app/contract/codes';
import type { TSciServiceType } from '@app/contract/sci-services';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import type { TestApp } from '../../test/app';
import { journals } from '../cms/schema';
import { makePaperUpload } from '../meeting/test-kit';
import { eq } from 'drizzle-orm';
import { orders } from '../order/schema';
import { settlePaid } from '../pay/orders';

let n = 0;

/** A journal; by default one the SCI service handles. */
export async function makeJournal(db: Db, over: Partial<typeof journals.$inferInsert> = {}) {
  n += 1;
  const [j] = await db
    .insert(journals)
    .values({
      name: `Journal of Testing ${n}`,
      issn: `1234-${String(1000 + n).slice(-4)}`,
      subject: 'ai',
      partition: 'Q1',
      indexType: 'SCI',
      impactFactor: 5200,
      reviewCycle: '1-2个月',
      reviewCycleEn: '1-2 months',
      cover: '/media/gen/cover/1.svg',
      sciService: true,
      ...over,
    })
    .returning();
  return j!;
}

export const AUTHOR = {
  position: 1,
  corresponding: true,
  nameEn: 'Ann Lee',
  name: '李安',
  countryCode: '86',
  phone: '13912345678',
  email: 'ann@example.com',
};

/** A complete manuscript with a fresh upload of `userId`. */
export async function manuscript(db: Db, userId: number, over: Record<string, unknown> = {}) {
  const fileId = await makePaperUpload(db, userId);
  return {
    title: 'Deep Owner Paper',
    keywords: 'graphs; learning',
    abstract: 'We study things.',
    fields: ['ai'],
    fileId,
    authors: [AUTHOR],
    remark: 'please hurry',
    ...over,
  };
}

/** Submits through the API and returns the order id. */
export async function submitSci(
  t: TestApp,
  cookie: string,
  userId: number,
  journalId: number,
  type: TSciServiceType = 'polish',
  over: Record<string, unknown> = {},
) {
  const body = { journalId, type, ...(await manuscript(t.deps.db, userId)), ...over };
  const r = await t.call('/service/business/order/sci/submit', body, { cookie, json: true });
  expect(r.code, r.codeMsg).toBe(Code.OK);
  return r.data.orderId as number;
}

/** The payment code's own settlement: the order becomes paid and the kind's hook runs, in one transaction. */
export async function payOrder(t: TestApp, orderId: number) {
  const now = t.clock.now();
  await t.deps.db.transaction(async (tx) => {
    const [o] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    await settlePaid(tx, o!, { kind: 'system', id: null }, now, 'staff', 'test');
  });
}
