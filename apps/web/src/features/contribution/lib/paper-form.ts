import type { TPaperDetail } from '@app/contract/calls/contribution';
import { zPaperDraftFields, zPaperFields } from '@app/contract/calls/contribution';
import { isValidPhone } from '@app/contract/fields';
import { formatMessage, isMessageKey, type Lang } from '@app/contract/messages';
import { z } from 'zod';

/** The §3 author fields the form edits; the order is the list's order, `key` only names the card. */
export interface AuthorForm {
  key: string;
  corresponding: boolean;
  nameEn: string;
  name: string;
  countryCode: string;
  phone: string;
  email: string;
  title: string;
  affiliation: string;
  country: string;
  address: string;
  field: string;
}
export type AuthorField = Exclude<keyof AuthorForm, 'key' | 'corresponding'>;

export interface PaperFile {
  id: string;
  name: string;
  size: number;
}

export interface PaperForm {
  title: string;
  keywords: string;
  abstract: string;
  fields: string[];
  file: PaperFile | null;
  authors: AuthorForm[];
  couponCode: string;
  referralCode: string;
  inviteCode: string;
}

/**
 * Errors by place: a paper field (`title`, `fileId`…), an author's field (`authors.2.email`), the
 * author list as a whole (`authors`) or its corresponding-author choice (`authors.corresponding`).
 */
export type PaperErrors = Partial<Record<string, string>>;

export const emptyAuthor = (key: string, first = false): AuthorForm => ({
  key,
  corresponding: first,
  nameEn: '',
  name: '',
  countryCode: '86',
  phone: '',
  email: '',
  title: '',
  affiliation: '',
  country: '',
  address: '',
  field: '',
});

/** The form for a saved paper (a draft, or one staff sent back), or a blank one. */
/** What the form reads of a saved paper; an SCI order's manuscript has the same fields, without the codes. */
type SavedPaper = Pick<TPaperDetail, 'title' | 'keywords' | 'abstract' | 'fields' | 'file' | 'authors'> &
  Partial<Pick<TPaperDetail, 'couponCode' | 'referralCode' | 'inviteCode'>>;

export function formFrom(detail: SavedPaper | null): PaperForm {
  const authors = detail?.authors.length
    ? [...detail.authors]
        .sort((a, b) => a.position - b.position)
        .map(({ position, ...a }) => ({ ...a, key: `a${position}` }))
    : [emptyAuthor('a1', true)];
  return {
    title: detail?.title ?? '',
    keywords: detail?.keywords ?? '',
    abstract: detail?.abstract ?? '',
    fields: detail?.fields ?? [],
    file: detail?.file ? { id: detail.file.id, name: detail.file.name, size: detail.file.size } : null,
    authors,
    couponCode: detail?.couponCode ?? '',
    referralCode: detail?.referralCode ?? '',
    inviteCode: detail?.inviteCode ?? '',
  };
}

const authorsOut = (list: AuthorForm[]) => list.map(({ key: _key, ...a }, i) => ({ ...a, position: i + 1 }));

/** The body of submit and resubmit (without the conference or paper id). */
export function submitBody(f: PaperForm) {
  return {
    title: f.title,
    keywords: f.keywords,
    abstract: f.abstract,
    fields: f.fields,
    fileId: f.file?.id ?? '',
    authors: authorsOut(f.authors),
    couponCode: f.couponCode.trim(),
    referralCode: f.referralCode.trim(),
    inviteCode: f.inviteCode.trim(),
  };
}

/** A draft leaves out what is not there yet: lists, when sent, may not be empty (contract). */
export function draftBody(f: PaperForm) {
  const b = submitBody(f);
  return {
    ...b,
    fields: b.fields.length ? b.fields : undefined,
    fileId: f.file?.id,
    authors: b.authors.length ? b.authors : undefined,
  };
}

const zSubmit = z.object(zPaperFields);
const zDraft = z.object(zPaperDraftFields);

type Label = (place: string) => string;

/** Where an issue of the contract's schema is shown on the form. */
function placeOf(path: PropertyKey[]): string {
  const [head, index, field] = path.map(String);
  if (head !== 'authors' || index === undefined) return head ?? '';
  if (field === 'corresponding') return 'authors.corresponding';
  if (field === 'position' || field === undefined) return 'authors';
  return `authors.${index}.${field}`;
}

/**
 * Checks the form with the contract's own schema (§5 rules: at most 7 authors, one corresponding
 * author, English name, phone with country code, e-mail), so each field says what the server
 * would, in the reader's language. `label` names a place for messages that name their field.
 */
export function paperErrors(f: PaperForm, mode: 'submit' | 'draft', lang: Lang, label: Label): PaperErrors {
  const r = mode === 'submit' ? zSubmit.safeParse(submitBody(f)) : zDraft.safeParse(draftBody(f));
  const errors: PaperErrors = {};
  if (r.success) return errors;
  for (const issue of r.error.issues) {
    const place = placeOf(issue.path);
    if (errors[place]) continue;
    const key = isMessageKey(issue.message) ? issue.message : 'field.invalid';
    errors[place] = formatMessage(lang, key, { field: label(place) });
  }
  if (mode === 'submit') listRules(f, errors, lang);
  return errors;
}

/**
 * The contract checks the list as a whole (one corresponding author, each phone valid for its
 * country code) only once every author parses; the form runs the same rules at once, so all
 * errors show in one pass.
 */
function listRules(f: PaperForm, errors: PaperErrors, lang: Lang) {
  f.authors.forEach((a, i) => {
    const place = `authors.${i}.phone`;
    if (!errors[place] && !isValidPhone(a.countryCode.trim(), a.phone.trim()))
      errors[place] = formatMessage(lang, 'paper.authorPhone');
  });
  if (!errors['authors.corresponding'] && f.authors.filter((a) => a.corresponding).length !== 1)
    errors['authors.corresponding'] = formatMessage(lang, 'paper.corresponding');
}

export const hasErrors = (e: PaperErrors) => Object.values(e).some(Boolean);
