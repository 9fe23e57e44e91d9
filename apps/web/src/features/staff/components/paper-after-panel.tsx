import { Code } from '@app/contract/codes';
import { upload } from '@app/contract/meta/common';
import {
  staffPaperAfter,
  staffPaperReport,
  staffSendAgreement,
  staffSendFinalLink,
  staffStartTransfer,
} from '@app/contract/meta/contribution-visitor';
import { Button, Dialog, Input, Tag, TextArea, Toast } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client';
import { formatBeijing } from '../lib/beijing-time';
import { decodeText } from '../lib/format';
import { useCall } from '../../../shared/api/use-call';
import { staffCall } from '../lib/staff-api';
import { errorProps, Field } from './field';
import './paper-after-panel.css';
// antd-mobile's Dialog/Toast need the React 19 renderer registered first (STACK gotcha 2).
import '../../../shared/api/render-patch';

const EXPECTED = [
  Code.INVALID_INPUT,
  Code.INVALID_STATE,
  Code.ALREADY_SUBMITTED,
  Code.UPLOAD_TYPE,
  Code.UPLOAD_TOO_LARGE,
];

/**
 * On the staff paper page (decision 015): agreement links per author and who signed, the
 * similarity report, a transfer offer and the final-version link. Each send is confirmed first;
 * the fresh link is shown to copy (it is also sent by SMS and e-mail).
 */
export function PaperAfterPanel({ paperId }: { paperId: number }) {
  const { t } = useTranslation('agreement');
  // Silent: the panel shows its own error; the page's own call handles a lost session.
  const res = useCall(staffPaperAfter, { id: paperId }, { silent: true, loginCheck: true });
  const [link, setLink] = useState<{ label: string; url: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [venue, setVenue] = useState('');
  const [note, setNote] = useState('');
  const [venueError, setVenueError] = useState<string | null>(null);
  const [reportError, setReportError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  if (res.error && !res.data) {
    return (
      <section className="stf-card stf-form">
        <p className="stf-muted">{res.error.codeMsg || t('staff.loadFailed')}</p>
        <Button onClick={res.reload}>{t('staff.retry')}</Button>
      </section>
    );
  }
  const a = res.data;
  if (!a) return null;
  const accepted = a.status === 'accepted';

  const step = async (key: string, confirm: string, go: () => Promise<{ url: string } | unknown>, done: string) => {
    const ok = await Dialog.confirm({
      content: confirm,
      confirmText: t('staff.confirmOk'),
      cancelText: t('staff.cancel'),
    });
    if (!ok) return;
    setBusy(key);
    try {
      const r = (await go()) as { url?: string };
      if (r?.url) setLink({ label: done, url: r.url });
      Toast.show({ content: done });
    } catch (err) {
      if (err instanceof ApiError && err.code === Code.INVALID_INPUT && key === 'transfer') setVenueError(err.codeMsg);
    } finally {
      setBusy(null);
      res.reload();
    }
  };
  const linkOf = (position: number) => a.links.find((l) => l.purpose === 'agreement' && l.position === position);

  const sendReport = async (file: File | undefined) => {
    if (fileRef.current) fileRef.current.value = '';
    if (!file) return;
    setReportError(null);
    if (!file.name.toLowerCase().endsWith('.pdf')) {
      setReportError(t('staff.reportPdf'));
      return;
    }
    setBusy('report');
    try {
      const body = { type: 'document' as const, file };
      const up = await staffCall(upload, body, { expect: EXPECTED });
      await staffCall(staffPaperReport, { id: paperId, fileId: up.fileId }, { expect: EXPECTED });
      Toast.show({ content: t('staff.reportDone') });
      res.reload();
    } catch (err) {
      if (err instanceof ApiError) setReportError(err.codeMsg);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="stf-card stf-form" aria-labelledby="stf-after-h" data-testid="staff-paper-after">
      <h2 className="stf-h2" id="stf-after-h">
        {t('staff.title')}
      </h2>
      {link ? (
        <div className="stf-link-box" data-testid="staff-paper-link">
          <div className="stf-label">{t('staff.linkLabel')}</div>
          <div className="stf-link-row">
            <input
              className="stf-select stf-native"
              readOnly
              value={link.url}
              aria-label={t('staff.linkLabel')}
              onFocus={(e) => e.target.select()}
            />
          </div>
        </div>
      ) : null}

      <h3 className="stf-item-title stf-after-h3">{t('staff.agreement')}</h3>
      <p className="stf-muted">{accepted ? t('staff.agreementHint') : t('staff.notAccepted')}</p>
      <ul className="stf-authors">
        {a.authors.map((au) => {
          const l = linkOf(au.position);
          return (
            <li key={au.position} className="stf-author" data-testid="staff-agreement-author">
              <div className="stf-item-title">
                {au.position}. {decodeText(au.name)}{' '}
                {au.signature ? (
                  <Tag color="success">{t('signatures.signed')}</Tag>
                ) : (
                  <Tag color="warning" fill="outline">
                    {t('staff.waiting')}
                  </Tag>
                )}
              </div>
              <div className="stf-item-meta">
                {au.signature ? (
                  <span>
                    {t('staff.signedAt', {
                      name: decodeText(au.signature.signedName),
                      at: formatBeijing(au.signature.signedAt),
                    })}
                  </span>
                ) : (
                  <span>
                    {l
                      ? t(`staff.linkState.${l.state}`, { at: formatBeijing(l.expiresAt) })
                      : t('staff.linkState.none')}
                  </span>
                )}
                {au.email ? <span>{au.email}</span> : null}
              </div>
              {accepted && !au.signature ? (
                <Button
                  size="small"
                  color="primary"
                  fill="outline"
                  loading={busy === `a${au.position}`}
                  data-testid="staff-send-agreement"
                  onClick={() =>
                    void step(
                      `a${au.position}`,
                      t('staff.confirmSend', { name: decodeText(au.name) }),
                      () => staffCall(staffSendAgreement, { id: paperId, position: au.position }, { expect: EXPECTED }),
                      t('staff.sent'),
                    )
                  }
                >
                  {l ? t('staff.resend') : t('staff.send')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>

      <h3 className="stf-item-title stf-after-h3">{t('staff.report')}</h3>
      <Field id="stf-report" label={t('staff.reportUpload')} hint={t('staff.reportHint')} error={reportError}>
        <div className="stf-item-meta">
          {a.reportUrl ? (
            <a href={a.reportUrl} target="_blank" rel="noreferrer" data-testid="staff-report-link">
              {t('staff.reportView')}
            </a>
          ) : (
            <span className="stf-muted">{t('staff.reportNone')}</span>
          )}
          <input
            ref={fileRef}
            id="stf-report"
            type="file"
            accept=".pdf,application/pdf"
            disabled={busy === 'report'}
            onChange={(e) => void sendReport(e.target.files?.[0])}
            {...errorProps('stf-report', reportError)}
          />
        </div>
      </Field>

      <h3 className="stf-item-title stf-after-h3">{t('staff.final')}</h3>
      <div className="stf-item-meta">
        {a.finalFile ? (
          <a href={a.finalFile.url} target="_blank" rel="noreferrer">
            {t('staff.finalView')} ({decodeText(a.finalFile.name)} · {formatBeijing(a.finalFile.affirmedAt)})
          </a>
        ) : (
          <span className="stf-muted">{t('staff.finalNone')}</span>
        )}
      </div>
      {accepted ? (
        <div className="stf-decide-buttons">
          <Button
            size="small"
            loading={busy === 'final'}
            onClick={() =>
              void step(
                'final',
                t('staff.confirmFinal'),
                () => staffCall(staffSendFinalLink, { id: paperId }, { expect: EXPECTED }),
                t('staff.finalSent'),
              )
            }
          >
            {t('staff.sendFinal')}
          </Button>
        </div>
      ) : null}

      <h3 className="stf-item-title stf-after-h3">{t('staff.transfer')}</h3>
      {a.transfer ? (
        <p className="stf-item-meta" data-testid="staff-transfer">
          <span>{decodeText(a.transfer.toVenue)}</span>
          <span>{t(`staff.transferStatus.${a.transfer.status}`)}</span>
          <span>{formatBeijing(a.transfer.decidedAt ?? a.transfer.createdAt)}</span>
        </p>
      ) : null}
      {a.status !== 'draft' && a.transfer?.status !== 'pending' ? (
        <>
          <p className="stf-muted">{t('staff.transferHint')}</p>
          <Field id="stf-venue" label={t('staff.venue')} error={venueError}>
            <Input
              id="stf-venue"
              value={venue}
              maxLength={200}
              placeholder={t('staff.venuePlaceholder')}
              onChange={(v) => {
                setVenue(v);
                setVenueError(null);
              }}
              {...errorProps('stf-venue', venueError)}
            />
          </Field>
          <Field id="stf-transfer-note" label={t('staff.note')}>
            <TextArea
              id="stf-transfer-note"
              value={note}
              onChange={setNote}
              maxLength={2000}
              autoSize={{ minRows: 2, maxRows: 5 }}
            />
          </Field>
          <div className="stf-decide-buttons">
            <Button
              size="small"
              loading={busy === 'transfer'}
              onClick={() => {
                if (!venue.trim()) {
                  setVenueError(t('staff.venueRequired'));
                  return;
                }
                void step(
                  'transfer',
                  t('staff.confirmTransfer', { venue: venue.trim() }),
                  async () => {
                    const r = await staffCall(
                      staffStartTransfer,
                      { id: paperId, toVenue: venue, note },
                      { expect: EXPECTED },
                    );
                    setVenue('');
                    setNote('');
                    return r;
                  },
                  t('staff.transferSent'),
                );
              }}
            >
              {t('staff.startTransfer')}
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
