import { z } from 'zod';
import { defineCall } from '../call';

export const zOption = z.object({ value: z.string(), label: z.string() });
export type TOption = z.infer<typeof zOption>;

/** Option lists of §3. */
export const OPTION_KEYS = [
  'express',
  'indexData',
  'domains',
  'subjects',
  'retrieval',
  'education',
  'intention',
  'userPosition',
  'journalType',
  'technicalField',
  'professional',
] as const;
export const zOptionKey = z.enum(OPTION_KEYS);

export const options = defineCall({
  path: '/service/config/options/{key}',
  access: 'visitor',
  encoding: 'form',
  input: z.object({ key: zOptionKey }),
  output: z.array(zOption),
});

export const optionsBatch = defineCall({
  path: '/service/config/optionsBatch/{names}',
  access: 'visitor',
  encoding: 'form',
  input: z.object({
    names: z
      .string()
      .max(300)
      .transform((s) => s.split(','))
      .pipe(z.array(zOptionKey).min(1).max(OPTION_KEYS.length)),
  }),
  output: z.record(z.string(), z.array(zOption)),
});

/** Upload kinds and their rules (§5, §9): see constants.ts UPLOAD_RULES. */
export const upload = defineCall({
  path: '/service/common/file/common/{type}',
  access: 'user',
  encoding: 'multipart',
  writes: true,
  input: z.object({
    type: z.enum([
      'licence',
      'idcard',
      'resume',
      'guestCv',
      'document',
      'portfolio',
      'withdrawId',
      'certImage',
      'paper',
      'avatar',
      'taskAttachment',
      'appeal',
      'affirmUpload',
      'voucher',
    ]),
  }),
  output: z.object({ fileId: z.string(), url: z.string(), name: z.string(), size: z.number().int(), mime: z.string() }),
});

/** Development only: the sandbox outbox of SMS and e-mail, so a person can read their code. */
export const devOutbox = defineCall({
  path: '/service/dev/outbox',
  access: 'visitor',
  encoding: 'form',
  input: z.object({ recipient: z.string().trim().max(254).optional() }),
  output: z.array(
    z.object({
      id: z.number().int(),
      channel: z.string(),
      recipient: z.string(),
      body: z.string(),
      createdAt: z.string(),
    }),
  ),
});

export const commonCalls = { options, optionsBatch, upload, devOutbox };
