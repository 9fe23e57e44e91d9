import type { TSciDetail } from '@app/contract/calls/sci';
import { routeById } from '@app/contract/routes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallState } from '../../../shared/api/use-call';
import { loadState } from '../../cms/components/load-gate';

/** The not-found, failed and loading states of a screen about one SCI order; the order otherwise. */
export function OrderGate({
  id,
  res,
  children,
}: {
  id: number | null;
  res: CallState<TSciDetail>;
  children: (order: TSciDetail) => ReactNode;
}) {
  const { t } = useTranslation('sci');
  const gate = loadState({
    page: 'ct-page',
    invalid: id === null,
    res,
    rows: 6,
    notFound: {
      title: t('order.notFound'),
      description: t('order.notFoundDesc'),
      to: routeById.sciOrders!.path,
      label: t('order.toList'),
    },
  });
  if (gate || !res.data) return gate;
  return <>{children(res.data)}</>;
}
