import type { ReactNode } from 'react';
import './ui.css';

export type StatusTone = 'info' | 'warning' | 'danger';

export interface StatusPanelProps {
  icon?: ReactNode;
  tone?: StatusTone;
  /** Small label above the title, e.g. "not open yet". */
  badge?: string;
  title: string;
  description?: ReactNode;
  /** Buttons or links, laid out in a row under the text. */
  actions?: ReactNode;
  testId?: string;
}

/**
 * A white card that explains a state of the page (not open yet, not found, failed to load) and
 * offers the ways out. Shared so every such state looks the same across features.
 */
export function StatusPanel({ icon, tone = 'info', badge, title, description, actions, testId }: StatusPanelProps) {
  return (
    <section className={`ui-status ui-status-${tone}`} data-testid={testId}>
      {icon ? <div className="ui-status-icon">{icon}</div> : null}
      {badge ? <div className="ui-status-badge">{badge}</div> : null}
      <h1 className="ui-status-title">{title}</h1>
      {description ? <p className="ui-status-text">{description}</p> : null}
      {actions ? <div className="ui-status-actions">{actions}</div> : null}
    </section>
  );
}
