import type { TSciDetail } from '@app/contract/calls/sci';
import type { Lang } from '@app/contract/messages';
import { SCI_SERVICE_TYPES, type TSciServiceType } from '@app/contract/sci-services';
import {
  emptyAuthor,
  type PaperErrors,
  type PaperForm,
  paperErrors,
  submitBody,
} from '../../contribution/lib/paper-form';

/** The SCI manuscript form: issue 3's paper form (its author rules and messages) plus a remark and a reply. */
export interface SciForm extends PaperForm {
  remark: string;
  /** The answer to the staff opinion, sent with a revision. */
  reply: string;
}

export function sciFormFrom(d: TSciDetail | null): SciForm {
  const authors = d?.authors.length
    ? [...d.authors]
        .sort((a, b) => a.position - b.position)
        .map(({ position, ...a }) => ({ ...a, key: `a${position}` }))
    : [emptyAuthor('a1', true)];
  return {
    title: d?.title ?? '',
    keywords: d?.keywords ?? '',
    abstract: d?.abstract ?? '',
    fields: d?.fields ?? [],
    file: d?.file ? { id: d.file.id, name: d.file.name, size: d.file.size } : null,
    authors,
    couponCode: '',
    referralCode: '',
    inviteCode: '',
    remark: d?.remark ?? '',
    reply: '',
  };
}

/** The manuscript part of the submit and modify bodies. */
export function sciBody(f: SciForm) {
  const { couponCode: _c, referralCode: _r, inviteCode: _i, ...paper } = submitBody(f);
  return { ...paper, remark: f.remark.trim() };
}

/** The contract's own rules, in the reader's language, by place on the form. */
export function sciErrors(f: SciForm, lang: Lang, label: (place: string) => string): PaperErrors {
  return paperErrors(f, 'submit', lang, label);
}

/** `type` from the address when it names a service type, else null. */
export function parseType(raw: string | undefined): TSciServiceType | null {
  return (SCI_SERVICE_TYPES as readonly string[]).includes(raw ?? '') ? (raw as TSciServiceType) : null;
}
