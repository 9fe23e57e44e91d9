import { asc, eq, notInArray } from 'drizzle-orm';
import { meetings } from '../../domains/cms/schema';
import { paperAuthors, paperEvents, papers } from '../../domains/contribution/schema';
import { paperAfterEvents, paperSignatures, paperTransfers } from '../../domains/contribution/visitor-schema';
import type { DbOrTx } from '../client';

const HOUR = 3_600_000;

/**
 * Issue 4's paper-after-review demo (decision 015): for the demo user, an accepted paper with a
 * staff opinion, the user's own signature of the copyright agreement (the co-author has not signed
 * yet) and a transfer offer answered; and a paper sent back for revision with an opinion, so
 * /attendOrder/reviewDetail, the agreement and the modify screens have something to show. Runs
 * inside seedDemo's transaction, which only runs on an empty database (idempotent).
 */
export async function seedPaperAfterDemo(tx: DbOrTx, opts: { now: Date; userId: number; staffId: number }) {
  const { now, userId, staffId } = opts;
  const taken = (await tx.select({ m: papers.meetingId }).from(papers).where(eq(papers.userId, userId))).map(
    (r) => r.m,
  );
  const free = await tx
    .select()
    .from(meetings)
    .where(taken.length ? notInArray(meetings.id, taken) : undefined)
    .orderBy(asc(meetings.id))
    .limit(2);
  const [m1, m2] = free;
  if (!m1 || !m2) return;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const author = { countryCode: '86', affiliation: 'Tsinghua University', country: 'China', field: m1.field };
  const add = async (
    meetingId: number,
    title: string,
    status: 'accepted' | 'revision_requested',
    action: 'accept' | 'revise',
    opinion: string,
  ) => {
    const [p] = await tx
      .insert(papers)
      .values({
        meetingId,
        userId,
        title,
        keywords: 'federated learning; privacy; medical imaging',
        abstract:
          'We train segmentation models across hospitals without sharing images, and show that secure aggregation costs less than one point of Dice score.',
        fields: [m1.field],
        status,
        submittedAt: at(240),
        createdAt: at(250),
        updatedAt: at(48),
      })
      .returning();
    const id = p!.id;
    await tx.insert(paperAuthors).values([
      {
        ...author,
        paperId: id,
        position: 1,
        corresponding: true,
        nameEn: 'Mingyuan Zhang',
        name: '张明远',
        phone: '13800000000',
        email: 'demo0@example.com',
        title: 'associate',
      },
      {
        ...author,
        paperId: id,
        position: 2,
        corresponding: false,
        nameEn: 'Lina Wang',
        name: '王丽娜',
        phone: '13900000002',
        email: 'lina.wang@example.com',
        title: 'none',
      },
    ]);
    await tx.insert(paperEvents).values([
      { paperId: id, fromStatus: null, toStatus: 'draft', actorKind: 'user', actorId: userId, at: at(250) },
      { paperId: id, fromStatus: 'draft', toStatus: 'submitted', actorKind: 'user', actorId: userId, at: at(240) },
      {
        paperId: id,
        fromStatus: 'submitted',
        toStatus: status,
        actorKind: 'staff',
        actorId: staffId,
        action,
        reason: opinion,
        at: at(48),
      },
    ]);
    return id;
  };
  const accepted = await add(
    m1.id,
    'Privacy-Preserving Federated Learning for Multi-Centre Medical Image Segmentation',
    'accepted',
    'accept',
    '论文选题新颖，实验充分，同意录用。请在最终版中补充通信开销的分析。\nA novel topic with thorough experiments: accepted. Please add an analysis of the communication cost to the final version.',
  );
  await tx.insert(paperSignatures).values({
    paperId: accepted,
    authorPosition: 1,
    signedName: '张明远',
    version: 'v1',
    lang: 'zh',
    via: 'owner',
    signedAt: at(24),
  });
  await tx.insert(paperTransfers).values({
    paperId: accepted,
    toVenue: 'Journal of Medical Imaging Informatics',
    note: '推荐扩展版投稿至合作期刊 / An extended version is recommended to our partner journal',
    status: 'declined',
    createdBy: staffId,
    createdAt: at(40),
    decidedAt: at(30),
  });
  await tx.insert(paperAfterEvents).values([
    { paperId: accepted, kind: 'agreement_signed', actorKind: 'user', actorId: userId, detail: 'author 1', at: at(24) },
    {
      paperId: accepted,
      kind: 'transfer_started',
      actorKind: 'staff',
      actorId: staffId,
      detail: 'Journal of Medical Imaging Informatics',
      at: at(40),
    },
    { paperId: accepted, kind: 'transfer_declined', actorKind: 'user', actorId: userId, at: at(30) },
  ]);
  await add(
    m2.id,
    'Sparse Attention for Long-Document Summarisation in Low-Resource Languages',
    'revision_requested',
    'revise',
    '请补充与最新基线方法的对比实验，并说明数据集的构建过程。\nPlease compare with the latest baselines and describe how the dataset was built.',
  );
}
