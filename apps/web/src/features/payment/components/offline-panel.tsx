import type { TPayOrder } from '@app/contract/calls/pay';
import { Code } from '@app/contract/codes';
import { upload } from '@app/contract/meta/common';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, callApi } from '../../../shared/api/client';
import { formatYuan, type Lang } from '../../cms/lib/format';
import { Row } from './rows';

/** Voucher pictures: PNG or JPG within 10 MB (the upload rule of kind `voucher`). */
const VOUCHER_TYPES = ['image/png', 'image/jpeg'];
const VOUCHER_MAX_BYTES = 10 * 1024 * 1024;
const REFUSALS = [Code.UPLOAD_TYPE, Code.UPLOAD_TOO_LARGE, Code.INVALID_INPUT];

export interface Voucher {
  fileId: string;
  url: string;
  name: string;
}

interface Props {
  order: TPayOrder;
  payableFen: number;
  voucher: Voucher | null;
  onVoucher: (v: Voucher | null) => void;
  error?: string;
}

/**
 * Offline transfer: the account to pay into with the order number as the reference, then a
 * picture of the transfer receipt. A rejected voucher shows staff's reason.
 */
export function OfflinePanel({ order, payableFen, voucher, onVoucher, error }: Props) {
  const { t, i18n } = useTranslation('payment');
  const lang = i18n.language as Lang;
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const o = order.offline;
  const shown = refusal ?? error;

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setRefusal(undefined);
    if (!VOUCHER_TYPES.includes(file.type)) return setRefusal(t('offline.badType'));
    if (file.size > VOUCHER_MAX_BYTES) return setRefusal(t('offline.tooLarge'));
    setBusy(true);
    try {
      // The file rides beside the declared fields (multipart), as the paper upload sends it.
      const body = { type: 'voucher' as const, file };
      const r = await callApi(upload, body, { expect: REFUSALS });
      onVoucher({ fileId: r.fileId, url: r.url, name: r.name });
    } catch (err) {
      if (err instanceof ApiError) setRefusal(err.codeMsg);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="pm-offline" data-testid="offline-panel">
      <dl className="pm-dl">
        <Row label={t('offline.bankName')} value={o.bankName} />
        <Row label={t('offline.accountName')} value={o.accountName} />
        <Row label={t('offline.account')} value={o.account} />
        <Row label={t('offline.reference')} value={o.reference} />
        <Row label={t('offline.amount')} value={formatYuan(payableFen, lang)} />
      </dl>
      {o.note ? <p className="pm-muted">{o.note}</p> : null}
      {order.voucher?.rejectReason ? (
        <p className="pm-error" role="alert" data-testid="voucher-rejected">
          {t('offline.rejected', { reason: order.voucher.rejectReason })}
        </p>
      ) : null}
      <label className="pm-file" style={{ position: 'relative' }}>
        {busy ? t('offline.uploading') : voucher ? t('offline.replace') : t('offline.upload')}
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg"
          disabled={busy}
          data-testid="voucher-input"
          onChange={(e) => void pick(e.target.files?.[0])}
          {...(shown ? { 'aria-invalid': true, 'aria-describedby': 'pm-voucher-error' } : {})}
        />
      </label>
      <p className="pm-muted">{t('offline.uploadHint')}</p>
      {shown ? (
        <p className="pm-error" id="pm-voucher-error" role="alert">
          {shown}
        </p>
      ) : null}
      {voucher ? (
        <img className="pm-voucher" src={voucher.url} alt={t('pay.voucherAlt')} data-testid="voucher-preview" />
      ) : null}
    </div>
  );
}
