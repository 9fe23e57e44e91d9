import { topupActivity } from '@app/contract/meta/wallet';
import { routeById } from '@app/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCall } from '../../../shared/api/use-call';
import { ListSkeleton } from '../../cms/components/list-skeleton';
import { StatusPanel } from '../../cms/components/status-panel';
import { formatYuan, type Lang } from '../../cms/lib/format';
import '../styles';

/**
 * /activity/topup (public): the top-up offer — bonus tiers and rules — with the way to top up
 * (the recharge page asks a visitor to sign in first).
 */
export default function Topup() {
  const { t, i18n } = useTranslation('payment');
  const lang = i18n.language as Lang;
  const res = useCall(topupActivity, {}, { silent: true });

  if (res.error) return <StatusPanel kind="error" description={res.error.codeMsg} onRetry={res.reload} />;
  if (!res.data) {
    return (
      <div className="cms-page" aria-busy="true">
        <ListSkeleton rows={4} thumb={false} />
      </div>
    );
  }
  const o = res.data;
  const tiers = [...o.tiers].sort((a, b) => a.minFen - b.minFen);
  return (
    <div className="cms-page pm-page pm-page--actions">
      <section className="pm-hero">
        <h1 className="pm-hero__amount" style={{ fontSize: 24 }}>
          {o.title}
        </h1>
        <p className="pm-hero__sub">
          {t('topup.limits', { min: formatYuan(o.minFen, lang), max: formatYuan(o.maxFen, lang) })}
        </p>
      </section>
      {tiers.length ? (
        <ul className="pm-tiers" data-testid="topup-tiers">
          {tiers.map((tier) => (
            <li key={tier.minFen} className="pm-tier">
              <div className="pm-tier__pay">{t('topup.pay', { amount: formatYuan(tier.minFen, lang) })}</div>
              <div className="pm-tier__bonus">{t('topup.bonus', { bonus: formatYuan(tier.bonusFen, lang) })}</div>
            </li>
          ))}
        </ul>
      ) : (
        <StatusPanel kind="empty" title={t('topup.noTiers')} compact />
      )}
      {o.rules.length ? (
        <section className="pm-card" aria-labelledby="pm-rules">
          <h2 className="pm-card__title" id="pm-rules">
            {t('topup.rules')}
          </h2>
          <ol className="pm-muted" style={{ paddingLeft: 18 }}>
            {o.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ol>
        </section>
      ) : null}
      <nav className="pm-actions" aria-label={t('pay.actions')}>
        <Link className="pm-btn pm-btn--primary" to={routeById.walletRecharge!.path} data-testid="topup-cta">
          {t('topup.cta')}
        </Link>
      </nav>
    </div>
  );
}
