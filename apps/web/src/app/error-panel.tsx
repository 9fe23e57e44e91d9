import { Code, codeName } from '@app/contract/codes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../shared/api/client';
import { loginUrl } from '../shared/api/login-redirect';
import { IconAlert, IconClock, IconUser } from '../shared/ui/icons';
import { StatusPanel } from '../shared/ui/status-panel';
import { ChunkLoadError } from './lazy-screen';

/** ApiError codes with a panel of their own; other codes show the server's message (§8). */
const PANEL_CODES = new Set(['NOT_LOGGED_IN', 'FORBIDDEN', 'NOT_FOUND', 'SERVER_ERROR', 'RATE_LIMITED']);

/** The key under `shell:error.*` for an error a screen threw. */
export function errorKind(error: unknown): string {
  if (error instanceof ChunkLoadError) return 'chunk';
  if (error instanceof ApiError) {
    if (error.code === -1) return 'NETWORK';
    const name = codeName[error.code];
    return name && PANEL_CODES.has(name) ? name : 'generic';
  }
  return 'unexpected';
}

export function ErrorPanel({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  const kind = errorKind(error);
  const home = (
    <Link className="ui-btn" to="/">
      {t('error.home')}
    </Link>
  );
  if (kind === 'chunk') {
    return (
      <StatusPanel
        testId="chunk-error"
        tone="warning"
        icon={<IconClock size={32} />}
        title={t('error.chunkTitle')}
        description={t('error.chunkBody')}
        actions={
          <>
            <button type="button" className="ui-btn ui-btn-primary" onClick={onRetry}>
              {t('error.reload')}
            </button>
            {home}
          </>
        }
      />
    );
  }
  const apiMsg = error instanceof ApiError && kind === 'generic' ? error.codeMsg : '';
  const login = error instanceof ApiError && error.code === Code.NOT_LOGGED_IN;
  return (
    <StatusPanel
      testId={`error-${kind}`}
      tone={kind === 'unexpected' ? 'danger' : 'warning'}
      icon={login ? <IconUser size={32} /> : <IconAlert size={32} />}
      title={t(`error.${kind}.title`)}
      description={apiMsg || t(`error.${kind}.body`)}
      actions={
        <>
          {login ? (
            <Link className="ui-btn ui-btn-primary" to={loginUrl()}>
              {t('error.login')}
            </Link>
          ) : (
            <button type="button" className="ui-btn ui-btn-primary" onClick={onRetry}>
              {t('error.retry')}
            </button>
          )}
          {home}
        </>
      }
    />
  );
}
