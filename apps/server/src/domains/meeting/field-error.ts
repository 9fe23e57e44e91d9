import { fieldLabel } from '@app/contract/field-labels';
import type { Lang } from '@app/contract/messages';
import { AppError } from '../../platform/errors';

/** INVALID_INPUT naming the field as the reader reads it (the message's {field}). */
export const fieldError = (lang: Lang, field: string, key: 'field.required' | 'field.invalid' = 'field.invalid') =>
  new AppError('INVALID_INPUT', { field: fieldLabel(field, lang) }, key);
