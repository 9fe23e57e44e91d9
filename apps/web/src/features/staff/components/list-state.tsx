import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/api/client';
import { PageLoading } from '../../../shared/ui/page-loading';

interface Props {
  state: { loading: boolean; error?: ApiError; data?: unknown; reload: () => void };
  isEmpty: boolean;
  empty: string;
  children: ReactNode;
}

/** Loading, failed (with retry), empty, or the content: the same four states on every console list. */
export function ListState({ state, isEmpty, empty, children }: Props) {
  const { t } = useTranslation('staff');
  if (state.error && !state.data) {
    return (
      <div className="stf-card stf-state" role="alert">
        <p>{state.error.codeMsg || t('common.loadFailed')}</p>
        <Button size="small" onClick={state.reload}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (!state.data) return <PageLoading label={t('common.loading')} />;
  if (isEmpty) return <div className="stf-card stf-state stf-muted">{empty}</div>;
  return <div className={state.loading ? 'stf-stale' : undefined}>{children}</div>;
}
