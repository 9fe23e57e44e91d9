import type { TOrderKind } from '@app/contract/calls/order';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatYuan, type Lang } from '../../cms/lib/format';

export interface CouponLike {
  title: string;
  type: 'amount' | 'discount';
  amountOffFen: number;
  discountPercent: number;
  thresholdFen: number;
  scope: TOrderKind[];
  validFrom: string;
  validUntil: string;
}

/** "¥20" off, or the discount: "8.5折" in Chinese (what is paid), "15% off" in English. */
export function couponValue(c: CouponLike, lang: Lang): string {
  if (c.type === 'amount') return formatYuan(c.amountOffFen, lang);
  const pay = 100 - c.discountPercent;
  return lang === 'en' ? `${c.discountPercent}% off` : `${pay % 10 === 0 ? pay / 10 : pay / 10}折`;
}

/** A coupon drawn as a ticket: value and threshold on the left, name, scope and validity beside. */
export function CouponTicket({ c, off, children }: { c: CouponLike; off?: boolean; children?: ReactNode }) {
  const { t, i18n } = useTranslation('payment');
  const lang = i18n.language as Lang;
  return (
    <div className={`pm-coupon${off ? ' pm-coupon--off' : ''}`} data-testid="coupon">
      <div className="pm-coupon__value">
        <span className="pm-coupon__big">{couponValue(c, lang)}</span>
        <span className="pm-coupon__rule">
          {c.thresholdFen > 0
            ? t('coupon.threshold', { amount: formatYuan(c.thresholdFen, lang) })
            : t('coupon.noThreshold')}
        </span>
      </div>
      <div className="pm-coupon__body">
        <p className="pm-coupon__name">{c.title}</p>
        <div>{t('coupon.scope', { kinds: c.scope.map((k) => t(`kind.${k}`)).join(lang === 'en' ? ', ' : '、') })}</div>
        <div>{t('coupon.valid', { from: formatDate(c.validFrom, lang), until: formatDate(c.validUntil, lang) })}</div>
        {children}
      </div>
    </div>
  );
}
