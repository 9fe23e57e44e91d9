import { routeById } from '@app/contract/routes';
import { useTranslation } from 'react-i18next';
import type { CallState } from '../../../shared/api/use-call';
import { loadState } from '../../cms/components/load-gate';

/**
 * The states before an invoice screen has its data: no such order (bad query or another user's),
 * a failed load with retry, or loading. Null when the data is there.
 */
export function OrderLoadState({ orderId, res }: { orderId: number | null; res: CallState<unknown> }) {
  const { t } = useTranslation('invoice');
  return loadState({
    page: 'cms-page',
    invalid: orderId === null,
    res,
    rows: 4,
    notFound: {
      title: t('common.notFound'),
      description: t('common.notFoundDesc'),
      to: routeById.attendList!.path,
      label: t('common.backToOrders'),
    },
  });
}
