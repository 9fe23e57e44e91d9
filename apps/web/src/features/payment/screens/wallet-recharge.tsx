import { Code } from '@app/contract/codes';
import { payOnline } from '@app/contract/meta/pay';
import { topupActivity, topupCreate } from '@app/contract/meta/wallet';
import { routeById } from '@app/contract/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError, callApi } from '../../../shared/api/client';
import { useCall } from '../../../shared/api/use-call';
import { formatYuan, type Lang } from '../../cms/lib/format';
import { FormField } from '../../passport/components/form-field';
import { TextInput } from '../../passport/components/text-input';
import { type AmountError, parseYuan } from '../lib/amount';
import { bonusFor } from '../lib/bonus';
import { confirmAction } from '../../../shared/ui/confirm';
import { rememberTopupReturn } from '../lib/topup-return';
import '../styles';

/** The contract's TOPUP_MIN_FEN / TOPUP_MAX_FEN, written out until the offer call answers (keeps zod out). */
const FALLBACK = { minFen: 1000, maxFen: 500_000, tiers: [] as { minFen: number; bonusFen: number }[] };
const PRESETS_YUAN = [50, 100, 200, 500, 1000, 2000];

/**
 * /wallet/recharge (login): choose a preset or type an amount, see the bonus the offer adds, and
 * pay it through the online (sandbox) channel. The wallet is credited only by the channel's
 * verified callback, never by this page.
 */
export default function WalletRecharge() {
  const { t, i18n } = useTranslation('payment');
  const lang = i18n.language as Lang;
  const navigate = useNavigate();
  const back = useSearchParams()[0].get('back');
  const offer = useCall(topupActivity, {}, { silent: true });
  const o = offer.data ?? FALLBACK;
  const [text, setText] = useState('100');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const parsed = parseYuan(text, o.minFen, o.maxFen);
  const fen = 'fen' in parsed ? parsed.fen : null;
  const bonus = fen === null ? 0 : bonusFor(o.tiers, fen);
  const message = (e: AmountError) =>
    t(`recharge.error.${e}`, { min: formatYuan(o.minFen, lang), max: formatYuan(o.maxFen, lang) });

  const submit = async () => {
    if ('error' in parsed) {
      setError(message(parsed.error));
      document.getElementById('pm-amount')?.focus();
      return;
    }
    const ok = await confirmAction({
      title: t('recharge.confirmTitle'),
      content: bonus
        ? t('recharge.confirmBonus', { amount: formatYuan(parsed.fen, lang), bonus: formatYuan(bonus, lang) })
        : t('recharge.confirmText', { amount: formatYuan(parsed.fen, lang) }),
      confirmText: t('online.go'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      const order = await callApi(topupCreate, { amount: text }, { expect: [Code.INVALID_INPUT] });
      const r = await callApi(payOnline, { type: 'topup', orderId: order.orderId, channel: 'sandbox' });
      rememberTopupReturn(back);
      navigate(r.payUrl);
    } catch (err) {
      if (err instanceof ApiError && err.code === Code.INVALID_INPUT) setError(err.codeMsg);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="cms-page pm-page pm-page--actions">
      <section className="pm-card" aria-labelledby="pm-recharge-h">
        <h1 className="pm-card__title" id="pm-recharge-h">
          {t('recharge.title')}
        </h1>
        <fieldset className="pm-presets" aria-label={t('recharge.presets')}>
          {PRESETS_YUAN.filter((y) => y * 100 >= o.minFen && y * 100 <= o.maxFen).map((y) => {
            const b = bonusFor(o.tiers, y * 100);
            const on = text === String(y);
            return (
              <button
                key={y}
                type="button"
                className={`pm-preset${on ? ' pm-preset--on' : ''}`}
                aria-pressed={on}
                onClick={() => {
                  setText(String(y));
                  setError(undefined);
                }}
              >
                {formatYuan(y * 100, lang)}
                {b ? <small>{t('recharge.bonusShort', { bonus: formatYuan(b, lang) })}</small> : null}
              </button>
            );
          })}
        </fieldset>
        <div className="pp-form" style={{ padding: 0, marginTop: 12 }}>
          <FormField
            id="pm-amount"
            label={t('recharge.custom')}
            error={error}
            hint={t('recharge.limits', { min: formatYuan(o.minFen, lang), max: formatYuan(o.maxFen, lang) })}
          >
            <TextInput
              id="pm-amount"
              inputMode="decimal"
              placeholder={t('recharge.placeholder')}
              value={text}
              maxLength={12}
              onChange={(v) => {
                setText(v);
                setError(undefined);
              }}
              onBlur={() => 'error' in parsed && text !== '' && setError(message(parsed.error))}
              {...(error ? { 'aria-invalid': true, 'aria-describedby': 'pm-amount-error' } : {})}
            />
          </FormField>
        </div>
      </section>
      <section className="pm-card">
        <p className="pm-muted" style={{ marginTop: 0 }}>
          {t('recharge.channel')}{' '}
          <Link className="pm-link" to={routeById.topup!.path}>
            {t('recharge.offer')}
          </Link>
        </p>
      </section>
      <nav className="pm-actions" aria-label={t('pay.actions')}>
        <div className="pm-actions__total">
          {t('recharge.credited')}
          <strong data-testid="recharge-total">{fen === null ? '—' : formatYuan(fen + bonus, lang)}</strong>
        </div>
        <button
          type="button"
          className="pm-btn pm-btn--primary"
          disabled={busy}
          onClick={() => void submit()}
          data-testid="recharge-submit"
        >
          {busy ? t('common.working') : t('recharge.submit')}
        </button>
      </nav>
    </div>
  );
}
