import { z } from 'zod';
import { defineCall } from '../call';
import { zId, zPage, zPageOf } from '../fields';
import { zOrderStatus } from './order';

/**
 * Translation and editing orders (/paper/serviceTab/{type}, /personal/trans) and the paper check
 * service (/papercheck/*). Each creates an order (kinds `translation`, `papercheck`) that is paid
 * like every other; the service's own progress lives beside it (decision 017).
 */

export const TRANS_TYPES = ['translate', 'polish', 'translatePolish'] as const;
export const zTransType = z.enum(TRANS_TYPES, 'field.invalid');
export type TTransType = z.infer<typeof zTransType>;

export const TURNAROUNDS = ['standard', 'express'] as const;
export const zTurnaround = z.enum(TURNAROUNDS, 'field.invalid');
export type TTurnaround = z.infer<typeof zTurnaround>;

export const LANGUAGE_PAIRS = ['zh-en', 'en-zh', 'en-en'] as const;
export const zLanguagePair = z.enum(LANGUAGE_PAIRS, 'field.invalid');
export type TLanguagePair = z.infer<typeof zLanguagePair>;

/** Which language pairs each service type takes. */
export const TYPE_PAIRS: Record<TTransType, readonly TLanguagePair[]> = {
  translate: ['zh-en', 'en-zh'],
  polish: ['en-en'],
  translatePolish: ['zh-en'],
};

export const SERVICE_FIELDS = [
  'medicine',
  'life_science',
  'engineering',
  'computer',
  'physics_chemistry',
  'economics',
  'humanities',
  'other',
] as const;
export const zServiceField = z.enum(SERVICE_FIELDS, 'field.invalid');

/** Price table: fen per 1000 words, and the turnaround factor in percent. */
export const PRICE_PER_THOUSAND_FEN: Record<TTransType, number> = {
  translate: 35_000,
  polish: 25_000,
  translatePolish: 50_000,
};
export const TURNAROUND_FACTOR_PCT: Record<TTurnaround, number> = { standard: 100, express: 150 };
/** Working days until delivery. */
export const TURNAROUND_DAYS: Record<TTurnaround, number> = { standard: 7, express: 3 };

export const MIN_WORDS = 100;
export const MAX_WORDS = 200_000;
/** After-sales may be asked within this many days of the (latest) delivery. */
export const AFTER_SALES_DAYS = 30;

/**
 * words × fen-per-1000 × factor% / 100 000, rounded half up to whole fen. Integer arithmetic
 * only (the largest product, 200 000 × 50 000 × 150, is far below 2^53).
 */
export function quoteFen(type: TTransType, turnaround: TTurnaround, words: number): number {
  const num = words * PRICE_PER_THOUSAND_FEN[type] * TURNAROUND_FACTOR_PCT[turnaround];
  const den = 100_000;
  return Math.floor((2 * num + den) / (2 * den));
}

const zWords = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,9}$/, 'service.wordCount'),
  ])
  .transform(Number)
  .pipe(z.number().int('service.wordCount').min(MIN_WORDS, 'service.wordCount').max(MAX_WORDS, 'service.wordCount'));

/** An upload id (/service/common/file/common/{paper|document}) of the caller. */
export const zServiceFileId = z.string('service.fileRequired').regex(/^[0-9a-f]{32}$/, 'service.fileRequired');
const zOptionalFileId = z
  .union([z.literal(''), z.string().regex(/^[0-9a-f]{32}$/, 'field.invalid')])
  .optional()
  .transform((s) => s || undefined);

/** Translation progress, separate from the order's payment status (decision 017). */
export const TRANS_PROGRESS = [
  'awaiting_payment',
  'queued',
  'in_progress',
  'delivered',
  'after_sales',
  'completed',
  'closed',
] as const;
export const zTransProgress = z.enum(TRANS_PROGRESS);
export type TTransProgress = z.infer<typeof zTransProgress>;

/** Tabs of /personal/trans. */
export const TRANS_TABS = ['all', 'unpaid', 'working', 'delivered', 'done'] as const;
export const zTransTab = z.enum(TRANS_TABS, 'field.invalid');

export const CHECK_PROGRESS = ['awaiting_payment', 'queued', 'checking', 'reported'] as const;
export const zCheckProgress = z.enum(CHECK_PROGRESS);
export type TCheckProgress = z.infer<typeof zCheckProgress>;

/** Check editions: a flat price per paper. */
export const CHECK_ENGINES = ['basic', 'standard', 'full'] as const;
export const zCheckEngine = z.enum(CHECK_ENGINES, 'field.invalid');
export type TCheckEngine = z.infer<typeof zCheckEngine>;
export const CHECK_PRICE_FEN: Record<TCheckEngine, number> = { basic: 4_900, standard: 12_800, full: 29_800 };

const zFile = z.object({ id: z.string(), name: z.string(), size: z.number().int(), url: z.string() });

export const zServiceEvent = z.object({
  from: z.string().nullable(),
  to: z.string(),
  actor: z.enum(['user', 'staff', 'system']),
  note: z.string(),
  file: zFile.nullable(),
  at: z.string(),
});

export const zTransBrief = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  orderStatus: zOrderStatus,
  progress: zTransProgress,
  type: zTransType,
  languagePair: zLanguagePair,
  field: zServiceField,
  wordCount: z.number().int(),
  turnaround: zTurnaround,
  amountFen: z.number().int(),
  createdAt: z.string(),
});
export type TTransBrief = z.infer<typeof zTransBrief>;

export const zTransDetail = zTransBrief.extend({
  remark: z.string(),
  manuscript: zFile.nullable(),
  delivered: zFile.nullable(),
  deliveredAt: z.string().nullable(),
  /** Last day after-sales may be asked (ISO), while delivered. */
  afterSalesUntil: z.string().nullable(),
  canConfirm: z.boolean(),
  canAfterSales: z.boolean(),
  events: z.array(zServiceEvent),
});
export type TTransDetail = z.infer<typeof zTransDetail>;

export const zCheckBrief = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  orderStatus: zOrderStatus,
  progress: zCheckProgress,
  engine: zCheckEngine,
  title: z.string(),
  amountFen: z.number().int(),
  createdAt: z.string(),
  paper: zFile.nullable(),
  report: zFile.nullable(),
  /** Similarity in basis points (1234 = 12.34%), once reported. */
  similarityBp: z.number().int().nullable(),
});
export type TCheckBrief = z.infer<typeof zCheckBrief>;

export const transQuote = defineCall({
  path: '/service/business/order/trans/quote',
  access: 'visitor',
  encoding: 'form',
  input: z.object({ type: zTransType, turnaround: zTurnaround, wordCount: zWords }),
  output: z.object({
    amountFen: z.number().int(),
    perThousandFen: z.number().int(),
    factorPct: z.number().int(),
    days: z.number().int(),
  }),
});

export const transCreate = defineCall({
  path: '/service/business/order/trans/create',
  access: 'user',
  encoding: 'form',
  writes: true,
  input: z
    .object({
      type: zTransType,
      languagePair: zLanguagePair,
      field: zServiceField,
      wordCount: zWords,
      turnaround: zTurnaround,
      fileId: zServiceFileId,
      remark: z.string().trim().max(500, 'field.tooLong').default(''),
      /** The quote the user saw: refused when the server's price differs. */
      quotedFen: z
        .union([
          z.number(),
          z
            .string()
            .trim()
            .regex(/^\d{1,12}$/, 'field.invalid'),
        ])
        .transform(Number)
        .pipe(z.number().int())
        .optional(),
    })
    .superRefine((v, ctx) => {
      if (!TYPE_PAIRS[v.type].includes(v.languagePair))
        ctx.addIssue({ code: 'custom', message: 'service.languagePair', path: ['languagePair'] });
    }),
  output: z.object({ orderId: z.number().int(), amountFen: z.number().int(), orderStatus: zOrderStatus }),
});

export const transList = defineCall({
  path: '/service/business/order/trans/list',
  access: 'user',
  encoding: 'form',
  input: z.object({ tab: zTransTab.default('all'), ...zPage }),
  output: zPageOf(zTransBrief),
});

/** `{id}` is the order id (the payment screen and legacy links carry it). */
export const transDetails = defineCall({
  path: '/service/business/order/trans/details/{id}',
  access: 'user',
  encoding: 'form',
  ownedId: true,
  input: z.object({ id: zId }),
  output: zTransDetail,
});

/** The user accepts the delivered work: delivered → completed. */
export const transConfirm = defineCall({
  path: '/service/business/order/trans/confirm/{id}',
  access: 'user',
  encoding: 'form',
  writes: true,
  ownedId: true,
  input: z.object({ id: zId }),
  output: z.object({ progress: zTransProgress }),
});

/** After-sales request: only while delivered and within AFTER_SALES_DAYS of delivery. */
export const transAfterSales = defineCall({
  path: '/service/business/order/trans/afterSales/{id}',
  access: 'user',
  encoding: 'form',
  writes: true,
  ownedId: true,
  input: z.object({
    id: zId,
    reason: z.string('service.reasonRequired').trim().min(1, 'service.reasonRequired').max(1000, 'field.tooLong'),
    fileId: zOptionalFileId,
  }),
  output: z.object({ progress: zTransProgress }),
});

export const checkEngines = defineCall({
  path: '/service/business/order/check/engines',
  access: 'visitor',
  encoding: 'form',
  input: z.object({}),
  output: z.array(z.object({ engine: zCheckEngine, priceFen: z.number().int() })),
});

export const checkCreate = defineCall({
  path: '/service/business/order/check/create',
  access: 'user',
  encoding: 'form',
  writes: true,
  input: z.object({
    engine: zCheckEngine,
    title: z.string().trim().min(1, 'field.required').max(300, 'field.tooLong'),
    fileId: zServiceFileId,
  }),
  output: z.object({ orderId: z.number().int(), amountFen: z.number().int(), orderStatus: zOrderStatus }),
});

export const checkList = defineCall({
  path: '/service/business/order/check/list',
  access: 'user',
  encoding: 'form',
  input: z.object({ ...zPage }),
  output: zPageOf(zCheckBrief),
});

/** One check order by its order id (/papercheck/checkPaySuccess?orderId=). */
export const checkDetails = defineCall({
  path: '/service/business/order/check/details/{id}',
  access: 'user',
  encoding: 'form',
  ownedId: true,
  input: z.object({ id: zId }),
  output: zCheckBrief.extend({ events: z.array(zServiceEvent) }),
});

/* ---- staff ---- */

export const TRANS_STAFF_ACTIONS = ['start', 'deliver', 'resume', 'close'] as const;
export const zTransStaffAction = z.enum(TRANS_STAFF_ACTIONS, 'field.invalid');

const zKeyword = z.string().trim().max(50, 'field.tooLong').optional();
const zUserBrief = z.object({ id: z.number().int(), nickname: z.string(), phone: z.string().nullable() });

export const staffTransList = defineCall({
  path: '/service/staff/trans/list',
  access: 'staff',
  encoding: 'form',
  input: z.object({ progress: zTransProgress.optional(), type: zTransType.optional(), keyword: zKeyword, ...zPage }),
  output: zPageOf(zTransBrief.extend({ user: zUserBrief })),
});

export const staffTransGet = defineCall({
  path: '/service/staff/trans/get/{id}',
  access: 'staff',
  encoding: 'form',
  input: z.object({ id: zId }),
  output: zTransDetail.extend({ user: zUserBrief }),
});

/**
 * Staff move a translation: start (queued → in_progress), deliver (in_progress → delivered, file
 * required), resume (after_sales → in_progress) or close (after_sales → closed); the last two
 * answer the after-sales request and need a note.
 */
export const staffTransMove = defineCall({
  path: '/service/staff/trans/move/{id}',
  access: 'staff',
  encoding: 'form',
  writes: true,
  input: z.object({
    id: zId,
    action: zTransStaffAction,
    note: z.string().trim().max(1000, 'field.tooLong').default(''),
    fileId: zOptionalFileId,
  }),
  output: z.object({ progress: zTransProgress }),
});

export const staffCheckList = defineCall({
  path: '/service/staff/check/list',
  access: 'staff',
  encoding: 'form',
  input: z.object({ progress: zCheckProgress.optional(), keyword: zKeyword, ...zPage }),
  output: zPageOf(zCheckBrief.extend({ user: zUserBrief })),
});

/** Staff start a check (queued → checking) or upload its report (queued/checking → reported). */
export const staffCheckMove = defineCall({
  path: '/service/staff/check/move/{id}',
  access: 'staff',
  encoding: 'form',
  writes: true,
  input: z.object({
    id: zId,
    action: z.enum(['start', 'report'], 'field.invalid'),
    fileId: zOptionalFileId,
    /** Similarity in percent with up to two decimals, e.g. "12.34". */
    similarity: z
      .union([
        z.literal(''),
        z
          .string()
          .trim()
          .regex(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, 'service.similarity'),
      ])
      .optional()
      .transform((s) => (s ? Math.round(Number(s) * 100) : undefined)),
  }),
  output: z.object({ progress: zCheckProgress }),
});

export const serviceCalls = {
  transQuote,
  transCreate,
  transList,
  transDetails,
  transConfirm,
  transAfterSales,
  checkEngines,
  checkCreate,
  checkList,
  checkDetails,
  staffTransList,
  staffTransGet,
  staffTransMove,
  staffCheckList,
  staffCheckMove,
};
