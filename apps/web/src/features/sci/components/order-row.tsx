import type { TSciBrief } from '@app/contract/calls/sci';
import { href, routeById } from '@app/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatYuan, type Lang } from '../../cms/lib/format';

/** One SCI order: progress and payment, title, journal, service and amount; opens its detail. */
export function SciOrderRow({ order }: { order: TSciBrief }) {
  const { t, i18n } = useTranslation('sci');
  const lang = (i18n.language === 'en' ? 'en' : 'zh') as Lang;
  const unpaid = order.payStatus === 'unpaid';
  return (
    <div className="sci-order" data-testid="sci-order-row">
      <Link className="ct-row" to={href(routeById.sciOrderDetail!.path, { id: order.id })}>
        <div className="ct-row__top">
          <span className={`sci-progress sci-progress--${order.progress}`}>{t(`progress.${order.progress}`)}</span>
          <span className={`sci-pay sci-pay--${order.payStatus}`}>{t(`pay.${order.payStatus}`)}</span>
          <time dateTime={order.createdAt}>{formatDate(order.createdAt, lang)}</time>
        </div>
        <div className="ct-row__title">{order.title}</div>
        <div className="ct-row__meeting">{order.journal.name}</div>
        <div className="sci-order__meta">
          <span>{t(`type.${order.type}.name`)}</span>
          <strong>{formatYuan(order.amountFen, lang)}</strong>
        </div>
        {order.progress === 'revision' ? <div className="ct-row__todo">{t('orders.revise')}</div> : null}
      </Link>
      {unpaid ? (
        <Link
          className="ct-btn ct-btn--primary sci-order__pay"
          to={`${routeById.orderPay!.path}?orderId=${order.id}`}
          data-testid="sci-pay-link"
        >
          {t('orders.pay')}
        </Link>
      ) : null}
    </div>
  );
}
