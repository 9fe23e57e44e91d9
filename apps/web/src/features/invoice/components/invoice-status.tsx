import { useTranslation } from 'react-i18next';

/** A request's state as a coloured label. */
export function InvoiceStatus({ status }: { status: string }) {
  const { t } = useTranslation('invoice');
  return (
    <span className={`iv-status iv-status--${status}`} data-testid="invoice-status">
      {t(`status.${status}`, { defaultValue: status })}
    </span>
  );
}
