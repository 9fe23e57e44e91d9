import { Code } from '@app/contract/codes';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ApiError } from '../../../shared/api/client';
import { PageLoading } from '../../../shared/ui/page-loading';
import { StatusPanel } from '../../../shared/ui/status-panel';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="stf-back">
      ‹ {label}
    </Link>
  );
}

/**
 * The link back to a list as it was filtered: the list hands its query over as `from`, and only a
 * plain query string is taken from the address (never a path or another site).
 */
export function useBackLink(listPath: string, label: string) {
  const [params] = useSearchParams();
  const from = params.get('from') ?? '';
  return <BackLink to={`${listPath}${/^[\w=&%.-]*$/.test(from) && from ? `?${from}` : ''}`} label={label} />;
}

interface GateProps<T> {
  /** False when the address holds no usable id: not found, without asking the server. */
  valid: boolean;
  call: { data?: T; error?: ApiError; reload: () => void };
  back: ReactNode;
  notFound: string;
  /** Shown when the server's refusal carries no message of its own (pages without one show none). */
  failedFallback?: string;
  retry: string;
  loading: string;
  children: (data: T) => ReactNode;
}

/** Not found (with the way back), failed (with retry), loading, or the record: the states of every detail page. */
export function DetailGate<T>({ valid, call, back, notFound, failedFallback, retry, loading, children }: GateProps<T>) {
  if (!valid || call.error?.code === Code.NOT_FOUND) {
    return <StatusPanel tone="warning" title={notFound} actions={back} />;
  }
  if (call.error && !call.data) {
    return (
      <StatusPanel
        tone="danger"
        title={call.error.codeMsg || (failedFallback ?? '')}
        actions={<Button onClick={call.reload}>{retry}</Button>}
      />
    );
  }
  if (!call.data) return <PageLoading label={loading} />;
  return children(call.data);
}

/**
 * The DetailGate of the order pages (payment, SCI): their namespaces word the states alike, as
 * `staff.notFound`, `staff.retry` and `staff.loading`, and the server's refusal carries its message.
 */
export function OrderGate<T>({
  ns,
  ...gate
}: Omit<GateProps<T>, 'notFound' | 'failedFallback' | 'retry' | 'loading'> & { ns: string }) {
  const { t } = useTranslation(ns);
  return <DetailGate {...gate} notFound={t('staff.notFound')} retry={t('staff.retry')} loading={t('staff.loading')} />;
}

interface HeadProps {
  back: ReactNode;
  title: ReactNode;
  /** The muted line under the title; left out when undefined. */
  sub?: ReactNode;
  /** The status tag on the right. */
  tag?: ReactNode;
}

/** The head of a console detail or editor page: the way back, the title and what it belongs to. */
export function PageHead({ back, title, sub, tag }: HeadProps) {
  return (
    <div className="stf-page-head">
      <div>
        {back}
        <h1 className="stf-h1">{title}</h1>
        {sub === undefined ? null : <p className="stf-muted">{sub}</p>}
      </div>
      {tag}
    </div>
  );
}
