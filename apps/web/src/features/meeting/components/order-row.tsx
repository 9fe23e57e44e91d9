import type { TRegisterOrder } from '@app/contract/calls/order';
import { href, routeById } from '@app/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatDateRange, formatYuan, type Lang } from '../../cms/lib/format';

/** An order's state as a coloured label. */
export function OrderStatus({ status }: { status: string }) {
  const { t } = useTranslation('meeting');
  return (
    <span className={`mt-status mt-status--${status}`} data-testid="order-status">
      {t(`order.status.${status}`, { defaultValue: status })}
    </span>
  );
}

/** One conference order in the user's list: conference, category, amount and state. */
export function OrderRow({ order }: { order: TRegisterOrder }) {
  const { t, i18n } = useTranslation('meeting');
  const lang = i18n.language as Lang;
  const m = order.meeting;
  return (
    <Link className="mt-order" to={href(routeById.attendDetail!.path, { id: order.id })} data-testid="order-row">
      <div className="mt-order__top">
        <span className="mt-order__no">{t('order.no', { no: order.orderNo })}</span>
        <OrderStatus status={order.status} />
      </div>
      <div className="mt-order__title">{m.title}</div>
      <div className="mt-order__meta">
        <span>{formatDateRange(m.startDate, m.endDate, lang)}</span>
        {m.city ? <span>{m.city}</span> : null}
      </div>
      <div className="mt-order__bottom">
        <span>
          {order.categoryName} · {t('order.createdOn', { date: formatDate(order.createdAt, lang) })}
        </span>
        <strong className="mt-order__amount">
          {order.amountFen === 0 ? t('category.free') : formatYuan(order.amountFen, lang)}
        </strong>
      </div>
    </Link>
  );
}
