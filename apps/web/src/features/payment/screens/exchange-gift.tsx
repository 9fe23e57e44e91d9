import type { CallOutput } from '@app/contract/call';
import { Code } from '@app/contract/codes';
import { exchangeGift } from '@app/contract/meta/wallet';
import { routeById } from '@app/contract/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, callApi } from '../../../shared/api/client';
import { formatYuan, type Lang } from '../../cms/lib/format';
import { FormField } from '../../passport/components/form-field';
import { TextInput } from '../../passport/components/text-input';
import '../styles';

type Result = CallOutput<typeof exchangeGift>;
/** The contract's gift code rule: 8 to 20 letters or digits (case does not matter). */
const GIFT_CODE = /^[A-Za-z0-9]{8,20}$/;

/**
 * /wallet/exchangeGift (login), the receiving centre: a gift code becomes balance or a coupon,
 * once. Refusals (unknown, used, expired) are shown next to the field.
 */
export default function ExchangeGift() {
  const { t, i18n } = useTranslation('payment');
  const lang = i18n.language as Lang;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<Result | null>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const value = code.trim();
    if (!value) return setError(t('gift.required'));
    if (!GIFT_CODE.test(value)) return setError(t('gift.format'));
    setBusy(true);
    try {
      setDone(
        await callApi(
          exchangeGift,
          { code: value },
          { expect: [Code.INVALID_INPUT, Code.NOT_FOUND, Code.INVALID_STATE] },
        ),
      );
      setCode('');
    } catch (err) {
      if (err instanceof ApiError && err.code !== -1) setError(err.codeMsg);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="cms-page pm-page">
      <section className="pm-card" aria-labelledby="pm-gift-h">
        <h1 className="pm-card__title" id="pm-gift-h">
          {t('gift.title')}
        </h1>
        <p className="pm-muted" style={{ marginTop: 0 }}>
          {t('gift.intro')}
        </p>
        <form className="pp-form" style={{ padding: 0, marginTop: 12 }} onSubmit={(e) => void submit(e)} noValidate>
          <FormField id="pm-gift" label={t('gift.code')} error={error}>
            <TextInput
              id="pm-gift"
              autoComplete="off"
              autoCapitalize="characters"
              placeholder={t('gift.placeholder')}
              value={code}
              maxLength={20}
              onChange={(v) => {
                setCode(v);
                setError(undefined);
              }}
              {...(error ? { 'aria-invalid': true, 'aria-describedby': 'pm-gift-error' } : {})}
            />
          </FormField>
          <button
            type="submit"
            className="pm-btn pm-btn--primary pm-btn--block"
            disabled={busy}
            data-testid="gift-submit"
          >
            {busy ? t('common.working') : t('gift.submit')}
          </button>
        </form>
      </section>
      {done ? (
        <section className="pm-state pm-state--paid" role="status" data-testid="gift-done">
          <span className="pm-state__badge">{t('gift.done')}</span>
          <p className="pm-state__text">
            {done.kind === 'balance'
              ? t('gift.doneBalance', {
                  amount: formatYuan(done.amountFen, lang),
                  balance: formatYuan(done.balanceFen, lang),
                })
              : t('gift.doneCoupon', { title: done.couponTitle })}
          </p>
          <div className="ui-status-actions">
            <Link
              className="pm-btn pm-btn--fixed"
              to={done.kind === 'balance' ? routeById.walletAccount!.path : routeById.coupons!.path}
            >
              {t(done.kind === 'balance' ? 'gift.toWallet' : 'gift.toCoupons')}
            </Link>
          </div>
        </section>
      ) : null}
    </div>
  );
}
