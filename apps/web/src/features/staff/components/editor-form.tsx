import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/api/client';
import type { FieldIssue } from '../lib/validate';
import { errorProps, Field } from './field';

type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

interface Options<F> {
  initial: F;
  idPrefix: string;
  /** Field name → label key; a refusal naming a field outside it is left to the client's toast. */
  labels: Record<string, string>;
  check: (form: F) => FieldIssue | null;
  /** Fields whose own wording beats "invalid {field}" (a category code, a slot). */
  ownText?: Record<string, string>;
  /** The field a server refusal points at, if any (each call names it its own way). */
  refusedField: (refused: ApiError) => string | undefined;
  /** Resolves null when saved, or the refusal (the editor stays open and marks the field). */
  onSave: (form: F) => Promise<ApiError | null>;
}

/** The field a refusal's data names (the contract's INVALID_INPUT carries `{ field }`). */
export const dataField = (refused: ApiError) => (refused.data as { field?: string } | null)?.field;

/**
 * The state every inline console editor keeps: the form, the one field in error (cleared on the next
 * edit), and busy while saving; checks locally first so the server only sees what it would take.
 */
export function useEditorForm<F extends object>(o: Options<F>) {
  const { t } = useTranslation('staff');
  const [form, setForm] = useState(o.initial);
  const [error, setError] = useState<{ field: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof F>(k: K, v: F[K]) => {
    setForm((f) => ({ ...f, [k]: v }));
    setError(null);
  };
  const err = (k: string) => (error?.field === k ? error.text : null);
  const id = (k: string) => `${o.idPrefix}-${k}`;

  const submit = async () => {
    const issue = o.check(form);
    if (issue) {
      const own = o.ownText?.[issue.field];
      const text = own ? t(own) : t(`validation.${issue.kind}`, { field: t(o.labels[issue.field] ?? issue.field) });
      return setError({ field: issue.field, text });
    }
    setBusy(true);
    const refused = await o.onSave(form);
    setBusy(false);
    const field = refused ? o.refusedField(refused) : undefined;
    if (refused && field && field in o.labels) setError({ field, text: refused.codeMsg });
  };

  const input = <K extends TextKey<F>>(k: K, max: number, hint?: string, inputMode?: 'numeric') => (
    <Field id={id(k)} label={t(o.labels[k]!)} error={err(k)} hint={hint}>
      <Input
        id={id(k)}
        value={form[k] as string}
        onChange={(v) => set(k, v as F[K])}
        maxLength={max}
        inputMode={inputMode}
        {...errorProps(id(k), err(k))}
      />
    </Field>
  );

  return { form, set, err, id, busy, submit, input };
}

/** Cancel and save, save showing progress while the call runs. */
export function EditorButtons({ busy, onCancel, onSave }: { busy: boolean; onCancel: () => void; onSave: () => void }) {
  const { t } = useTranslation('staff');
  return (
    <div className="stf-inline-buttons">
      <Button size="small" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button size="small" color="primary" loading={busy} onClick={onSave}>
        {t('common.save')}
      </Button>
    </div>
  );
}
