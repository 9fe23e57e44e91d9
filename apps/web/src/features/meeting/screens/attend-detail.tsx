import type { CallOutput } from '@app/contract/call';
import { Code } from '@app/contract/codes';
import { orderCancel, registerDetails } from '@app/contract/meta/order';
import { href, routeById } from '@app/contract/routes';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError, callApi, toast } from '../../../shared/api/client';
import { useCall } from '../../../shared/api/use-call';
import { ListSkeleton } from '../../cms/components/list-skeleton';
import { StatusPanel } from '../../cms/components/status-panel';
import { formatDate, formatDateRange, formatYuan, type Lang } from '../../cms/lib/format';
import { InvoiceLink } from '../../invoice/components/invoice-link';
import { OrderStatus } from '../components/order-row';
import { PaySettings } from '../components/pay-settings';
import { confirmAction } from '../../../shared/ui/confirm';
import { parseId } from '../lib/parse-id';
import { formatTime } from '../lib/time';
import '../styles';
import { AttendeeFacts, FactRow } from '../components/attendee-facts';
import { MeetingCard } from '../components/meeting-card';

type Detail = CallOutput<typeof registerDetails>;
/** The e-ticket of a registration (route meetScheduleDetail's alias with the registration id). */
const TICKET_PATH = '/personal/meetSchedule/detail/:id';
/** Reasons the server writes itself; staff may write their own, shown as written. */
const KNOWN_REASONS = new Set(['created', 'free', 'cancelled by user', 'payment received']);

/**
 * /personal/attend/detail/:id (login): one conference order — state, amount, attendee,
 * conference and history. Unpaid: pay (issue 4's payment page) or cancel after a confirmation.
 * Paid: the e-ticket.
 */
export default function AttendDetail() {
  const { t } = useTranslation('meeting');
  const id = parseId(useParams().id);
  const res = useCall(registerDetails, id === null ? null : { id }, { silent: true });

  if (id === null || res.error?.code === Code.NOT_FOUND) {
    return (
      <div className="cms-page">
        <StatusPanel
          kind="notFound"
          title={t('order.notFound')}
          description={t('order.notFoundDesc')}
          action={
            <Link className="cms-btn cms-btn--ghost" to={routeById.attendList!.path}>
              {t('order.toList')}
            </Link>
          }
        />
      </div>
    );
  }
  if (res.error) return <StatusPanel kind="error" description={res.error.codeMsg} onRetry={res.reload} />;
  if (!res.data) {
    return (
      <div className="cms-page" aria-busy="true">
        <ListSkeleton rows={5} thumb={false} />
      </div>
    );
  }
  return <OrderBody order={res.data} reload={res.reload} />;
}

function OrderBody({ order, reload }: { order: Detail; reload: () => void }) {
  const { t, i18n } = useTranslation('meeting');
  const lang = i18n.language as Lang;
  const [busy, setBusy] = useState(false);
  const m = order.meeting;
  const a = order.attendee;
  const amount = order.amountFen === 0 ? t('category.free') : formatYuan(order.amountFen, lang);

  const cancel = async () => {
    const ok = await confirmAction({
      title: t('order.cancelTitle'),
      content: t('order.cancelConfirm', { title: m.title }),
      confirmText: t('order.cancelOk'),
      cancelText: t('order.cancelKeep'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      await callApi(orderCancel, { type: 'register', orderId: order.id }, { expect: [Code.INVALID_STATE] });
      toast(t('order.cancelled'));
    } catch (err) {
      // Paid or cancelled meanwhile (another tab, staff): the reloaded order shows its real state.
      if (!(err instanceof ApiError)) return;
    } finally {
      setBusy(false);
    }
    reload();
  };

  return (
    <div className="cms-page mt-page mt-page--actions">
      <section className={`mt-order-head mt-order-head--${order.status}`} data-testid="order-head">
        <OrderStatus status={order.status} />
        <p className="mt-order-head__hint">{t(`order.hint.${order.status}`)}</p>
        <p className="mt-order-head__amount">{amount}</p>
      </section>
      <MeetingCard titleId="od-meeting" title={t('order.meeting')}>
        <Link className="mt-order__title mt-link" to={href(routeById.meetingDetail!.path, { id: m.id })}>
          {m.title}
        </Link>
        <dl className="mt-dl">
          <FactRow label={t('hero.dates')} value={formatDateRange(m.startDate, m.endDate, lang)} />
          {m.city ? <FactRow label={t('hero.city')} value={m.city} /> : null}
          <FactRow label={t('order.category')} value={order.categoryName} />
        </dl>
      </MeetingCard>
      <MeetingCard titleId="od-attendee" title={t('order.attendee')}>
        <AttendeeFacts attendee={a} />
      </MeetingCard>
      <MeetingCard titleId="od-info" title={t('order.info')}>
        <dl className="mt-dl">
          <FactRow label={t('order.orderNo')} value={order.orderNo} />
          <FactRow
            label={t('order.createdAt')}
            value={`${formatDate(order.createdAt, lang)} ${formatTime(order.createdAt)}`}
          />
          <FactRow label={t('order.amount')} value={amount} />
        </dl>
      </MeetingCard>
      {order.status === 'cancelled' ? null : <PaySettings code={m.code} unpaid={order.status === 'unpaid'} />}
      <MeetingCard titleId="od-history" title={t('order.history')}>
        <ol className="mt-timeline" data-testid="order-history">
          {order.events.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: history rows never reorder
            <li key={i} className="mt-timeline__item">
              <span className="mt-timeline__what">{t(`order.event.${e.to}`, { defaultValue: e.to })}</span>
              {e.reason ? (
                <span className="mt-timeline__why">
                  {KNOWN_REASONS.has(e.reason) ? t(`order.reason.${e.reason.replace(/ /g, '_')}`) : e.reason}
                </span>
              ) : null}
              <time className="mt-timeline__at" dateTime={e.at}>
                {formatDate(e.at, lang)} {formatTime(e.at)}
              </time>
            </li>
          ))}
        </ol>
      </MeetingCard>
      {order.status === 'unpaid' || order.status === 'paying' ? (
        <nav className="mt-actions" aria-label={t('action.label')}>
          <Button className="mt-act mt-act--btn" loading={busy} onClick={() => void cancel()}>
            {t('order.cancel')}
          </Button>
          <Link
            className="mt-act mt-act--primary"
            to={`${routeById.orderPay!.path}?orderId=${order.id}`}
            data-testid="act-pay"
          >
            {t('order.pay')}
          </Link>
        </nav>
      ) : null}
      {order.status === 'paid' ? (
        <nav className="mt-actions" aria-label={t('action.label')}>
          <InvoiceLink orderId={order.id} />
          <Link className="mt-act mt-act--primary" to={href(TICKET_PATH, { id: order.registrationId })}>
            {t('order.ticket')}
          </Link>
        </nav>
      ) : null}
    </div>
  );
}
