import type { CallOutput } from '@app/contract/call';
import { walletIndex } from '@app/contract/meta/wallet';
import { routeById } from '@app/contract/routes';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../../shared/api/client';
import { ListSkeleton } from '../../cms/components/list-skeleton';
import { LoadMore } from '../../cms/components/load-more';
import { StatusPanel } from '../../cms/components/status-panel';
import { formatDateTime, formatYuan, type Lang } from '../../cms/lib/format';
import { usePaged } from '../../cms/lib/use-paged';
import '../styles';

type Wallet = CallOutput<typeof walletIndex>;
type LedgerRow = Wallet['ledger']['list'][number];

/**
 * /wallet/myAccount (login): the balance, the ways to add to it, the pay password, and the
 * ledger (every change of the balance, newest first, page by page).
 */
export default function WalletAccount() {
  const { t, i18n } = useTranslation('payment');
  const lang = i18n.language as Lang;
  const fetchPage = useCallback(async (page: number, signal: AbortSignal) => {
    const r = await callApi(walletIndex, { page, pageSize: 20 }, { signal, silent: page === 1 });
    return { ...r.ledger, wallet: r };
  }, []);
  const list = usePaged('ledger', fetchPage);
  const w = list.first?.wallet;

  if (list.error && !list.first) {
    return <StatusPanel kind="error" description={list.error.codeMsg} onRetry={list.retry} />;
  }
  return (
    <div className="cms-page pm-page">
      <section className="pm-hero" aria-labelledby="pm-balance-label">
        <p className="pm-hero__label" id="pm-balance-label">
          {t('wallet.balanceLabel')}
        </p>
        <p className="pm-hero__amount" data-testid="wallet-balance">
          {w ? formatYuan(w.balanceFen, lang) : '—'}
        </p>
        <div className="pm-hero__links">
          <Link className="pm-hero__btn pm-hero__btn--solid" to={routeById.walletRecharge!.path}>
            {t('wallet.topUp')}
          </Link>
          <Link className="pm-hero__btn" to={routeById.rechargeList!.path}>
            {t('wallet.rechargeList')}
          </Link>
          <Link className="pm-hero__btn" to={routeById.exchangeGift!.path}>
            {t('wallet.exchangeGift')}
          </Link>
        </div>
      </section>
      {w ? (
        <section className="pm-card">
          <div className="pm-dl__row">
            <span>{t(w.hasPayPassword ? 'wallet.passwordSet' : 'wallet.passwordNotSet')}</span>
            <Link className="pm-link" to={routeById.payPassword!.path} data-testid="wallet-password-link">
              {t(w.hasPayPassword ? 'wallet.changePassword' : 'wallet.setPassword')}
            </Link>
          </div>
          {w.lockedUntil ? (
            <p className="pm-error" role="alert">
              {t('wallet.locked', { at: formatDateTime(w.lockedUntil, lang) })}{' '}
              <Link className="pm-link" to={`${routeById.payPassword!.path}?mode=reset`}>
                {t('password.resetBySms')}
              </Link>
            </p>
          ) : null}
        </section>
      ) : null}
      <section className="pm-card" aria-labelledby="pm-ledger" style={{ paddingBottom: 0 }}>
        <h2 className="pm-card__title" id="pm-ledger">
          {t('wallet.ledger')}
        </h2>
      </section>
      {list.loading && !list.items.length ? <ListSkeleton rows={4} thumb={false} /> : null}
      {list.first && !list.items.length ? (
        <StatusPanel
          kind="empty"
          title={t('wallet.ledgerEmpty')}
          action={
            <Link className="cms-btn" to={routeById.walletRecharge!.path}>
              {t('wallet.topUp')}
            </Link>
          }
        />
      ) : null}
      {list.items.length ? (
        <>
          <ul className="pm-list" style={{ marginTop: 0 }} data-testid="ledger">
            {list.items.map((row) => (
              <LedgerItem key={row.id} row={row} lang={lang} />
            ))}
          </ul>
          <LoadMore
            hasMore={list.hasMore}
            loading={list.loading}
            failed={!!list.error}
            onLoad={list.error ? list.retry : list.loadMore}
          />
        </>
      ) : null}
    </div>
  );
}

function LedgerItem({ row, lang }: { row: LedgerRow; lang: Lang }) {
  const { t } = useTranslation('payment');
  const credit = row.deltaFen > 0;
  return (
    <li className="pm-item" data-testid="ledger-row">
      <span className="pm-item__body">
        <span className="pm-item__title">{t(`ledger.${row.reason}`)}</span>
        <span className="pm-item__meta">{row.orderNo ? t('ledger.order', { no: row.orderNo }) : row.note}</span>
        <span className="pm-item__meta">{formatDateTime(row.at, lang)}</span>
      </span>
      <span className="pm-item__side">
        <span className={credit ? 'pm-plus' : 'pm-amount'}>
          {credit ? '+' : '-'}
          {formatYuan(Math.abs(row.deltaFen), lang)}
        </span>
        <span className="pm-item__meta">{t('wallet.after', { amount: formatYuan(row.balanceAfterFen, lang) })}</span>
      </span>
    </li>
  );
}
