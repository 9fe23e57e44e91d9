import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { previewHtml } from '../../../shared/html/sanitize-html';
import { errorProps, Field } from './field';

interface Props {
  value: string;
  onChange: (html: string) => void;
  error?: string | null;
  /** Control id and label, when a form holds more than one body (a notice in two languages). */
  id?: string;
  label?: string;
}

/**
 * The article body as HTML, with a live preview beside it (below it on a phone). The preview is
 * sanitized with DOMPurify on every change, so a pasted script never runs in the console.
 */
export function HtmlEditor({ value, onChange, error, id = 'stf-content', label }: Props) {
  const { t } = useTranslation('staff');
  // Typing stays responsive on long bodies: the preview follows a moment later.
  const deferred = useDeferredValue(value);
  const clean = useMemo(() => previewHtml(deferred), [deferred]);
  return (
    <div className="stf-html">
      <Field id={id} label={label ?? t('editor.content')} hint={t('editor.contentHint')} error={error}>
        <textarea
          id={id}
          className="stf-textarea stf-code"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          rows={16}
          spellCheck={false}
          {...errorProps(id, error)}
        />
      </Field>
      <section
        className="stf-preview-wrap"
        aria-label={label ? `${label} · ${t('editor.preview')}` : t('editor.preview')}
      >
        <div className="stf-label">{t('editor.preview')}</div>
        {clean.trim() ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by previewHtml (DOMPurify allow-list)
          <div className="stf-preview" data-testid="staff-preview" dangerouslySetInnerHTML={{ __html: clean }} />
        ) : (
          <div className="stf-preview stf-muted" data-testid="staff-preview">
            {t('editor.previewEmpty')}
          </div>
        )}
      </section>
    </div>
  );
}
