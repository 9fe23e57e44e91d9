import type { ComponentProps } from 'react';
import { FormField as Field } from '../../../shared/ui/form-field';

export { errorAria } from '../../../shared/ui/form-field';

/**
 * The shared labelled field (issue 2: errors next to the field) with `pp-field` mixed in: passport.css
 * keeps the sign-in look where it differs, and invoice.css still selects `.pp-field__box`.
 */
export function FormField(props: Omit<ComponentProps<typeof Field>, 'mix'>) {
  return <Field {...props} mix="pp-field" />;
}
