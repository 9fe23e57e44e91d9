import type { ReactNode } from 'react';
import './tab-strip.css';

export interface TabItem<K extends string> {
  key: K;
  title: ReactNode;
}

interface Props<K extends string> {
  items: readonly TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  label: string;
  /** Prefix of the tab ids, so a panel can name its tab (`aria-labelledby={`${idPrefix}-${key}`}`). */
  idPrefix: string;
  /** Equal-width tabs filling the row (few tabs) instead of a scrolling strip (many). */
  stretch?: boolean;
  className?: string;
}

/**
 * A plain tab strip with arrow-key movement. antd-mobile's Tabs measures and animates its ink bar
 * with an animation library that then loads with the page (~100 ms of script on a throttled phone,
 * Lighthouse TBT); a CSS underline does the same job.
 */
export function TabStrip<K extends string>({ items, active, onChange, label, idPrefix, stretch, className }: Props<K>) {
  const move = (from: number, step: number) => {
    const next = items[from + step];
    if (!next) return;
    onChange(next.key);
    document.getElementById(`${idPrefix}-${next.key}`)?.focus();
  };
  return (
    <div
      className={`tab-strip${stretch ? ' tab-strip--stretch' : ''}${className ? ` ${className}` : ''}`}
      role="tablist"
      aria-label={label}
    >
      {items.map((item, i) => {
        const selected = item.key === active;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={`${idPrefix}-${item.key}`}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={selected ? 'tab-strip__tab tab-strip__tab--active' : 'tab-strip__tab'}
            onClick={() => onChange(item.key)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') move(i, 1);
              else if (e.key === 'ArrowLeft') move(i, -1);
            }}
          >
            {item.title}
          </button>
        );
      })}
    </div>
  );
}
