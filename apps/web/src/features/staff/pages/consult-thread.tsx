import { zDialogContent } from '@app/contract/calls/meeting';
import { staffDialogReply, staffDialogThread } from '@app/contract/meta/meeting-staff';
import { Button, TextArea, Toast } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { StatusPanel } from '../../../shared/ui/status-panel';
import { errorProps, Field } from '../components/field';
import { ListState } from '../components/list-state';
import { formatBeijing } from '../lib/beijing-time';
import { decodeText } from '../lib/format';
import { staffCall, useStaffCall } from '../lib/staff-api';
import { useUnsavedGuard } from '../lib/unsaved';
// antd-mobile's Dialog/Toast need the React 19 renderer registered first (STACK gotcha 2).
import '../../../shared/api/render-patch';

const MAX_REPLY = 1000;
const whole = (s?: string) => (s && /^\d{1,12}$/.test(s) && Number(s) > 0 ? Number(s) : null);

/** /staff/consult/:meetingId/:userId: one attendee's questions about a conference, and the reply box. */
export default function ConsultThread() {
  const { t } = useTranslation('staff');
  const params = useParams();
  const meetingId = whole(params.meetingId);
  const userId = whole(params.userId);
  const from = (useLocation().state ?? {}) as { nickname?: string; meetingTitle?: string };
  const thread = useStaffCall(staffDialogThread, meetingId && userId ? { meetingId, userId } : null);
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  useUnsavedGuard(reply.trim() !== '' && !busy);
  const count = thread.data?.length ?? 0;
  useEffect(() => {
    if (count) end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  const back = (
    <Link to={`/staff/consult${meetingId ? `?meeting=${meetingId}` : ''}`} className="stf-back">
      ‹ {t('consult.title')}
    </Link>
  );
  if (!meetingId || !userId) return <StatusPanel tone="warning" title={t('consult.notFound')} actions={back} />;

  const send = async () => {
    const r = zDialogContent.safeParse(reply);
    if (!r.success) {
      setError(r.error.issues[0]?.message === 'field.tooLong' ? t('consult.tooLong') : t('consult.replyRequired'));
      return;
    }
    setBusy(true);
    try {
      await staffCall(staffDialogReply, { meetingId, userId, content: r.data });
      setReply('');
      Toast.show({ content: t('consult.sent') });
      thread.reload();
    } catch {
      // Toasted by the client; the typed reply stays.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="stf-page">
      <div className="stf-page-head">
        <div>
          {back}
          <h1 className="stf-h1">{from.nickname ?? t('consult.threadTitle')}</h1>
          {from.meetingTitle ? <p className="stf-muted">{decodeText(from.meetingTitle)}</p> : null}
        </div>
      </div>
      <ListState state={thread} empty={t('consult.noMessages')} isEmpty={count === 0}>
        <ul className="stf-card stf-chat" aria-label={t('consult.messages')}>
          {thread.data?.map((m) => (
            <li key={m.id} className={m.fromStaff ? 'stf-msg is-staff' : 'stf-msg'} data-testid="staff-consult-message">
              <div className="stf-msg-who">
                {m.fromStaff ? t('consult.staff') : (from.nickname ?? t('consult.attendee'))} ·{' '}
                {formatBeijing(m.createdAt)}
              </div>
              <div className="stf-msg-text">{m.content}</div>
            </li>
          ))}
        </ul>
        <div ref={end} />
      </ListState>
      <section className="stf-card stf-form">
        <Field id="stf-reply" label={t('consult.reply')} error={error}>
          <TextArea
            id="stf-reply"
            value={reply}
            onChange={(v) => {
              setReply(v);
              setError(null);
            }}
            maxLength={MAX_REPLY}
            showCount
            autoSize={{ minRows: 3, maxRows: 8 }}
            {...errorProps('stf-reply', error)}
          />
        </Field>
        <div className="stf-inline-buttons">
          <Button color="primary" loading={busy} onClick={send}>
            {t('consult.send')}
          </Button>
        </div>
      </section>
    </div>
  );
}
