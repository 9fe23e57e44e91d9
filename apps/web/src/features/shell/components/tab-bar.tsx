import type { ComponentType } from 'react';
import { Link } from 'react-router';

export interface Tab {
  key: string;
  label: string;
  icon: ComponentType<{ size?: number }>;
  to: string;
  /** Opens another site in a new tab (the cloud classroom). */
  external?: boolean;
}

/** The fixed bottom tab bar used by both footers; the active tab is the current route's. */
export function TabBar({ tabs, active, label }: { tabs: Tab[]; active: string; label: string }) {
  return (
    <nav className="sh-tabbar" aria-label={label}>
      {tabs.map(({ key, label: text, icon: Icon, to, external }) => {
        const on = key === active;
        const inner = (
          <>
            <Icon size={22} />
            <span className="sh-tab-label">{text}</span>
          </>
        );
        return external ? (
          <a key={key} className="sh-tab" href={to} target="_blank" rel="noopener noreferrer">
            {inner}
          </a>
        ) : (
          <Link
            key={key}
            className={on ? 'sh-tab sh-tab-on' : 'sh-tab'}
            to={to}
            aria-current={on ? 'page' : undefined}
            replace={on}
          >
            {inner}
          </Link>
        );
      })}
    </nav>
  );
}
