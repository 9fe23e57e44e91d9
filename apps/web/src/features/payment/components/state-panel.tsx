import type { TPayOrder } from '@app/contract/calls/pay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatYuan, type Lang } from '../../cms/lib/format';
import { orderHome } from '../lib/order-home';
import { forgetTopupReturn, topupReturn } from '../lib/topup-return';

/**
 * An order that cannot be paid (any more): paid, voucher under review, cancelled or refunded.
 * Says what happened and leads to where the order belongs.
 */
export function OrderStatePanel({ order }: { order: TPayOrder }) {
  const { t, i18n } = useTranslation('payment');
  const lang = i18n.language as Lang;
  const s = order.status;
  const home = orderHome(order.kind, order.id);
  // A paid top-up started from a short wallet leads back to the order being paid.
  const resume = order.kind === 'topup' && s === 'paid' ? topupReturn() : null;
  return (
    <section className={`pm-state pm-state--${s}`} data-testid="pay-state">
      <span className="pm-state__badge">{t(`status.${s}`)}</span>
      <p className="pm-state__amount">{formatYuan(order.payableFen, lang)}</p>
      <p className="pm-state__text">{t(`pay.stateText.${s}`, { defaultValue: '' })}</p>
      {s === 'paid' && order.paidAt ? (
        <p className="pm-muted">{t('pay.paidAt', { at: formatDateTime(order.paidAt, lang) })}</p>
      ) : null}
      {s === 'voucher_review' && order.voucher ? (
        <img className="pm-voucher pm-voucher--center" src={order.voucher.url} alt={t('pay.voucherAlt')} />
      ) : null}
      <div className="ui-status-actions">
        {resume ? (
          <Link
            className="pm-btn pm-btn--primary pm-btn--fixed"
            to={resume}
            onClick={forgetTopupReturn}
            data-testid="pay-resume"
          >
            {t('pay.resume')}
          </Link>
        ) : null}
        <Link className={`pm-btn pm-btn--fixed${resume ? '' : ' pm-btn--primary'}`} to={home} data-testid="pay-go-home">
          {t(order.kind === 'topup' ? 'pay.toWallet' : 'pay.toOrder')}
        </Link>
      </div>
    </section>
  );
}
