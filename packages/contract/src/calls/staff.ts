import { z } from 'zod';
import { defineCall } from '../call';
import { zId, zLang, zPage, zPageOf } from '../fields';

/** Staff console calls (/staff). Access 'staff': ordinary users get FORBIDDEN. */

export const zStaffArticle = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  lang: z.enum(['zh', 'en']),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  author: z.string(),
  source: z.string(),
  cover: z.string().nullable(),
  isTop: z.boolean(),
  isHot: z.boolean(),
  published: z.boolean(),
  publishedAt: z.string(),
});

export const staffArticleList = defineCall({
  path: '/service/staff/cms/article/list',
  access: 'staff',
  encoding: 'form',
  input: z.object({
    ...zPage,
    categoryId: zId.optional(),
    keyword: z.string().trim().max(50).optional(),
    lang: zLang.optional(),
  }),
  output: zPageOf(zStaffArticle),
});

export const staffArticleGet = defineCall({
  path: '/service/staff/cms/article/get/{id}',
  access: 'staff',
  encoding: 'form',
  input: z.object({ id: zId }),
  output: zStaffArticle,
});

export const staffArticleSave = defineCall({
  path: '/service/staff/cms/article/save',
  access: 'staff',
  encoding: 'json',
  writes: true,
  input: z.object({
    id: zId.optional(),
    categoryId: zId,
    lang: z.enum(['zh', 'en']),
    title: z.string().trim().min(1, 'field.required').max(200, 'field.tooLong'),
    summary: z.string().trim().max(500, 'field.tooLong').default(''),
    /** HTML; sanitized before it is stored. */
    content: z.string().max(200_000, 'field.tooLong'),
    author: z.string().trim().max(60, 'field.tooLong').default(''),
    source: z.string().trim().max(60, 'field.tooLong').default(''),
    cover: z.string().trim().max(500).nullable().default(null),
    isTop: z.boolean().default(false),
    isHot: z.boolean().default(false),
    published: z.boolean().default(true),
  }),
  output: z.object({ id: z.number().int() }),
});

export const staffArticleDelete = defineCall({
  path: '/service/staff/cms/article/delete/{id}',
  access: 'staff',
  encoding: 'form',
  writes: true,
  input: z.object({ id: zId }),
  output: z.null(),
});

export const zStaffCategory = z.object({
  id: z.number().int(),
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  sort: z.number().int(),
  inMenu: z.boolean(),
  total: z.number().int(),
});

export const staffCategoryList = defineCall({
  path: '/service/staff/cms/category/list',
  access: 'staff',
  encoding: 'form',
  input: z.object({}),
  output: z.array(zStaffCategory),
});

export const staffCategorySave = defineCall({
  path: '/service/staff/cms/category/save',
  access: 'staff',
  encoding: 'json',
  writes: true,
  input: z.object({
    id: zId.optional(),
    code: z
      .string()
      .trim()
      .regex(/^[a-z0-9_-]{2,40}$/, 'field.invalid'),
    nameZh: z.string().trim().min(1, 'field.required').max(40, 'field.tooLong'),
    nameEn: z.string().trim().min(1, 'field.required').max(60, 'field.tooLong'),
    sort: z.number().int().min(0).max(9999).default(0),
    inMenu: z.boolean().default(true),
  }),
  output: z.object({ id: z.number().int() }),
});

export const staffCategoryDelete = defineCall({
  path: '/service/staff/cms/category/delete/{id}',
  access: 'staff',
  encoding: 'form',
  writes: true,
  input: z.object({ id: zId }),
  output: z.null(),
});

export const zStaffPic = z.object({
  id: z.number().int(),
  slot: z.string(),
  lang: z.enum(['zh', 'en']),
  title: z.string(),
  image: z.string(),
  link: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});

export const staffPicList = defineCall({
  path: '/service/staff/cms/pic/list',
  access: 'staff',
  encoding: 'form',
  input: z.object({ slot: z.string().trim().max(40).optional() }),
  output: z.array(zStaffPic),
});

export const staffPicSave = defineCall({
  path: '/service/staff/cms/pic/save',
  access: 'staff',
  encoding: 'json',
  writes: true,
  input: z.object({
    id: zId.optional(),
    slot: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_]{1,40}$/, 'field.invalid'),
    lang: z.enum(['zh', 'en']),
    title: z.string().trim().min(1, 'field.required').max(100, 'field.tooLong'),
    image: z.string().trim().min(1, 'field.required').max(500),
    /** Site path (/x) or http(s) URL; other schemes are refused. */
    link: z
      .string()
      .trim()
      .max(500)
      .regex(/^(\/[^/\\]|\/$|https?:\/\/)/, 'field.invalid')
      .or(z.literal('')),
    sort: z.number().int().min(0).max(9999).default(0),
    enabled: z.boolean().default(true),
  }),
  output: z.object({ id: z.number().int() }),
});

export const staffPicDelete = defineCall({
  path: '/service/staff/cms/pic/delete/{id}',
  access: 'staff',
  encoding: 'form',
  writes: true,
  input: z.object({ id: zId }),
  output: z.null(),
});

export const staffCalls = {
  staffArticleList,
  staffArticleGet,
  staffArticleSave,
  staffArticleDelete,
  staffCategoryList,
  staffCategorySave,
  staffCategoryDelete,
  staffPicList,
  staffPicSave,
  staffPicDelete,
};
