import { fieldLabel } from '@app/contract/field-labels';
import { formatMessage, type Lang } from '@app/contract/messages';
import { ValidationError } from '../../platform/validate';
import { plainText } from '../cms/sanitize';

/**
 * Plain-text fields are stripped of markup before they are stored. A value made only of markup
 * ends up empty: a required field then fails like an empty one would have.
 */
export function requiredText(field: string, value: string, lang: Lang): string {
  const clean = plainText(value);
  if (!clean)
    throw new ValidationError(field, formatMessage(lang, 'field.required', { field: fieldLabel(field, lang) }));
  return clean;
}

/** Picture sources: a site path ("/media/…", not protocol-relative "//host") or an http(s) URL. */
const SAFE_URL = /^(\/[^/\\]|https?:\/\/[^\s]+$)/i;

export function safeUrl(field: string, value: string, lang: Lang): string {
  if (!SAFE_URL.test(value) || /[\s"'<>]/.test(value)) {
    throw new ValidationError(field, formatMessage(lang, 'field.invalid', { field: fieldLabel(field, lang) }));
  }
  return value;
}
