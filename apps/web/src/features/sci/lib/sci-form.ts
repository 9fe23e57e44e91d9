import type { TSciDetail } from '@app/contract/calls/sci';
import type { Lang } from '@app/contract/messages';
import { SCI_SERVICE_TYPES, type TSciServiceType } from '@app/contract/sci-services';
import { formFrom, type PaperErrors, type PaperForm, paperErrors, submitBody } from '../../contribution/lib/paper-form';

/** The SCI manuscript form: issue 3's paper form (its author rules and messages) plus a remark and a reply. */
export interface SciForm extends PaperForm {
  remark: string;
  /** The answer to the staff opinion, sent with a revision. */
  reply: string;
}

export function sciFormFrom(d: TSciDetail | null): SciForm {
  // The codes belong to the order, not the manuscript: a saved order's form starts without them.
  return {
    ...formFrom(d && { ...d, couponCode: '', referralCode: '', inviteCode: '' }),
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
