import { forget, register } from '@app/contract/calls/passport';
import { formatMessage, type Lang } from '@app/contract/messages';
import { z } from 'zod';
import { type FieldErrors, validateWith } from './validate';

/** The forms that set a password: the contract's input plus the repeat (STYLE: forms extend the contract). */
export const zRegisterForm = register.input.extend({ confirmPassword: z.string().min(1) });
export const zForgetForm = forget.input.extend({ confirmPassword: z.string().min(1) });

/**
 * Field errors of a form with a repeated password. The mismatch is checked here rather than in
 * an object refinement, which zod would skip while any other field fails.
 */
export function passwordFormErrors(schema: z.ZodType, values: Record<string, unknown>, lang: Lang): FieldErrors {
  const errors = validateWith(schema, values, lang);
  if (!errors.confirmPassword && values.confirmPassword !== values.password) {
    errors.confirmPassword = formatMessage(lang, 'password.mismatch');
  }
  return errors;
}
