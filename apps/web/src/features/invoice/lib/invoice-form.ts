import { fieldLabel } from '@app/contract/field-labels';
import { titleIssue, type TInvoiceKind, type TTitleType } from '@app/contract/invoice-rules';
import { formatMessage, type Lang } from '@app/contract/messages';
import { ApiError } from '../../../shared/api/client';
import type { FieldErrors } from '../../passport/lib/validate';

export interface InvoiceFormValues {
  titleType: TTitleType;
  invoiceTitle: string;
  taxNo: string;
  invoiceType: TInvoiceKind;
  email: string;
  remark: string;
}

export const FORM_FIELDS = ['titleType', 'invoiceTitle', 'taxNo', 'invoiceType', 'email', 'remark'] as const;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The form's errors by field, with the messages the server would send (the same keys of
 * messages.ts, the same cross-field rules of invoice-rules), so each sits under its field.
 */
export function invoiceErrors(
  v: Pick<InvoiceFormValues, 'titleType' | 'invoiceTitle' | 'taxNo' | 'email' | 'remark'> & { invoiceType?: string },
  lang: Lang,
  allowedTypes?: readonly string[],
): FieldErrors {
  const e: FieldErrors = {};
  const msg = (key: Parameters<typeof formatMessage>[1], field: string) =>
    formatMessage(lang, key, { field: fieldLabel(field, lang) });
  const title = v.invoiceTitle.trim();
  if (!title) e.invoiceTitle = msg('field.required', 'invoiceTitle');
  else if (title.length > 100) e.invoiceTitle = msg('field.tooLong', 'invoiceTitle');
  const email = v.email.trim();
  if (!email) e.email = msg('field.required', 'email');
  else if (email.length > 254 || !EMAIL_RE.test(email)) e.email = msg('email.invalid', 'email');
  if (v.remark.trim().length > 200) e.remark = msg('field.tooLong', 'remark');
  const issue = titleIssue({ titleType: v.titleType, taxNo: v.taxNo, invoiceType: v.invoiceType });
  if (issue) e[issue.field] = msg(issue.key, issue.field);
  if (!e.invoiceType && allowedTypes && v.invoiceType && !allowedTypes.includes(v.invoiceType))
    e.invoiceType = msg('invoice.typeNotAllowed', 'invoiceType');
  return e;
}

/**
 * A server refusal naming one of the form's fields (its `data.field` is the field's label in the
 * reader's language) goes under that field; anything else is the form's own error.
 */
export function serverErrors(err: ApiError, lang: Lang): FieldErrors {
  const named = (err.data as { field?: unknown } | null)?.field;
  const field = FORM_FIELDS.find((f) => f === named || fieldLabel(f, lang) === named);
  return field ? { [field]: err.codeMsg } : { form: err.codeMsg };
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
