import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateRange, formatDateTime, type Lang } from '../../cms/lib/format';
import { QrCode } from '../../passport/qr/qr-code';
import type { SavedTicket } from '../lib/ticket-store';

/** A ticket as shown: from the server, or the copy kept for offline use. No QR until the order is paid. */
export type TicketView = Omit<SavedTicket, 'savedAt' | 'qrPayload' | 'ticketCode'> & {
  qrPayload: string | null;
  ticketCode: string | null;
};

interface Props {
  ticket: TicketView;
  /** Shown where the QR code would be when there is none (e.g. unpaid, with a way to pay). */
  noQr?: ReactNode;
  children?: ReactNode;
}

/** The e-ticket: meeting, attendee, the signed QR code staff scan, and the code they can type. */
export function TicketCard({ ticket, noQr, children }: Props) {
  const { t, i18n } = useTranslation('schedule');
  const lang = i18n.language as Lang;
  const m = ticket.meeting;
  return (
    <section className="sc-ticket" aria-labelledby="sc-ticket-title" data-testid="ticket">
      <header className="sc-ticket__head">
        <h1 className="sc-ticket__title" id="sc-ticket-title">
          {m.title}
        </h1>
        <div className="sc-ticket__meta">
          <span>{formatDateRange(m.startDate, m.endDate, lang)}</span>
          {m.city ? <span>{m.city}</span> : null}
        </div>
      </header>
      <div className="sc-ticket__tear" aria-hidden="true" />
      <dl className="sc-ticket__facts">
        <div>
          <dt>{t('ticket.attendee')}</dt>
          <dd>{ticket.attendeeName}</dd>
        </div>
        <div>
          <dt>{t('ticket.category')}</dt>
          <dd>{ticket.categoryName}</dd>
        </div>
      </dl>
      <div className="sc-ticket__qr">
        {ticket.qrPayload ? (
          <>
            <QrCode text={ticket.qrPayload} size={220} label={t('ticket.qrLabel')} />
            <div className="sc-ticket__code">
              <span>{t('ticket.code')}</span>
              <strong data-testid="ticket-code">{ticket.ticketCode}</strong>
            </div>
            <p className="sc-ticket__hint">{t('ticket.qrHint')}</p>
          </>
        ) : (
          noQr
        )}
      </div>
      {ticket.checkedInAt ? (
        <p className="sc-ticket__checked" role="status">
          {t('ticket.checkedIn', { at: formatDateTime(ticket.checkedInAt, lang) })}
        </p>
      ) : null}
      {children}
    </section>
  );
}
