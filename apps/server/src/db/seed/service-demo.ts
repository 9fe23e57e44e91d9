import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  CHECK_PRICE_FEN,
  quoteFen,
  type TLanguagePair,
  type TTransType,
  type TTurnaround,
} from '@app/contract/calls/service';
import { uploads } from '../../domains/common/schema';
import { createOrder, moveOrder } from '../../domains/order/states';
import { checkEvents, checkOrders, transEvents, transOrders } from '../../domains/service/schema';
import { moveCheck, moveTrans } from '../../domains/service/states';
import type { DbOrTx } from '../client';

/**
 * Issue 4's translation and paper check demo data for the demo user: orders in each state (unpaid,
 * queued, in progress, delivered with a file to download, completed; a check unpaid, queued and
 * reported), so the lists, details and staff pages show something in both languages. Runs inside
 * seedDemo's transaction, which only runs on an empty database (idempotent).
 */
const HOUR = 3_600_000;

/** A one-page PDF, so the demo's delivered file and report open. */
function pdfBytes(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const TRANS: {
  type: TTransType;
  pair: TLanguagePair;
  field: string;
  words: number;
  turnaround: TTurnaround;
  remark: string;
  steps: ('paid' | 'in_progress' | 'delivered' | 'completed')[];
}[] = [
  {
    type: 'translate',
    pair: 'zh-en',
    field: 'medicine',
    words: 6200,
    turnaround: 'standard',
    remark: '请统一使用附件中的术语表。',
    steps: [],
  },
  {
    type: 'polish',
    pair: 'en-en',
    field: 'engineering',
    words: 4800,
    turnaround: 'express',
    remark: '',
    steps: ['paid'],
  },
  {
    type: 'translatePolish',
    pair: 'zh-en',
    field: 'life_science',
    words: 8000,
    turnaround: 'standard',
    remark: 'Target journal: Cell Reports.',
    steps: ['paid', 'in_progress'],
  },
  {
    type: 'translate',
    pair: 'en-zh',
    field: 'economics',
    words: 3500,
    turnaround: 'standard',
    remark: '',
    steps: ['paid', 'in_progress', 'delivered'],
  },
  {
    type: 'polish',
    pair: 'en-en',
    field: 'computer',
    words: 5200,
    turnaround: 'standard',
    remark: '',
    steps: ['paid', 'in_progress', 'delivered', 'completed'],
  },
];

export async function seedServiceDemo(
  tx: DbOrTx,
  opts: { now: Date; userId: number; staffId: number; dataDir?: string },
) {
  const { userId, staffId } = opts;
  const user = { kind: 'user' as const, id: userId };
  const staff = { kind: 'staff' as const, id: staffId };
  const system = { kind: 'system' as const, id: null };

  const addFile = async (owner: number, type: string, name: string, at: Date, text: string) => {
    const id = randomBytes(16).toString('hex');
    const bytes = pdfBytes(text);
    if (opts.dataDir) {
      const dir = path.join(opts.dataDir, 'uploads');
      await fs.promises.mkdir(dir, { recursive: true });
      await fs.promises.writeFile(path.join(dir, id), bytes);
    }
    await tx.insert(uploads).values({
      id,
      userId: owner,
      type,
      originalName: name,
      mime: 'application/pdf',
      size: bytes.length,
      createdAt: at,
    });
    return id;
  };

  for (const [i, s] of TRANS.entries()) {
    let at = new Date(opts.now.getTime() - (TRANS.length - i) * 30 * HOUR);
    const fileId = await addFile(userId, 'paper', `manuscript-${i + 1}.pdf`, at, `Demo manuscript ${i + 1}`);
    const order = await createOrder(tx, {
      kind: 'translation',
      userId,
      meetingId: null,
      amountFen: quoteFen(s.type, s.turnaround, s.words),
      now: at,
      actor: user,
    });
    const [row] = await tx
      .insert(transOrders)
      .values({
        orderId: order.id,
        userId,
        type: s.type,
        languagePair: s.pair,
        field: s.field,
        wordCount: s.words,
        turnaround: s.turnaround,
        remark: s.remark,
        fileId,
        progress: 'awaiting_payment',
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await tx
      .insert(transEvents)
      .values({ transId: row!.id, toProgress: 'awaiting_payment', actorKind: 'user', actorId: userId, at });
    for (const step of s.steps) {
      at = new Date(at.getTime() + 2 * HOUR);
      if (step === 'paid') {
        await moveOrder(tx, order.id, 'paid', system, at, { reason: 'demo payment' });
        await moveTrans(tx, { orderId: order.id }, 'queued', system, at, { note: 'paid' });
      } else if (step === 'in_progress') {
        await moveTrans(tx, { orderId: order.id }, 'in_progress', staff, at, {
          note: '已分配译员 / A translator is assigned',
        });
      } else if (step === 'delivered') {
        const done = await addFile(
          staffId,
          'document',
          `translated-${i + 1}.pdf`,
          at,
          `Delivered translation ${i + 1}`,
        );
        await moveTrans(tx, { orderId: order.id }, 'delivered', staff, at, {
          note: '译文已交付，请查收。/ The translation is delivered.',
          fileId: done,
          set: { deliveredFileId: done, deliveredAt: at },
        });
      } else {
        await moveTrans(tx, { orderId: order.id }, 'completed', user, at, { note: 'accepted' });
      }
    }
  }

  const CHECKS: { title: string; engine: 'basic' | 'standard' | 'full'; steps: number }[] = [
    { title: '基于深度学习的医学影像分割方法研究', engine: 'standard', steps: 0 },
    { title: 'Carbon Pricing and Regional Innovation', engine: 'basic', steps: 1 },
    { title: '城市轨道交通客流预测模型比较', engine: 'full', steps: 2 },
  ];
  for (const [i, c] of CHECKS.entries()) {
    let at = new Date(opts.now.getTime() - (CHECKS.length - i) * 20 * HOUR);
    const fileId = await addFile(userId, 'paper', `paper-${i + 1}.pdf`, at, `Demo paper ${i + 1}`);
    const order = await createOrder(tx, {
      kind: 'papercheck',
      userId,
      meetingId: null,
      amountFen: CHECK_PRICE_FEN[c.engine],
      now: at,
      actor: user,
    });
    const [row] = await tx
      .insert(checkOrders)
      .values({
        orderId: order.id,
        userId,
        engine: c.engine,
        title: c.title,
        fileId,
        progress: 'awaiting_payment',
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await tx
      .insert(checkEvents)
      .values({ checkId: row!.id, toProgress: 'awaiting_payment', actorKind: 'user', actorId: userId, at });
    if (c.steps >= 1) {
      at = new Date(at.getTime() + HOUR);
      await moveOrder(tx, order.id, 'paid', system, at, { reason: 'demo payment' });
      await moveCheck(tx, { orderId: order.id }, 'queued', system, at, { note: 'paid' });
    }
    if (c.steps >= 2) {
      at = new Date(at.getTime() + 3 * HOUR);
      const report = await addFile(staffId, 'document', `check-report-${i + 1}.pdf`, at, `Similarity report: 8.76%`);
      await moveCheck(tx, { orderId: order.id }, 'reported', staff, at, {
        fileId: report,
        set: { reportFileId: report, similarityBp: 876 },
      });
    }
  }
}
