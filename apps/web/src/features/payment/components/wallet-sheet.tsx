import { Code } from '@app/contract/codes';
import { payWallet } from '@app/contract/meta/pay';
import { Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, callApi } from '../../../shared/api/client';
import { formatYuan, type Lang } from '../../cms/lib/format';
import type { TOrderKind } from '@app/contract/calls/order';
import { PinInput } from './pin-input';

/** Refusals shown in the sheet itself, next to the password. */
const IN_SHEET = [
  Code.PAY_PASSWORD_WRONG,
  Code.PAY_PASSWORD_LOCKED,
  Code.PAY_PASSWORD_NOT_SET,
  Code.INSUFFICIENT_BALANCE,
  Code.INVALID_INPUT,
];

interface Props {
  open: boolean;
  onClose: () => void;
  order: { id: number; kind: TOrderKind; orderNo: string };
  couponId?: number;
  payableFen: number;
  balanceFen: number;
  onPaid: () => void;
  /** The order changed under us (paid elsewhere, cancelled): reload it. */
  onStale: () => void;
}

/**
 * The wallet payment sheet: amount, balance, and the 6-digit pay password. Pressing "confirm
 * payment" is the confirmation before the money moves; wrong passwords say so here, and the
 * lock after five names the way out (reset by SMS code).
 */
export function WalletSheet({ open, onClose, order, couponId, payableFen, balanceFen, onPaid, onStale }: Props) {
  const { t, i18n } = useTranslation('payment');
  const lang = i18n.language as Lang;
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string>();
  const [locked, setLocked] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (pin.length !== 6) {
      setError(t('password.format'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await callApi(
        payWallet,
        { type: order.kind, orderId: order.id, couponId, payPassword: pin },
        { expect: IN_SHEET },
      );
      setPin('');
      onPaid();
    } catch (err) {
      setPin('');
      if (!(err instanceof ApiError)) return;
      if (IN_SHEET.includes(err.code as (typeof IN_SHEET)[number])) {
        setError(err.codeMsg);
        setLocked(err.code === Code.PAY_PASSWORD_LOCKED);
      } else if (err.code === Code.INVALID_STATE || err.code === Code.NOT_FOUND) onStale();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popup
      visible={open}
      onMaskClick={busy ? undefined : onClose}
      onClose={onClose}
      destroyOnClose
      bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}
    >
      <div className="pm-sheet" role="dialog" aria-labelledby="pm-sheet-title" data-testid="wallet-sheet">
        <h2 className="pm-sheet__title" id="pm-sheet-title">
          {t('wallet.sheetTitle')}
        </h2>
        <p className="pm-sheet__amount">{formatYuan(payableFen, lang)}</p>
        <p className="pm-muted" style={{ textAlign: 'center' }}>
          {t('wallet.sheetOrder', { no: order.orderNo })} ·{' '}
          {t('wallet.balance', { amount: formatYuan(balanceFen, lang) })}
        </p>
        <PinInput
          id="pm-pay-pin"
          label={t('password.label')}
          value={pin}
          onChange={(v) => {
            setPin(v);
            setError(undefined);
          }}
          error={error}
          autoFocus
        />
        {locked ? (
          <p className="pm-muted" style={{ textAlign: 'center' }}>
            <Link className="pm-link" to="/payPassword?mode=reset">
              {t('password.resetBySms')}
            </Link>
          </p>
        ) : null}
        <div className="pm-actions" style={{ position: 'static', boxShadow: 'none', padding: '16px 0 0' }}>
          <button type="button" className="pm-btn" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="pm-btn pm-btn--primary"
            onClick={() => void submit()}
            disabled={busy || locked}
            data-testid="wallet-confirm"
          >
            {busy ? t('common.working') : t('wallet.confirmPay')}
          </button>
        </div>
      </div>
    </Popup>
  );
}
