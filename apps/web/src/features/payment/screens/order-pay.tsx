import type { CallOutput } from '@app/contract/call';
import { Code } from '@app/contract/codes';
import { orderCancel } from '@app/contract/meta/order';
import { payOnline, payOrderView, payVoucher } from '@app/contract/meta/pay';
import { routeById } from '@app/contract/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError, callApi, toast } from '../../../shared/api/client';
import { useCall } from '../../../shared/api/use-call';
import { ListSkeleton } from '../../cms/components/list-skeleton';
import { StatusPanel } from '../../cms/components/status-panel';
import { formatDateTime, formatYuan, type Lang } from '../../cms/lib/format';
import { OfflinePanel, type Voucher } from '../components/offline-panel';
import { Choice, Row } from '../components/rows';
import { OrderStatePanel } from '../components/state-panel';
import { WalletSheet } from '../components/wallet-sheet';
import { confirmAction } from '../../../shared/ui/confirm';
import { orderHome, payPath } from '../lib/order-home';
import { parseId } from '../lib/parse-id';
import '../styles';

type Order = CallOutput<typeof payOrderView>;
type Method = Order['methods'][number];
/** Codes the screen answers itself (the order changed meanwhile, or the coupon no longer fits). */
const STALE = [Code.INVALID_STATE, Code.NOT_FOUND, Code.COUPON_NOT_APPLICABLE];

/**
 * /attendOrder/orderPay?orderId= (alias /personal/order/pay), login: pays an order of any kind by
 * wallet, the online sandbox channel or an offline transfer with a voucher, with a coupon.
 * States that cannot be paid (paid, under review, cancelled, refunded) are shown as such.
 */
export default function OrderPay() {
  const { t } = useTranslation('payment');
  const [search] = useSearchParams();
  const id = parseId(search.get('orderId'));
  const res = useCall(payOrderView, id === null ? null : { orderId: id }, { silent: true });

  if (id === null || res.error?.code === Code.NOT_FOUND) {
    return (
      <div className="cms-page">
        <StatusPanel
          kind="notFound"
          title={t('pay.notFound')}
          description={t('pay.notFoundDesc')}
          action={
            <Link className="cms-btn cms-btn--ghost" to={routeById.personal!.path}>
              {t('pay.toPersonal')}
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
  const order = res.data;
  const payable = order.status === 'unpaid' || order.status === 'paying';
  return (
    <div className="cms-page pm-page pm-page--actions">
      <Summary order={order} />
      {payable ? <PayForm key={order.status} order={order} reload={res.reload} /> : <OrderStatePanel order={order} />}
    </div>
  );
}

function Summary({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('payment');
  const lang = i18n.language as Lang;
  return (
    <section className="pm-card" aria-labelledby="pm-summary" data-testid="pay-summary">
      <h1 className="pm-card__title" id="pm-summary">
        {order.title}
      </h1>
      <dl className="pm-dl">
        <Row label={t('pay.kind')} value={t(`kind.${order.kind}`)} />
        <Row label={t('pay.orderNo')} value={order.orderNo} />
        <Row label={t('pay.createdAt')} value={formatDateTime(order.createdAt, lang)} />
        <Row label={t('pay.amount')} value={formatYuan(order.amountFen, lang)} />
        {order.coupon ? (
          <Row label={t('pay.couponApplied')} value={`-${formatYuan(order.coupon.discountFen, lang)}`} />
        ) : null}
      </dl>
    </section>
  );
}

/** The applied coupon may be missing from the usable list (it is in use by this order). */
function couponOptions(order: Order) {
  const list = [...order.coupons];
  if (order.coupon && !list.some((c) => c.id === order.coupon!.id)) {
    list.unshift({ ...order.coupon, payableFen: order.payableFen, expiresAt: '' });
  }
  return list;
}

function PayForm({ order, reload }: { order: Order; reload: () => void }) {
  const { t, i18n } = useTranslation('payment');
  const lang = i18n.language as Lang;
  const navigate = useNavigate();
  const coupons = couponOptions(order);
  const [couponId, setCouponId] = useState<number | undefined>(order.coupon?.id);
  // Wallet first when it can pay; otherwise the next method (the wallet stays there to pick).
  const walletReady = order.wallet.hasPayPassword && order.wallet.balanceFen >= order.payableFen;
  const [method, setMethod] = useState<Method | undefined>(
    order.methods.find((m) => m !== 'wallet' || walletReady) ?? order.methods[0],
  );
  const [sheet, setSheet] = useState(false);
  const [voucher, setVoucher] = useState<Voucher | null>(null);
  const [voucherError, setVoucherError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const chosen = coupons.find((c) => c.id === couponId);
  const payableFen = chosen ? chosen.payableFen : order.amountFen;
  const w = order.wallet;
  const short = method === 'wallet' && w.balanceFen < payableFen;
  const noPassword = method === 'wallet' && !w.hasPayPassword;
  const here = encodeURIComponent(payPath(order.id));

  const paid = () => {
    setSheet(false);
    toast(t('pay.paidToast'));
    navigate(orderHome(order.kind, order.id), { replace: true });
  };
  const stale = (err: unknown) => {
    if (err instanceof ApiError && STALE.includes(err.code as (typeof STALE)[number])) reload();
  };

  const pay = async () => {
    if (!method) return;
    if (method === 'wallet') {
      if (!short && !noPassword) setSheet(true);
      return;
    }
    if (method === 'offline') {
      if (!voucher) {
        setVoucherError(t('offline.required'));
        return;
      }
      const ok = await confirmAction({
        title: t('offline.confirmTitle'),
        content: t('offline.confirmText', { amount: formatYuan(payableFen, lang) }),
        confirmText: t('offline.submit'),
        cancelText: t('common.cancel'),
      });
      if (!ok) return;
      setBusy(true);
      try {
        await callApi(
          payVoucher,
          { type: order.kind, orderId: order.id, couponId, fileId: voucher.fileId },
          { expect: [Code.INVALID_STATE] },
        );
        toast(t('offline.submitted'));
        reload();
      } catch (err) {
        stale(err);
      } finally {
        setBusy(false);
      }
      return;
    }
    const ok = await confirmAction({
      title: t('online.confirmTitle'),
      content: t('online.confirmText', { amount: formatYuan(payableFen, lang) }),
      confirmText: t('online.go'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      const r = await callApi(payOnline, { type: order.kind, orderId: order.id, couponId, channel: 'sandbox' });
      navigate(r.payUrl);
    } catch (err) {
      stale(err);
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    const ok = await confirmAction({
      title: t('cancel.title'),
      content: t('cancel.text', { no: order.orderNo }),
      confirmText: t('cancel.ok'),
      cancelText: t('cancel.keep'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      await callApi(orderCancel, { type: order.kind, orderId: order.id }, { expect: [Code.INVALID_STATE] });
      toast(t('cancel.done'));
    } catch {
      // Paid or cancelled meanwhile: the reloaded order shows its real state.
    } finally {
      setBusy(false);
    }
    reload();
  };

  return (
    <>
      {order.status === 'paying' ? (
        <p className="pm-card pm-muted" role="status" data-testid="paying-hint">
          {t('pay.payingHint')}{' '}
          <button type="button" className="pm-link pm-plain" onClick={reload}>
            {t('pay.refresh')}
          </button>
        </p>
      ) : null}
      <section className="pm-card" aria-labelledby="pm-coupons">
        <h2 className="pm-card__title" id="pm-coupons">
          {t('coupon.pick')}
        </h2>
        {coupons.length ? (
          <fieldset className="pm-choices" data-testid="coupon-picker">
            <legend className="pm-sr">{t('coupon.pick')}</legend>
            <Choice
              name="coupon"
              checked={couponId === undefined}
              onChange={() => setCouponId(undefined)}
              title={t('coupon.none')}
            />
            {coupons.map((c) => (
              <Choice
                key={c.id}
                name="coupon"
                checked={couponId === c.id}
                onChange={() => setCouponId(c.id)}
                title={c.title}
                desc={c.expiresAt ? t('coupon.until', { at: formatDateTime(c.expiresAt, lang) }) : undefined}
                side={`-${formatYuan(c.discountFen, lang)}`}
              />
            ))}
          </fieldset>
        ) : (
          <p className="pm-muted">{t('coupon.noneUsable')}</p>
        )}
      </section>
      <section className="pm-card" aria-labelledby="pm-methods">
        <h2 className="pm-card__title" id="pm-methods">
          {t('pay.method')}
        </h2>
        {order.methods.length ? (
          <fieldset className="pm-choices" data-testid="method-picker">
            <legend className="pm-sr">{t('pay.method')}</legend>
            {order.methods.map((m) => (
              <Choice
                key={m}
                name="method"
                checked={method === m}
                onChange={() => setMethod(m)}
                title={t(`method.${m}`)}
                desc={
                  m === 'wallet'
                    ? t('wallet.balance', { amount: formatYuan(w.balanceFen, lang) })
                    : t(`method.${m}Desc`)
                }
              />
            ))}
          </fieldset>
        ) : (
          <p className="pm-muted">{t('pay.noMethod')}</p>
        )}
        {short ? (
          <p className="pm-error" role="alert" data-testid="wallet-short">
            {t('wallet.short')}{' '}
            <Link className="pm-link" to={`${routeById.walletRecharge!.path}?back=${here}`}>
              {t('wallet.topUp')}
            </Link>
          </p>
        ) : null}
        {noPassword ? (
          <p className="pm-error" role="alert" data-testid="wallet-no-password">
            {t('wallet.noPassword')}{' '}
            <Link className="pm-link" to={`${routeById.payPassword!.path}?back=${here}`}>
              {t('wallet.setPassword')}
            </Link>
          </p>
        ) : null}
        {method === 'offline' ? (
          <OfflinePanel
            order={order}
            payableFen={payableFen}
            voucher={voucher}
            onVoucher={(v) => {
              setVoucher(v);
              setVoucherError(undefined);
            }}
            error={voucherError}
          />
        ) : null}
      </section>
      <nav className="pm-actions" aria-label={t('pay.actions')}>
        <div className="pm-actions__total">
          {t('pay.payable')}
          <strong data-testid="payable">{formatYuan(payableFen, lang)}</strong>
        </div>
        <button
          type="button"
          className="pm-btn pm-btn--danger"
          style={{ flex: 'none' }}
          disabled={busy}
          onClick={() => void cancel()}
        >
          {t('cancel.button')}
        </button>
        <button
          type="button"
          className="pm-btn pm-btn--primary"
          disabled={busy || !method || short || noPassword}
          onClick={() => void pay()}
          data-testid="pay-submit"
        >
          {method === 'offline' ? t('offline.submit') : t('pay.submit')}
        </button>
      </nav>
      <WalletSheet
        open={sheet}
        onClose={() => setSheet(false)}
        order={order}
        couponId={couponId}
        payableFen={payableFen}
        balanceFen={w.balanceFen}
        onPaid={paid}
        onStale={() => {
          setSheet(false);
          reload();
        }}
      />
    </>
  );
}
