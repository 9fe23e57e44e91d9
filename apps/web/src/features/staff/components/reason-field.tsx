import { TextArea, type TextAreaRef, Toast } from 'antd-mobile';
import { type ReactNode, type Ref, useRef, useState } from 'react';
import { errorProps, Field } from './field';
// antd-mobile's Toast needs the React 19 renderer registered first (STACK gotcha 2).
import '../../../shared/api/render-patch';

interface Props {
  /** Ties the label (and the error) to the box. */
  id: string;
  /** The box, for whoever must put the focus in it (see useReasonForm). */
  inputRef?: Ref<TextAreaRef>;
  label: string;
  hint?: string;
  placeholder?: string;
  value: string;
  error: string | null;
  onChange: (v: string) => void;
  maxLength: number;
  /** The box grows between these many lines. */
  rows?: [min: number, max: number];
  /** The buttons that act on the reason, in a row under it. */
  actions?: ReactNode;
}

/** A written reason for a staff action (reject, refund, move): a growing box with its counter. */
export function ReasonField({
  id,
  inputRef,
  label,
  hint,
  placeholder,
  value,
  error,
  onChange,
  maxLength,
  rows,
  actions,
}: Props) {
  const [minRows, maxRows] = rows ?? [2, 5];
  return (
    <>
      <Field id={id} label={label} hint={hint} error={error}>
        <TextArea
          ref={inputRef}
          id={id}
          value={value}
          placeholder={placeholder}
          onChange={onChange}
          maxLength={maxLength}
          showCount
          autoSize={{ minRows, maxRows }}
          {...errorProps(id, error)}
        />
      </Field>
      {actions ? <div className="stf-inline-buttons">{actions}</div> : null}
    </>
  );
}

/**
 * The state of a ReasonField and of the action it goes with. Typing clears the error; `require`
 * refuses an empty reason by showing `message` and putting the focus where it must be written;
 * `send` runs the confirmed call, empties the box when it went through and always reloads, so the
 * page shows the record's real state (a refusal is toasted by the client).
 */
export function useReasonForm(id: string, onDone: () => void) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const box = useRef<TextAreaRef>(null);
  return {
    text: value.trim(),
    busy,
    setError,
    require: (message: string) => {
      if (value.trim()) return true;
      setError(message);
      box.current?.focus();
      return false;
    },
    send: async (call: () => Promise<unknown>, done: string) => {
      setBusy(true);
      try {
        await call();
        Toast.show({ content: done });
        setValue('');
      } catch {
        // Toasted by the client.
      } finally {
        setBusy(false);
        onDone();
      }
    },
    field: {
      id,
      inputRef: box,
      value,
      error,
      onChange: (v: string) => {
        setValue(v);
        setError(null);
      },
    },
  };
}
