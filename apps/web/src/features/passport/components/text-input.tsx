import type { InputHTMLAttributes } from 'react';
import '../../../shared/ui/form.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * A plain input with a value callback. antd-mobile's Input drops aria-invalid and
 * aria-describedby, which tie a field to its error message for screen readers.
 */
export function TextInput({ onChange, className, ...rest }: Props) {
  return (
    <input
      {...rest}
      className={className ? `app-input ${className}` : 'app-input'}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
