import { randomBytes } from 'node:crypto';
import { SCI_PRICES_FEN, type TSciProgress, type TSciServiceType } from '@app/contract/sci-services';
import { asc, eq } from 'drizzle-orm';
import { journals } from '../../domains/cms/schema';
import { uploads } from '../../domains/common/schema';
import { moveOrder, createOrder } from '../../domains/order/states';
import { startProgress } from '../../domains/sci/papers';
import { sciAuthors, sciEvents, sciPapers } from '../../domains/sci/schema';
import type { DbOrTx } from '../client';

/**
 * Issue 4's SCI demo data: for the demo user, SCI orders in different states (unpaid, submitted,
 * under review, revision requested with a staff opinion, accepted), so /personal/sci, its detail,
 * the opinions page and the staff console have something to show in both languages. Runs inside
 * seedDemo's transaction, which only runs on an empty database (idempotent).
 */
const HOUR = 3_600_000;

const PAPERS: {
  type: TSciServiceType;
  title: string;
  keywords: string;
  fields: string[];
  steps: { to: TSciProgress; opinion?: string }[];
}[] = [
  {
    type: 'polish',
    title: 'Graph Neural Networks for Traffic Flow Forecasting under Sparse Sensors',
    keywords: 'graph neural network; traffic forecasting; sparse sensing',
    fields: ['ai'],
    steps: [],
  },
  {
    type: 'submit',
    title: 'Low-Temperature Synthesis of Perovskite Films for Flexible Solar Cells',
    keywords: 'perovskite; flexible photovoltaics; low-temperature synthesis',
    fields: ['materials', 'energy'],
    steps: [{ to: 'submitted' }],
  },
  {
    type: 'fullService',
    title: 'Gut Microbiome Signatures in Early-Onset Type 2 Diabetes: A Cohort Study',
    keywords: 'microbiome; type 2 diabetes; cohort',
    fields: ['medicine', 'biology'],
    steps: [
      { to: 'submitted' },
      { to: 'reviewing', opinion: '稿件已进入同行评审。/ The manuscript is under peer review.' },
      {
        to: 'revision',
        opinion:
          '审稿人意见：1. 请补充队列的纳入与排除标准；2. 讨论部分需与近三年同类研究比较。\nReviewers: 1. Please state the inclusion and exclusion criteria of the cohort; 2. Compare the discussion with similar studies of the last three years.',
      },
    ],
  },
  {
    type: 'polish',
    title: 'Carbon Pricing and Regional Innovation: Evidence from Pilot Markets',
    keywords: 'carbon pricing; innovation; pilot markets',
    fields: ['economics', 'environment'],
    steps: [
      { to: 'submitted' },
      { to: 'reviewing' },
      {
        to: 'accepted',
        opinion: '恭喜，稿件已被期刊接收。/ Congratulations: the journal has accepted the manuscript.',
      },
    ],
  },
];

export async function seedSciDemo(tx: DbOrTx, opts: { now: Date; userId: number; staffId: number }) {
  const list = await tx.select().from(journals).where(eq(journals.sciService, true)).orderBy(asc(journals.id)).limit(4);
  if (list.length === 0) return;
  for (const [i, p] of PAPERS.entries()) {
    const journal = list[i % list.length]!;
    // Older orders first, a few days apart.
    let at = new Date(opts.now.getTime() - (PAPERS.length - i) * 72 * HOUR);
    const user = { kind: 'user' as const, id: opts.userId };
    const fileId = randomBytes(16).toString('hex');
    await tx.insert(uploads).values({
      id: fileId,
      userId: opts.userId,
      type: 'paper',
      originalName: `manuscript-${i + 1}.pdf`,
      mime: 'application/pdf',
      size: 482_000 + i * 1000,
      createdAt: at,
    });
    const order = await createOrder(tx, {
      kind: 'sci',
      userId: opts.userId,
      meetingId: null,
      amountFen: SCI_PRICES_FEN[p.type],
      now: at,
      actor: user,
    });
    await tx.insert(sciPapers).values({
      orderId: order.id,
      userId: opts.userId,
      journalId: journal.id,
      serviceType: p.type,
      title: p.title,
      keywords: p.keywords,
      abstract: `${p.title}. 本文提出了新的研究方法并给出实验验证。/ We propose a new method and validate it experimentally.`,
      fields: p.fields,
      fileId,
      remark: i === 0 ? '希望两周内完成润色。' : '',
      progress: 'pending',
      createdAt: at,
      updatedAt: at,
    });
    await tx.insert(sciAuthors).values([
      {
        orderId: order.id,
        position: 1,
        corresponding: true,
        nameEn: 'Xiaoming Wang',
        name: '王小明',
        countryCode: '86',
        phone: '13800000000',
        email: 'xiaoming.wang@example.com',
        affiliation: '北京大学 / Peking University',
      },
      {
        orderId: order.id,
        position: 2,
        corresponding: false,
        nameEn: 'Li Zhang',
        name: '张丽',
        countryCode: '86',
        phone: '13900000002',
        email: 'li.zhang@example.com',
        affiliation: '清华大学 / Tsinghua University',
      },
    ]);
    await tx.insert(sciEvents).values({
      orderId: order.id,
      fromProgress: null,
      toProgress: 'pending',
      actorKind: 'user',
      actorId: opts.userId,
      action: 'created',
      fileId,
      at,
    });
    let from: TSciProgress = 'pending';
    for (const s of p.steps) {
      at = new Date(at.getTime() + 20 * HOUR);
      if (s.to === 'submitted') {
        const paid = await moveOrder(tx, order.id, 'paid', { kind: 'system', id: null }, at, {
          reason: 'demo payment',
        });
        await startProgress(tx, paid, at);
      } else {
        await tx.update(sciPapers).set({ progress: s.to, updatedAt: at }).where(eq(sciPapers.orderId, order.id));
        await tx.insert(sciEvents).values({
          orderId: order.id,
          fromProgress: from,
          toProgress: s.to,
          actorKind: 'staff',
          actorId: opts.staffId,
          action: 'move',
          opinion: s.opinion ?? '',
          at,
        });
      }
      from = s.to;
    }
  }
}
