import type { TSheetView } from '@app/contract/calls/settlement';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type Lang } from '../../cms/lib/format';

/**
 * Where the sheet stands (§4), in words, with what the guest may still do. Pending sheets show
 * their own forms instead; this covers every other state and the paused days (25th to month end).
 */
export function SheetState({ sheet }: { sheet: TSheetView }) {
  const { t, i18n } = useTranslation('remuneration');
  const lang = i18n.language as Lang;
  const s = sheet.status;
  const tone =
    s === 'paid' || s === 'confirmed' || s === 'waiting_payment' ? 'ok' : s === 'pending_confirm' ? 'info' : 'warn';
  const detail =
    s === 'confirmed' && sheet.confirmedAt
      ? t('state.confirmedAt', { at: formatDateTime(sheet.confirmedAt, lang) })
      : s === 'returned'
        ? t('state.returnReason', { reason: sheet.returnReason })
        : s === 'rejected'
          ? t('state.staffComment', { comment: sheet.staffComment })
          : null;
  return (
    <div className={`rm-state rm-state--${tone}`} role="status" data-testid="sheet-state">
      <strong>{t(`status.${s}`)}</strong>
      <span>{t(`state.${s}`)}</span>
      {detail ? <span className="rm-state__detail">{detail}</span> : null}
    </div>
  );
}
