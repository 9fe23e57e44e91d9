import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './status-panel.css';

export type PanelKind = 'empty' | 'error' | 'notFound';

interface Props {
  kind: PanelKind;
  title?: ReactNode;
  description?: ReactNode;
  /** Shown as a button under the text, e.g. retry after an error. */
  onRetry?: () => void;
  /** A link or button instead of (or beside) retry. */
  action?: ReactNode;
  /** Smaller variant inside a section of a page. */
  compact?: boolean;
}

/** Tiny inline pictures (no image request, no antd-mobile ErrorBlock artwork on the home chunk). */
const ICONS: Record<PanelKind, ReactNode> = {
  empty: <path d="M8 30h32l-5-14H13zM8 30v8h32v-8M18 30a6 6 0 0 0 12 0" />,
  error: <path d="M24 8 6 40h36zM24 20v10M24 34v2" />,
  notFound: <path d="M21 8a13 13 0 1 0 0 26 13 13 0 0 0 0-26zM30.5 30.5 40 40M16 21h10" />,
};

/** Empty, error and not-found states: one look everywhere on the content screens. */
export function StatusPanel({ kind, title, description, onRetry, action, compact }: Props) {
  const { t } = useTranslation('cms');
  return (
    <div className={`cms-panel${compact ? ' cms-panel--compact' : ''}`} role={kind === 'error' ? 'alert' : 'status'}>
      <svg className="cms-panel__icon" viewBox="0 0 48 48" aria-hidden="true">
        {ICONS[kind]}
      </svg>
      <div className="cms-panel__title">{title ?? t(`panel.${kind}`)}</div>
      {description ? <div className="cms-panel__desc">{description}</div> : null}
      {onRetry || action ? (
        <div className="cms-panel__actions">
          {onRetry ? (
            <button type="button" className="cms-btn" onClick={onRetry}>
              {t('retry')}
            </button>
          ) : null}
          {action}
        </div>
      ) : null}
    </div>
  );
}
