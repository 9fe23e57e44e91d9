import type { CallInput } from '@app/contract/call';
import { staffArticleSave, type zStaffArticle } from '@app/contract/calls/staff';
import type { z } from 'zod';
import { decodeText } from './format';
import { type FieldIssue, firstIssue, isSafeUrl } from './validate';

export interface ArticleForm {
  categoryId: number | null;
  lang: 'zh' | 'en';
  title: string;
  summary: string;
  author: string;
  source: string;
  cover: string;
  isTop: boolean;
  isHot: boolean;
  published: boolean;
  content: string;
}

export const emptyArticle = (lang: 'zh' | 'en', categoryId: number | null = null): ArticleForm => ({
  categoryId,
  lang,
  title: '',
  summary: '',
  author: '',
  source: '',
  cover: '',
  isTop: false,
  isHot: false,
  published: true,
  content: '',
});

export function fromArticle(a: z.infer<typeof zStaffArticle>): ArticleForm {
  return {
    categoryId: a.categoryId,
    lang: a.lang,
    title: decodeText(a.title),
    summary: decodeText(a.summary),
    author: decodeText(a.author),
    source: decodeText(a.source),
    cover: a.cover ?? '',
    isTop: a.isTop,
    isHot: a.isHot,
    published: a.published,
    content: a.content,
  };
}

export type ArticleSaveInput = CallInput<typeof staffArticleSave>;

export function toSaveInput(f: ArticleForm, id?: number): ArticleSaveInput {
  return {
    ...(id ? { id } : {}),
    categoryId: f.categoryId ?? 0,
    lang: f.lang,
    title: f.title.trim(),
    summary: f.summary.trim(),
    content: f.content,
    author: f.author.trim(),
    source: f.source.trim(),
    cover: f.cover.trim() || null,
    isTop: f.isTop,
    isHot: f.isHot,
    published: f.published,
  };
}

/** What the server would refuse, checked first: the contract schema plus the cover address rule. */
export function checkArticle(f: ArticleForm): FieldIssue | null {
  if (!f.categoryId) return { field: 'categoryId', kind: 'required' };
  const issue = firstIssue(staffArticleSave.input, toSaveInput(f));
  if (issue) return issue;
  if (f.cover.trim() && !isSafeUrl(f.cover.trim())) return { field: 'cover', kind: 'invalid' };
  return null;
}
