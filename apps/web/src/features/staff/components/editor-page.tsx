import { Button } from 'antd-mobile';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPanel } from '../../../shared/ui/status-panel';
import { useUnsavedGuard } from '../lib/unsaved';

/**
 * The form of a full-page console editor and the last saved copy it is compared with: a loaded
 * record becomes both, so only real edits count as unsaved. While they differ and no save runs,
 * leaving the page asks first.
 */
export function useSavedForm<F, D>(
  /** Null while an existing record loads; may be a lazy initializer, as with useState. */
  initial: F | null | (() => F | null),
  loaded: D | undefined,
  fromLoaded: (d: D) => F,
  busy: boolean,
) {
  const [saved, setSaved] = useState<F | null>(initial);
  const [form, setForm] = useState<F | null>(saved);
  useEffect(() => {
    if (!loaded) return;
    const f = fromLoaded(loaded);
    setSaved(f);
    setForm(f);
  }, [loaded, fromLoaded]);
  const dirty = form !== null && saved !== null && JSON.stringify(form) !== JSON.stringify(saved);
  useUnsavedGuard(dirty && !busy);
  return { form, setForm, setSaved, dirty };
}

/** The record an editor's address names is gone: say so and lead back to its list. */
export function EditorNotFound({ title, listPath }: { title: string; listPath: string }) {
  const { t } = useTranslation('staff');
  return <StatusPanel tone="warning" title={title} actions={<Link to={listPath}>{t('common.back')}</Link>} />;
}

interface SaveBarProps {
  busy: boolean;
  disabled: boolean;
  onCancel: () => void;
  onSave: () => void;
  /** Buttons before cancel (delete). */
  children?: ReactNode;
}

/** The foot of an editor page: cancel, and save showing progress while the call runs. */
export function SaveBar({ busy, disabled, onCancel, onSave, children }: SaveBarProps) {
  const { t } = useTranslation('staff');
  return (
    <div className="stf-savebar">
      {children}
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
      <Button color="primary" loading={busy} loadingText={t('common.saving')} onClick={onSave} disabled={disabled}>
        {t('common.save')}
      </Button>
    </div>
  );
}
