import type { CallOutput } from '@app/contract/call';
import { Code } from '@app/contract/codes';
import { couponDraw, couponFrontView } from '@app/contract/meta/coupon';
import { routeById } from '@app/contract/routes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { ApiError, callApi, toast } from '../../../shared/api/client';
import { goToLogin, isLoggedInByCookie } from '../../../shared/api/login-redirect';
import { useCall } from '../../../shared/api/use-call';
import { ListSkeleton } from '../../cms/components/list-skeleton';
import { StatusPanel } from '../../cms/components/status-panel';
import { CouponTicket } from '../components/coupon-ticket';
import '../styles';

type Preview = CallOutput<typeof couponFrontView>;
/** Public coupon links carry a 22-character code (≥128 bits), never a row id. */
const CODE = /^[A-Za-z0-9]{22}$/;
/** Refusals that leave the page as it is and say why (drawn already, sold out, not open). */
const REFUSALS = [Code.INVALID_STATE, Code.OUT_OF_WINDOW, Code.ALREADY_SUBMITTED];

/**
 * /personal/mycoupon/:id? (public): a coupon's preview from its shared link, and drawing it. A
 * visitor who presses "draw" signs in first (the client's 1001 handling brings them back here).
 */
export default function CouponPreview() {
  const { t } = useTranslation('payment');
  const code = useParams().id ?? '';
  const valid = CODE.test(code);
  const res = useCall(couponFrontView, valid ? { id: code } : null, { silent: true });

  if (!code) {
    return (
      <div className="cms-page">
        <StatusPanel
          kind="empty"
          title={t('preview.noCode')}
          description={t('preview.noCodeDesc')}
          action={
            <Link className="cms-btn" to={routeById.coupons!.path}>
              {t('preview.mine')}
            </Link>
          }
        />
      </div>
    );
  }
  if (!valid || res.error?.code === Code.NOT_FOUND || res.error?.code === Code.INVALID_INPUT) {
    return (
      <div className="cms-page">
        <StatusPanel kind="notFound" title={t('preview.notFound')} description={t('preview.notFoundDesc')} />
      </div>
    );
  }
  if (res.error) return <StatusPanel kind="error" description={res.error.codeMsg} onRetry={res.reload} />;
  if (!res.data) {
    return (
      <div className="cms-page" aria-busy="true">
        <ListSkeleton rows={3} thumb={false} />
      </div>
    );
  }
  return <PreviewBody key={code} preview={res.data} code={code} reload={res.reload} />;
}

function PreviewBody({ preview, code, reload }: { preview: Preview; code: string; reload: () => void }) {
  const { t } = useTranslation('payment');
  const { pathname } = useLocation();
  const [drawn, setDrawn] = useState(preview.drawn);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();

  const draw = async () => {
    // A visitor signs in first and comes back with ?draw=1, which draws at once (below).
    if (!isLoggedInByCookie()) {
      goToLogin(`${pathname}?draw=1`);
      return;
    }
    setBusy(true);
    setRefusal(undefined);
    try {
      await callApi(couponDraw, { id: code }, { expect: REFUSALS });
      setDrawn(true);
      toast(t('preview.drawnToast'));
    } catch (err) {
      if (err instanceof ApiError && REFUSALS.includes(err.code as (typeof REFUSALS)[number])) {
        setRefusal(err.codeMsg);
        reload();
      }
    } finally {
      setBusy(false);
    }
  };

  const [search, setSearch] = useSearchParams();
  const auto = useRef(search.get('draw') === '1');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on the return from login
  useEffect(() => {
    if (!auto.current) return;
    auto.current = false;
    setSearch({}, { replace: true });
    if (!preview.drawn && preview.drawable && isLoggedInByCookie()) void draw();
  }, []);

  return (
    <div className="cms-page pm-page">
      <header className="cms-head">
        <h1 className="cms-head__title">{t('preview.title')}</h1>
      </header>
      <div className="pm-coupons" style={{ marginTop: 16 }}>
        <CouponTicket c={preview} off={!drawn && !preview.drawable}>
          {preview.remaining !== null ? (
            <span className="pm-coupon__state">{t('preview.remaining', { count: preview.remaining })}</span>
          ) : null}
        </CouponTicket>
      </div>
      <section className="pm-card" style={{ textAlign: 'center' }} data-testid="coupon-draw">
        {drawn ? (
          <>
            <p className="pm-state__badge" role="status">
              {t('preview.drawn')}
            </p>
            <div className="ui-status-actions">
              <Link className="pm-btn pm-btn--primary pm-btn--fixed" to={routeById.coupons!.path}>
                {t('preview.mine')}
              </Link>
            </div>
          </>
        ) : (
          <>
            <button
              type="button"
              className="pm-btn pm-btn--primary pm-btn--block"
              disabled={busy || !preview.drawable}
              onClick={() => void draw()}
              data-testid="coupon-draw-button"
            >
              {busy ? t('common.working') : preview.drawable ? t('preview.draw') : t('preview.notDrawable')}
            </button>
            {refusal ? (
              <p className="pm-error" role="alert">
                {refusal}
              </p>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
