import type { zAffirmStatus } from '@app/contract/calls/contribution-visitor';
import { Code } from '@app/contract/codes';
import { formatMessage, type Lang } from '@app/contract/messages';
import { Dialog } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../shared/api/client';
import { formatDateTime } from '../../cms/lib/format';
import { extensionOf, formatFileSize, PAPER_EXTENSIONS } from '../lib/file-size';
import { FormRefusal } from './form-refusal';
// antd-mobile's Dialog needs the React 19 renderer registered first (STACK gotcha 2).
import '../../../shared/api/render-patch';

type Status = z.infer<typeof zAffirmStatus>;

/** Refusals shown in the card instead of a toast. */
export const AFTER_EXPECTED = [
  Code.INVALID_INPUT,
  Code.INVALID_STATE,
  Code.LINK_EXPIRED,
  Code.UPLOAD_TYPE,
  Code.UPLOAD_TOO_LARGE,
];

interface Props {
  s: Status;
  /** Accept or decline a pending transfer (absent: the reader cannot decide). */
  onDecide?: (decision: 'accept' | 'decline') => Promise<unknown>;
  /** Upload and affirm the final version (absent: not offered). */
  onUpload?: (file: File) => Promise<unknown>;
  onStale: () => void;
}

/**
 * A paper after review: the transfer offer and its answer, the final version, the similarity
 * report and the files, for the author signed in or a link holder. Each step is confirmed first.
 */
export function AfterCard({ s, onDecide, onUpload, onStale }: Props) {
  const { t, i18n } = useTranslation('agreement');
  const lang = (i18n.language === 'en' ? 'en' : 'zh') as Lang;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);

  const run = async (step: () => Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    try {
      await step();
      onStale();
    } catch (err) {
      if (err instanceof ApiError) {
        setError(err.codeMsg);
        if (err.code === Code.INVALID_STATE || err.code === Code.LINK_EXPIRED) onStale();
      }
    } finally {
      setBusy(false);
    }
  };
  const decide = async (decision: 'accept' | 'decline') => {
    const ok = await Dialog.confirm({
      title: t(`transfer.${decision}Title`),
      content: t(`transfer.${decision}Text`, { venue: s.transfer?.toVenue ?? '' }),
      confirmText: t(`transfer.${decision}`),
      cancelText: t('sign.dialogCancel'),
    });
    if (ok && onDecide) await run(() => onDecide(decision));
  };
  const pick = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file || !onUpload) return;
    if (!PAPER_EXTENSIONS.includes(extensionOf(file.name))) {
      setError(formatMessage(lang, 'code.UPLOAD_TYPE', { types: 'PDF, DOC, DOCX' }));
      return;
    }
    const ok = await Dialog.confirm({
      title: t('final.dialogTitle'),
      content: t('final.dialogText', { name: file.name }),
      confirmText: t('final.dialogOk'),
      cancelText: t('sign.dialogCancel'),
    });
    if (ok) await run(() => onUpload(file));
  };

  const pending = s.transfer?.status === 'pending';
  const files = [
    s.originalUrl ? { href: s.originalUrl, label: t('files.original') } : null,
    s.finalUrl ? { href: s.finalUrl, label: t('files.final') } : null,
    s.reportUrl ? { href: s.reportUrl, label: t('files.report') } : null,
  ].filter((x) => x !== null);

  return (
    <>
      {s.transfer ? (
        <section className="ct-card" aria-labelledby="ag-transfer-title" data-testid="transfer-card">
          <h2 id="ag-transfer-title">{t('transfer.title')}</h2>
          <dl className="ag-kv">
            <dt>{t('transfer.venue')}</dt>
            <dd>{s.transfer.toVenue}</dd>
            {s.transfer.note ? (
              <>
                <dt>{t('transfer.note')}</dt>
                <dd>{s.transfer.note}</dd>
              </>
            ) : null}
            <dt>{t('transfer.state')}</dt>
            <dd data-testid="transfer-status">
              {t(`transfer.status.${s.transfer.status}`)}
              {s.transfer.decidedAt ? ` · ${formatDateTime(s.transfer.decidedAt, lang)}` : ''}
            </dd>
          </dl>
          {pending && onDecide ? (
            <div className="ag-actions">
              <button type="button" className="ct-btn" disabled={busy} onClick={() => void decide('decline')}>
                {t('transfer.decline')}
              </button>
              <button
                type="button"
                className="ct-btn ct-btn--primary"
                disabled={busy}
                onClick={() => void decide('accept')}
              >
                {t('transfer.accept')}
              </button>
            </div>
          ) : null}
        </section>
      ) : null}
      {s.paper.status === 'accepted' ? (
        <section className="ct-card" aria-labelledby="ag-final-title" data-testid="final-card">
          <h2 id="ag-final-title">{t('final.title')}</h2>
          {s.finalFile ? (
            <p className="ag-form__for" data-testid="final-file">
              {t('final.done', {
                name: s.finalFile.name,
                size: formatFileSize(s.finalFile.size),
                at: formatDateTime(s.finalFile.affirmedAt, lang),
              })}
            </p>
          ) : (
            <p className="ag-form__for">{t('final.none')}</p>
          )}
          {onUpload ? (
            <label className={`ct-btn ct-file__pick${busy ? ' ct-btn--busy' : ''}`}>
              {busy ? t('final.uploading') : s.finalFile ? t('final.replace') : t('final.choose')}
              <input
                ref={fileInput}
                className="ct-file__input"
                type="file"
                accept=".pdf,.doc,.docx"
                disabled={busy}
                onChange={(e) => void pick(e.target.files?.[0])}
              />
            </label>
          ) : null}
        </section>
      ) : null}
      <FormRefusal message={error} />
      {files.length ? (
        <section className="ct-card" aria-labelledby="ag-files-title">
          <h2 id="ag-files-title">{t('files.title')}</h2>
          <ul className="ag-links">
            {files.map((f) => (
              <li key={f.href}>
                <a href={f.href} download>
                  {f.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
