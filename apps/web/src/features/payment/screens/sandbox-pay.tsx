import type { CallOutput } from '@app/contract/call';
import { Code } from '@app/contract/codes';
import { sandboxConfirm, sandboxIntentView } from '@app/contract/meta/pay';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError, callApi } from '../../../shared/api/client';
import { useCall } from '../../../shared/api/use-call';
import { ListSkeleton } from '../../cms/components/list-skeleton';
import { StatusPanel } from '../../cms/components/status-panel';
import { formatYuan, type Lang } from '../../cms/lib/format';
import { Row } from '../components/rows';
import '../styles';

type Intent = CallOutput<typeof sandboxIntentView>;
const ID = /^[0-9a-f]{32}$/;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Only our own pages are a place to return to (the answer names a site-relative URL). */
const safeReturn = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? url : '/');

/**
 * /sandboxPay/:intentId?token= : the sandbox payment channel's own page. It stands in for a payment
 * provider, so it looks like one (its own colours, merchant and amount) and says plainly that no
 * real money moves. "Confirm payment" or "simulate failure" makes the channel send its signed
 * callback to our server; then the payer returns to the order.
 */
export default function SandboxPay() {
  const { t } = useTranslation('payment');
  const intentId = useParams().intentId ?? '';
  const token = useSearchParams()[0].get('token') ?? '';
  const valid = ID.test(intentId) && TOKEN.test(token);
  const res = useCall(sandboxIntentView, valid ? { intentId, token } : null, { silent: true });

  let body: React.ReactNode;
  if (!valid || (res.error && res.error.code !== -1)) {
    body = <StatusPanel kind="notFound" title={t('sandbox.invalid')} description={t('sandbox.invalidDesc')} />;
  } else if (res.error) {
    body = <StatusPanel kind="error" description={res.error.codeMsg} onRetry={res.reload} />;
  } else if (!res.data) {
    body = <ListSkeleton rows={4} thumb={false} />;
  } else {
    body = <IntentCard intent={res.data} intentId={intentId} token={token} />;
  }
  return (
    <div className="pm-sandbox">
      <p className="pm-sandbox__bar" role="note">
        {t('sandbox.banner')}
      </p>
      <div className="pm-sandbox__brand">
        <span className="pm-sandbox__logo" aria-hidden="true">
          S
        </span>
        {t('sandbox.brand')}
      </div>
      {body}
    </div>
  );
}

function IntentCard({ intent: first, intentId, token }: { intent: Intent; intentId: string; token: string }) {
  const { t, i18n } = useTranslation('payment');
  const lang = i18n.language as Lang;
  const [intent, setIntent] = useState(first);
  const [busy, setBusy] = useState<'pay' | 'fail' | null>(null);
  const [error, setError] = useState<string>();

  const act = async (outcome: 'pay' | 'fail') => {
    setBusy(outcome);
    setError(undefined);
    try {
      const r = await callApi(sandboxConfirm, { intentId, token, outcome }, { silent: true });
      setIntent(r);
    } catch (err) {
      // Already settled elsewhere (another tab, a retry): show what the channel knows now.
      if (err instanceof ApiError && err.code === Code.INVALID_STATE) {
        const now = await callApi(sandboxIntentView, { intentId, token }, { silent: true }).catch(() => null);
        if (now) setIntent(now);
      }
      setError(err instanceof ApiError ? err.codeMsg : String(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <section className="pm-sandbox__card" data-testid="sandbox-card">
        <p className="pm-muted">{t('sandbox.payTo', { merchant: intent.merchantName })}</p>
        <p className="pm-sandbox__amount" data-testid="sandbox-amount">
          {formatYuan(intent.amountFen, lang)}
        </p>
        <dl className="pm-dl" style={{ textAlign: 'left' }}>
          <Row label={t('sandbox.item')} value={intent.orderTitle} />
          <Row label={t('sandbox.orderNo')} value={intent.orderNo} />
          <Row label={t('sandbox.merchant')} value={`${intent.merchantName} (${intent.merchant})`} />
          <Row label={t('sandbox.status')} value={t(`sandbox.state.${intent.status}`)} testId="sandbox-status" />
        </dl>
        {error ? (
          <p className="pm-error" role="alert">
            {error}
          </p>
        ) : null}
      </section>
      <div className="pm-sandbox__buttons">
        {intent.status === 'open' ? (
          <>
            <button
              type="button"
              className="pm-btn pm-btn--primary pm-btn--block"
              disabled={busy !== null}
              onClick={() => void act('pay')}
              data-testid="sandbox-pay"
            >
              {busy === 'pay' ? t('common.working') : t('sandbox.pay')}
            </button>
            <button
              type="button"
              className="pm-btn pm-btn--danger pm-btn--block"
              disabled={busy !== null}
              onClick={() => void act('fail')}
              data-testid="sandbox-fail"
            >
              {busy === 'fail' ? t('common.working') : t('sandbox.fail')}
            </button>
          </>
        ) : (
          <p className="pm-muted" role="status" style={{ textAlign: 'center' }}>
            {t(`sandbox.done.${intent.status}`)}
          </p>
        )}
        <Link className="pm-btn pm-btn--block" to={safeReturn(intent.returnUrl)} data-testid="sandbox-return">
          {t('sandbox.return')}
        </Link>
      </div>
    </>
  );
}
