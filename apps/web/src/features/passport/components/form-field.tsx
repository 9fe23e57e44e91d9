import type { ComponentProps } from 'react';
import { FormField as Field } from '../../../shared/ui/form-field';

export { errorAria } from '../../../shared/ui/form-field';

/** The shared labelled field in the sign-in forms' look (`pp-field`, passport.css; issue 2: errors next to the field). */
export function FormField(props: Omit<ComponentProps<typeof Field>, 'block'>) {
  return <Field {...props} block="pp-field" />;
}
