import { Code } from '@app/contract/codes';
import { scheduleDetail } from '@app/contract/meta/meeting';
import { href, routeById } from '@app/contract/routes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useCall } from '../../../shared/api/use-call';
import { keepPageOffline } from '../../../shared/offline/keep-offline';
import { ListSkeleton } from '../../cms/components/list-skeleton';
import { StatusPanel } from '../../cms/components/status-panel';
import { formatDateTime, type Lang } from '../../cms/lib/format';
import { TicketCard } from '../components/ticket-card';
import { parseId } from '../lib/parse-id';
import { loadTicket, type SavedTicket, saveTicket, toSavedTicket } from '../lib/ticket-store';
import '../schedule.css';

/**
 * The e-ticket (/meetScheduleDetail?id=… and /personal/meetSchedule/detail/:id; the id is the
 * registration). Once shown, the ticket is kept on the device, so at the venue door it still shows
 * when the network is gone.
 */
export default function MeetScheduleDetail() {
  const { t, i18n } = useTranslation('schedule');
  const lang = i18n.language as Lang;
  const [search] = useSearchParams();
  const id = parseId(useParams().id ?? search.get('id'));
  const res = useCall(scheduleDetail, id === null ? null : { id }, { silent: true });
  const [offline, setOffline] = useState<SavedTicket | null>(null);
  const d = res.data;

  useEffect(() => {
    if (!d) return;
    const saved = toSavedTicket(d, new Date().toISOString());
    if (!saved) return;
    saveTicket(saved);
    // Also after a full reload without network (the page itself and its files kept by a worker).
    void keepPageOffline();
  }, [d]);

  // Storage is read only after a failure, in the browser: the server render never sees it.
  const failed = !!res.error && res.error.code !== Code.NOT_FOUND && res.error.code !== Code.NOT_LOGGED_IN;
  useEffect(() => {
    setOffline(failed && id !== null ? loadTicket(id) : null);
  }, [failed, id]);

  if (id === null || res.error?.code === Code.NOT_FOUND) {
    return (
      <div className="sc-page">
        <StatusPanel
          kind="notFound"
          title={t('ticket.notFound')}
          description={t('ticket.notFoundDesc')}
          action={
            <Link className="cms-btn cms-btn--ghost" to={routeById.meetSchedule!.path}>
              {t('ticket.toSchedule')}
            </Link>
          }
        />
      </div>
    );
  }
  if (offline) {
    return (
      <div className="sc-page">
        <p className="sc-banner" role="status">
          {t('ticket.offline', { at: formatDateTime(offline.savedAt, lang) })}
        </p>
        <TicketCard ticket={offline} />
        <div className="sc-actions">
          <button type="button" className="sc-btn" onClick={res.reload}>
            {t('ticket.refresh')}
          </button>
        </div>
      </div>
    );
  }
  if (res.error) {
    return (
      <div className="sc-page">
        <StatusPanel kind="error" description={res.error.codeMsg} onRetry={res.reload} />
      </div>
    );
  }
  if (!d) {
    return (
      <div className="sc-page" aria-busy="true">
        <ListSkeleton rows={4} thumb={false} />
      </div>
    );
  }
  const ticket = {
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
      <p>{d.orderStatus === 'cancelled' ? t('ticket.cancelled') : t('ticket.unpaid')}</p>
      {d.orderStatus === 'unpaid' ? (
        <Link className="sc-btn sc-btn--primary" to={href(routeById.attendDetail!.path, { id: d.orderId })}>
          {t('ticket.toOrder')}
        </Link>
      ) : null}
    </div>
  );
  return (
    <div className="sc-page">
      <TicketCard ticket={ticket} noQr={unpaid}>
        <dl className="sc-ticket__facts sc-ticket__facts--contact">
          {d.attendee.unit ? (
            <div>
              <dt>{t('ticket.unit')}</dt>
              <dd>{d.attendee.unit}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('ticket.phone')}</dt>
            <dd>{d.attendee.phone}</dd>
          </div>
          {d.attendee.email ? (
            <div>
              <dt>{t('ticket.email')}</dt>
              <dd>{d.attendee.email}</dd>
            </div>
          ) : null}
        </dl>
      </TicketCard>
      <div className="sc-actions">
        <a className="sc-btn" href={d.icsUrl} download>
          {t('ticket.calendar')}
        </a>
        {d.qrPayload && !d.checkedInAt ? (
          <Link className="sc-btn sc-btn--primary" to={href(routeById.signInMeet!.path, { id: d.meeting.id })}>
            {t('ticket.toCheckIn')}
          </Link>
        ) : null}
      </div>
      {d.meeting.description ? (
        <section className="sc-about">
          <h2>{t('ticket.about')}</h2>
          <p>{d.meeting.description}</p>
        </section>
      ) : null}
    </div>
  );
}
