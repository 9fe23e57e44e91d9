import type { TSheetStatus } from '@app/contract/calls/settlement';
import { staffSheetMark, staffSheetReject, staffSheetSendLink } from '@app/contract/meta/settlement';
import { Button, Dialog, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBeijing } from '../lib/beijing-time';
import { staffCall } from '../lib/staff-api';
import { errorProps, Field } from './field';
// antd-mobile's Dialog/Toast need the React 19 renderer registered first (STACK gotcha 2).
import '../../../shared/api/render-patch';

type Mark = 'waiting_payment' | 'paid' | 'failed';

/** What staff may do from each state (the server's transition table for staff). */
const MARKS: Partial<Record<TSheetStatus, Mark[]>> = {
  confirmed: ['waiting_payment'],
  waiting_payment: ['paid', 'failed'],
  failed: ['waiting_payment'],
};
/** A link may be (re)sent before the guest confirms: pending, returned by the guest, or rejected by staff. */
export const LINKABLE: readonly TSheetStatus[] = ['pending_confirm', 'returned', 'rejected'];
const REJECTABLE: readonly TSheetStatus[] = ['confirmed'];

interface Props {
  sheet: { id: number; sheetNo: string; expertName: string; status: TSheetStatus };
  onChanged: () => void;
}

/**
 * Send the confirmation link (and show it, since it is also read out over the phone), move a
 * confirmed sheet through payment, or reject it with a comment. Each step is confirmed first.
 */
export function SheetActions({ sheet, onChanged }: Props) {
  const { t } = useTranslation('staff');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const noteId = `stf-sheet-note-${sheet.id}`;
  const marks = MARKS[sheet.status] ?? [];
  const canLink = LINKABLE.includes(sheet.status);
  const canReject = REJECTABLE.includes(sheet.status);

  const run = async (title: string, content: string, confirmText: string, call: () => Promise<unknown>) => {
    const ok = await Dialog.confirm({ title, content, confirmText, cancelText: t('common.cancel') });
    if (!ok) return false;
    setBusy(true);
    try {
      await call();
      return true;
    } catch {
      // Toasted by the client (e.g. the guest acted meanwhile): show the sheet as it is now.
      onChanged();
      return false;
    } finally {
      setBusy(false);
    }
  };

  const sendLink = async () => {
    const sent: { link?: { url: string; expiresAt: string } } = {};
    const ok = await run(
      t('sheets.sendTitle'),
      t('sheets.sendText', { name: sheet.expertName }),
      t('sheets.send'),
      async () => {
        sent.link = await staffCall(staffSheetSendLink, { id: sheet.id });
      },
    );
    if (ok && sent.link) {
      setLink(sent.link);
      Toast.show({ content: t('sheets.sent') });
      onChanged();
    }
  };

  const mark = async (to: Mark) => {
    const ok = await run(
      t(`sheets.markTitle.${to}`),
      t('sheets.markText', { no: sheet.sheetNo, name: sheet.expertName }),
      t(`sheets.mark.${to}`),
      () => staffCall(staffSheetMark, { id: sheet.id, to, reason: note.trim() }),
    );
    if (ok) {
      setNote('');
      Toast.show({ content: t('common.saved') });
      onChanged();
    }
  };

  const reject = async () => {
    if (!note.trim()) {
      setError(t('sheets.commentRequired'));
      document.getElementById(noteId)?.focus();
      return;
    }
    const ok = await run(
      t('sheets.rejectTitle'),
      t('sheets.markText', { no: sheet.sheetNo, name: sheet.expertName }),
      t('sheets.reject'),
      () => staffCall(staffSheetReject, { id: sheet.id, comment: note.trim() }),
    );
    if (ok) {
      setNote('');
      Toast.show({ content: t('common.saved') });
      onChanged();
    }
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      Toast.show({ content: t('sheets.copied') });
    } catch {
      Toast.show({ content: t('sheets.copyFailed') });
    }
  };

  return (
    <div className="stf-sheet-actions">
      {link ? (
        <div className="stf-link-box" data-testid="staff-sheet-link">
          <div className="stf-label">{t('sheets.linkSent', { date: formatBeijing(link.expiresAt) })}</div>
          <div className="stf-link-row">
            <input
              className="stf-select stf-native"
              readOnly
              value={link.url}
              aria-label={t('sheets.link')}
              onFocus={(e) => e.target.select()}
            />
            <Button size="small" onClick={() => copy(link.url)}>
              {t('sheets.copy')}
            </Button>
          </div>
        </div>
      ) : null}
      {marks.length || canReject ? (
        <Field id={noteId} label={t('sheets.note')} hint={t('sheets.noteHint')} error={error}>
          <TextArea
            id={noteId}
            value={note}
            onChange={(v) => {
              setNote(v);
              setError(null);
            }}
            maxLength={500}
            autoSize={{ minRows: 2, maxRows: 5 }}
            {...errorProps(noteId, error)}
          />
        </Field>
      ) : null}
      <div className="stf-decide-buttons">
        {canLink ? (
          <Button color="primary" disabled={busy} onClick={sendLink}>
            {sheet.status === 'pending_confirm' ? t('sheets.send') : t('sheets.resend')}
          </Button>
        ) : null}
        {marks.map((to) => (
          <Button
            key={to}
            color={to === 'failed' ? 'danger' : 'primary'}
            fill={to === 'failed' ? 'outline' : 'solid'}
            disabled={busy}
            onClick={() => mark(to)}
          >
            {t(`sheets.mark.${to}`)}
          </Button>
        ))}
        {canReject ? (
          <Button color="danger" fill="outline" disabled={busy} onClick={reject}>
            {t('sheets.reject')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
