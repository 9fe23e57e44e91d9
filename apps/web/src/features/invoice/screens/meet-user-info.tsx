import type { CallOutput } from '@app/contract/call';
import { registerDetails } from '@app/contract/meta/order';
import { href, routeById } from '@app/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCall } from '../../../shared/api/use-call';
import { formatDateRange, formatYuan, type Lang } from '../../cms/lib/format';
import { OrderStatus } from '../../meeting/components/order-row';
import { parseId } from '../../meeting/lib/parse-id';
import { OrderLoadState } from '../components/page-states';
import '../../meeting/styles';
import '../invoice.css';
import { AttendeeFacts, FactRow } from '../../meeting/components/attendee-facts';
import { MeetingCard } from '../../meeting/components/meeting-card';

type Detail = CallOutput<typeof registerDetails>;
/** The e-ticket of a registration (route meetScheduleDetail's alias with the registration id). */
const TICKET_PATH = '/personal/meetSchedule/detail/:id';
/** States in which the order still waits for the user's payment. */
const PAYABLE = new Set(['unpaid', 'paying']);

/**
 * /attendOrder/meetUserInfo?orderId= (login): the attendee and ticket details of a conference
 * order — who attends, in which category, for what fee, in which state — with the next step:
 * pay, the e-ticket once paid, and the invoice.
 */
export default function MeetUserInfo() {
  const [params] = useSearchParams();
  const orderId = parseId(params.get('orderId'));
  const res = useCall(registerDetails, orderId === null ? null : { id: orderId }, { silent: true });
  if (!res.data) return <OrderLoadState orderId={orderId} res={res} />;
  return <Body order={res.data} />;
}

function Body({ order }: { order: Detail }) {
  const { t, i18n } = useTranslation('invoice');
  const lang = i18n.language as Lang;
  const m = order.meeting;
  const a = order.attendee;
  const fee = order.amountFen === 0 ? t('attendee.free') : formatYuan(order.amountFen, lang);
  const paid = order.status === 'paid';
  return (
    <div className="cms-page mt-page mt-page--actions">
      <section className="mt-card" aria-labelledby="mu-attendee">
        <h1 className="mt-card__title" id="mu-attendee">
          {t('attendee.heading')}
        </h1>
        <AttendeeFacts attendee={a} testId="attendee-facts" />
      </section>
      <MeetingCard titleId="mu-order" title={t('attendee.detail')}>
        <Link className="mt-order__title mt-link" to={href(routeById.meetingDetail!.path, { id: m.id })}>
          {m.title}
        </Link>
        <dl className="mt-dl">
          <FactRow label={t('attendee.dates')} value={formatDateRange(m.startDate, m.endDate, lang)} />
          {m.city ? <FactRow label={t('attendee.city')} value={m.city} /> : null}
          <FactRow label={t('attendee.category')} value={order.categoryName} />
          <FactRow label={t('attendee.fee')} value={fee} />
          <FactRow label={t('common.orderNo')} value={order.orderNo} />
          <div className="mt-dl__row">
            <dt>{t('attendee.status')}</dt>
            <dd>
              <OrderStatus status={order.status} />
            </dd>
          </div>
        </dl>
      </MeetingCard>
      <nav className="mt-actions" aria-label={t('attendee.detail')}>
        <Link className="mt-act" to={href(routeById.attendDetail!.path, { id: order.id })}>
          {t('attendee.detail')}
        </Link>
        {PAYABLE.has(order.status) ? (
          <Link
            className="mt-act mt-act--primary"
            to={`${routeById.orderPay!.path}?orderId=${order.id}`}
            data-testid="act-pay"
          >
            {t('attendee.pay')}
          </Link>
        ) : null}
        {paid ? (
          <>
            <Link
              className="mt-act"
              to={`${routeById.viewInvoice!.path}?orderId=${order.id}`}
              data-testid="act-invoice"
            >
              {t('attendee.invoice')}
            </Link>
            <Link className="mt-act mt-act--primary" to={href(TICKET_PATH, { id: order.registrationId })}>
              {t('attendee.ticket')}
            </Link>
          </>
        ) : null}
      </nav>
    </div>
  );
}
