import { routeById } from '@app/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderQuery } from '../lib/order-ref';
import '../invoice.css';

/** The "invoice" action of a paid order (a conference order's detail screen shows it beside the e-ticket). */
export function InvoiceLink({ orderId, kind = 'register' }: { orderId: number; kind?: string }) {
  const { t } = useTranslation('invoice');
  return (
    <Link
      className="mt-act"
      to={`${routeById.viewInvoice!.path}${orderQuery(orderId, kind)}`}
      data-testid="act-invoice"
    >
      {t('attendee.invoice')}
    </Link>
  );
}
