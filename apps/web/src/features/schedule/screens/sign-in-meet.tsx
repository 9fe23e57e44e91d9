import { Code } from '@app/contract/codes';
import { meetingHome, meetingSignIn, scheduleDetail } from '@app/contract/meta/meeting';
import { href, routeById } from '@app/contract/routes';
import { Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError, callApi } from '../../../shared/api/client';
import { useCall } from '../../../shared/api/use-call';
import { ListSkeleton } from '../../cms/components/list-skeleton';
import { StatusPanel } from '../../cms/components/status-panel';
import { formatDateTime, type Lang } from '../../cms/lib/format';
import { TicketCard } from '../components/ticket-card';
import { parseId } from '../lib/parse-id';
import '../schedule.css';
// antd-mobile's Dialog/Toast need the React 19 renderer registered first (STACK gotcha 2).
import '../../../shared/api/render-patch';

type Outcome = { kind: 'done'; at: string } | { kind: 'already' | 'refused'; message: string };

/** Refusals the page explains itself instead of a toast. */
const EXPLAINED = [Code.ALREADY_SUBMITTED, Code.OUT_OF_WINDOW, Code.INVALID_STATE, Code.NOT_FOUND];

/**
 * /signInMeet/:id (the conference): the attendee's ticket and a check-in button at the venue.
 * A second check-in is told when the first one happened, never counted twice (the server decides).
 */
export default function SignInMeet() {
  const { t, i18n } = useTranslation('schedule');
  const lang = i18n.language as Lang;
  const id = parseId(useParams().id);
  const home = useCall(meetingHome, id === null ? null : { id }, { silent: true });
  const regId = home.data?.me?.registrationId ?? null;
  const ticket = useCall(scheduleDetail, regId === null ? null : { id: regId }, { silent: true });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (id === null || home.error?.code === Code.NOT_FOUND) {
    return (
      <div className="sc-page">
        <StatusPanel kind="notFound" title={t('checkin.noMeeting')} />
      </div>
    );
  }
  const error = home.error ?? ticket.error;
  if (error) {
    return (
      <div className="sc-page">
        <StatusPanel
          kind="error"
          description={error.codeMsg}
          onRetry={() => (home.error ? home.reload() : ticket.reload())}
        />
      </div>
    );
  }
  if (home.data && regId === null) {
    return (
      <div className="sc-page">
        <StatusPanel
          kind="empty"
          title={t('checkin.notRegistered')}
          description={home.data.meeting.title}
          action={
            <Link className="cms-btn" to={href(routeById.toSignUp!.path, { id })}>
              {t('checkin.toSignUp')}
            </Link>
          }
        />
      </div>
    );
  }
  const d = ticket.data;
  if (!d) {
    return (
      <div className="sc-page" aria-busy="true">
        <ListSkeleton rows={4} thumb={false} />
      </div>
    );
  }

  const checkIn = async () => {
    const ok = await Dialog.confirm({
      content: t('checkin.confirm', { title: d.meeting.title }),
      confirmText: t('checkin.confirmOk'),
      cancelText: t('checkin.cancel'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      const r = await callApi(meetingSignIn, { id }, { expect: EXPLAINED });
      setOutcome({ kind: 'done', at: r.checkedInAt });
      ticket.reload();
    } catch (err) {
      if (err instanceof ApiError && EXPLAINED.includes(err.code as (typeof EXPLAINED)[number])) {
        setOutcome({ kind: err.code === Code.ALREADY_SUBMITTED ? 'already' : 'refused', message: err.codeMsg });
      }
    } finally {
      setBusy(false);
    }
  };

  const view = {
    registrationId: d.registrationId,
    meeting: d.meeting,
    categoryName: d.categoryName,
    attendeeName: d.attendee.name,
    ticketCode: d.ticketCode,
    qrPayload: d.qrPayload,
    checkedInAt: d.checkedInAt,
  };
  const unpaid = (
    <div className="sc-unpaid" data-testid="ticket-unpaid">
      <p>{d.orderStatus === 'cancelled' ? t('ticket.cancelled') : t('checkin.unpaid')}</p>
      {d.orderStatus === 'unpaid' ? (
        <Link className="sc-btn sc-btn--primary" to={href(routeById.attendDetail!.path, { id: d.orderId })}>
          {t('ticket.toOrder')}
        </Link>
      ) : null}
    </div>
  );
  return (
    <div className="sc-page">
      {outcome ? (
        <div
          className={`sc-result sc-result--${outcome.kind}`}
          role={outcome.kind === 'done' ? 'status' : 'alert'}
          data-testid="checkin-result"
        >
          <strong>
            {outcome.kind === 'done'
              ? t('checkin.done')
              : outcome.kind === 'already'
                ? t('checkin.already')
                : t('checkin.refused')}
          </strong>
          <span>
            {outcome.kind === 'done' ? t('checkin.doneAt', { at: formatDateTime(outcome.at, lang) }) : outcome.message}
          </span>
        </div>
      ) : null}
      <TicketCard ticket={view} noQr={unpaid} />
      {d.qrPayload && !d.checkedInAt ? (
        <div className="sc-actions">
          <button type="button" className="sc-btn sc-btn--primary sc-btn--block" disabled={busy} onClick={checkIn}>
            {busy ? t('checkin.busy') : t('checkin.button')}
          </button>
          <p className="sc-note">{t('checkin.note')}</p>
        </div>
      ) : null}
      {d.checkedInAt && !outcome ? <p className="sc-note sc-note--center">{t('checkin.onceOnly')}</p> : null}
    </div>
  );
}
