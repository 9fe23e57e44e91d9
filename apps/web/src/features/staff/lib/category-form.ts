import type { CallInput } from '@app/contract/call';
import { staffCategorySave, type zStaffCategory } from '@app/contract/calls/staff';
import type { z } from 'zod';
import { decodeText } from './format';
import { type FieldIssue, firstIssue } from './validate';

export interface CategoryForm {
  code: string;
  nameZh: string;
  nameEn: string;
  sort: string;
  inMenu: boolean;
}

export const emptyCategory = (sort = 0): CategoryForm => ({
  code: '',
  nameZh: '',
  nameEn: '',
  sort: String(sort),
  inMenu: true,
});

export const fromCategory = (c: z.infer<typeof zStaffCategory>): CategoryForm => ({
  code: c.code,
  nameZh: decodeText(c.nameZh),
  nameEn: decodeText(c.nameEn),
  sort: String(c.sort),
  inMenu: c.inMenu,
});

export function toCategoryInput(f: CategoryForm, id?: number): CallInput<typeof staffCategorySave> {
  return {
    ...(id ? { id } : {}),
    code: f.code.trim(),
    nameZh: f.nameZh.trim(),
    nameEn: f.nameEn.trim(),
    sort: Number(f.sort) || 0,
    inMenu: f.inMenu,
  };
}

export function checkCategory(f: CategoryForm): FieldIssue | null {
  if (!/^\d{1,4}$/.test(f.sort.trim() || '0')) return { field: 'sort', kind: 'invalid' };
  return firstIssue(staffCategorySave.input, toCategoryInput(f));
}
