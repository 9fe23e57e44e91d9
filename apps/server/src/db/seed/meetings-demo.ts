import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { meetings } from '../../domains/cms/schema';
import { paperAuthors, paperEvents, papers } from '../../domains/contribution/schema';
import {
  meetingCategories,
  meetingCollections,
  meetingNotices,
  meetingSettings,
  registrations,
} from '../../domains/meeting/schema';
import { newTicketCode } from '../../domains/meeting/tickets';
import { endOfLocalDay } from '../../domains/meeting/time';
import { orderEvents, orders } from '../../domains/order/schema';
import { newOrderNo } from '../../domains/order/states';
import { allowanceEvents, allowanceSheets } from '../../domains/settlement/schema';

/**
 * Issue 3's demo data on top of the seeded meetings: settings, categories and notices for every
 * meeting, the site guide pages, one annual meeting, and for the demo accounts a paid
 * registration, a submitted paper and an allowance sheet, so every conference screen has data.
 */
const DAY = 86_400_000;

const CATEGORIES = [
  { name: '普通参会', nameEn: 'Regular attendee', feeFen: 180_000, capacity: null },
  { name: '学生参会', nameEn: 'Student', feeFen: 90_000, capacity: 100 },
  { name: '线上旁听', nameEn: 'Online observer', feeFen: 0, capacity: 50 },
];

const NOTICES: [string, string, string, string][] = [
  [
    '第一轮征稿通知',
    'First call for papers',
    '<p>会议现面向全球征集原创论文，录用论文将收录于会议论文集。</p><ul><li>全文：PDF或Word</li><li>作者：不超过7位</li></ul>',
    '<p>The conference invites original papers; accepted papers appear in the proceedings.</p><ul><li>Full text: PDF or Word</li><li>Authors: at most 7</li></ul>',
  ],
  [
    '参会注册与缴费说明',
    'Registration and payment',
    '<p>请在注册截止前完成报名与缴费，学生注册需提供学生证明。</p>',
    '<p>Please register and pay before registration closes; students provide proof of status.</p>',
  ],
  [
    '会场交通与住宿指南',
    'Venue, travel and hotels',
    '<p>会场位于市中心会展中心，周边酒店可享会议协议价。</p>',
    '<p>The venue is the city-centre convention centre; nearby hotels offer a conference rate.</p>',
  ],
];

const SITE_PAGES: [string, string, string, string, string][] = [
  [
    'siteGuide',
    '参会指南',
    'Attendee guide',
    '<h3>报名</h3><p>在会议页面选择参会类别并填写参会人信息，提交后生成会议订单。</p><h3>签到</h3><p>会议期间出示电子票二维码，工作人员扫码签到；也可在现场扫描会议签到码自助签到。</p>',
    '<h3>Registration</h3><p>Choose an attendee category on the conference page and fill in your details; an order is created.</p><h3>Check-in</h3><p>Show the QR code of your e-ticket to staff, or scan the venue code to check in yourself.</p>',
  ],
  [
    'submitGuide',
    '投稿指南',
    'Submission guide',
    '<p>论文须为PDF或Word文件，作者不超过7位，并指定一位通讯作者。每位作者须填写英文名、国家区号、手机号和工作邮箱。</p>',
    '<p>Papers are PDF or Word files with at most 7 authors and one corresponding author. Each author gives an English name, country code, mobile number and work e-mail.</p>',
  ],
  [
    'cultivation',
    '合作期刊培育计划',
    'Partner journal cultivation',
    '<p>平台与合作期刊共同开展青年学者培育计划，优秀会议论文可推荐至合作期刊。</p>',
    '<p>With partner journals we run a programme for young scholars: outstanding conference papers may be recommended to them.</p>',
  ],
];

export async function seedMeetingsDemo(
  tx: DbOrTx,
  opts: { now: Date; userId: number; reviewerId: number; staffId: number },
) {
  const { now } = opts;
  const list = await tx.select().from(meetings).orderBy(asc(meetings.startDate), asc(meetings.id));
  const upcoming = list.filter((m) => endOfLocalDay(m.endDate) > now);
  const annual = upcoming[1];
  await tx.insert(meetingSettings).values(
    list.map((m) => ({
      meetingId: m.id,
      // Registration opens two months before the meeting; submission three months before its deadline.
      regOpenAt: new Date(Date.parse(`${m.startDate}T00:00:00+08:00`) - 60 * DAY),
      submitOpenAt: m.submitDeadline ? new Date(Date.parse(`${m.submitDeadline}T00:00:00+08:00`) - 90 * DAY) : null,
      isAnnual: m.id === annual?.id,
      paymentChannels: ['wechat', 'alipay', 'offline'],
      offlineAccount: '户名：学术会议服务有限公司；开户行：中国银行北京分行；账号：1234 5678 9012 3456',
      offlineAccountEn:
        'Account name: Academic Meeting Services Ltd; Bank of China, Beijing Branch; No. 1234 5678 9012 3456',
      invoiceAllowed: true,
      invoiceTypes: ['normal', 'special'],
      invoiceNote: '会后15个工作日内开具电子发票。',
      invoiceNoteEn: 'Electronic invoices are issued within 15 working days after the meeting.',
      updatedAt: now,
    })),
  );
  const cats = await tx
    .insert(meetingCategories)
    .values(list.flatMap((m) => CATEGORIES.map((c, sort) => ({ ...c, meetingId: m.id, sort }))))
    .returning();
  await tx.insert(meetingNotices).values([
    ...upcoming.slice(0, 6).flatMap((m, k) =>
      NOTICES.map(([title, titleEn, content, contentEn], i) => ({
        meetingId: m.id,
        title,
        titleEn,
        content,
        contentEn,
        publishedAt: new Date(now.getTime() - (k * 3 + (NOTICES.length - i)) * DAY),
      })),
    ),
    ...SITE_PAGES.map(([key, title, titleEn, content, contentEn]) => ({
      meetingId: null,
      key,
      title,
      titleEn,
      content,
      contentEn,
      publishedAt: now,
    })),
  ]);

  // The demo user: a paid registration (e-ticket shows) and a submitted paper at the next meeting
  // whose submission is still open.
  const target = upcoming.find((m) => m.submitDeadline && endOfLocalDay(m.submitDeadline) > now) ?? upcoming[0];
  if (!target) return;
  const regular = cats.find((c) => c.meetingId === target.id && c.feeFen > 0)!;
  const [order] = await tx
    .insert(orders)
    .values({
      orderNo: newOrderNo(now, 'register'),
      kind: 'register',
      userId: opts.userId,
      meetingId: target.id,
      amountFen: regular.feeFen,
      status: 'paid',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(orderEvents).values([
    {
      orderId: order!.id,
      fromStatus: null,
      toStatus: 'unpaid',
      actorKind: 'user',
      actorId: opts.userId,
      reason: 'created',
      at: now,
    },
    {
      orderId: order!.id,
      fromStatus: 'unpaid',
      toStatus: 'paid',
      actorKind: 'staff',
      actorId: opts.staffId,
      reason: 'offline transfer received',
      at: now,
    },
  ]);
  await tx.insert(registrations).values({
    meetingId: target.id,
    userId: opts.userId,
    categoryId: regular.id,
    orderId: order!.id,
    name: '张明远',
    countryCode: '86',
    phone: '13800000000',
    email: 'demo0@example.com',
    unit: '清华大学',
    position: '副教授',
    ticketCode: newTicketCode(),
    createdAt: now,
  });
  const [paper] = await tx
    .insert(papers)
    .values({
      meetingId: target.id,
      userId: opts.userId,
      title: 'Graph Neural Networks for Low-Resource Materials Discovery',
      keywords: 'graph neural network; materials; low-resource learning',
      abstract:
        'We study graph neural networks that predict material properties from few labelled samples, and show that pre-training on unlabelled crystal structures halves the error.',
      fields: [target.field],
      status: 'submitted',
      submittedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const author = { countryCode: '86', affiliation: 'Tsinghua University', country: 'China', field: target.field };
  await tx.insert(paperAuthors).values([
    {
      ...author,
      paperId: paper!.id,
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
      paperId: paper!.id,
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
    { paperId: paper!.id, fromStatus: null, toStatus: 'draft', actorKind: 'user', actorId: opts.userId, at: now },
    {
      paperId: paper!.id,
      fromStatus: 'draft',
      toStatus: 'submitted',
      actorKind: 'user',
      actorId: opts.userId,
      at: now,
    },
  ]);

  await tx
    .insert(meetingCollections)
    .values(upcoming.slice(2, 4).map((m) => ({ userId: opts.userId, meetingId: m.id, createdAt: now })));

  // The demo reviewer was a guest speaker: an allowance sheet waiting for confirmation.
  const [sheet] = await tx
    .insert(allowanceSheets)
    .values({
      sheetNo: `S${now.toISOString().slice(0, 10).replace(/-/g, '')}00000001`,
      meetingId: list.filter((m) => endOfLocalDay(m.endDate) <= now).at(-1)?.id ?? target.id,
      guestUserId: opts.reviewerId,
      guestCountryCode: '86',
      guestPhone: '13800000001',
      guestEmail: 'demo1@example.com',
      expertName: '李审稿',
      amountFen: 300_000,
      passportNo: 'E12345678',
      swiftCode: 'BKCHCNBJ',
      bankCard: '6222020200112233445',
      bankName: '中国工商银行北京海淀支行',
      remark: '特邀报告劳务费',
      status: 'pending_confirm',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(allowanceEvents).values({
    sheetId: sheet!.id,
    fromStatus: null,
    toStatus: 'pending_confirm',
    actorKind: 'staff',
    actorId: opts.staffId,
    reason: 'created',
    at: now,
  });
}
