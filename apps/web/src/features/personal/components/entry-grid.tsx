import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Entry } from '../entries';
import { Icon } from './icons';

/** One titled group of entries as a grid of large tap targets. */
export function EntryGrid({ title, entries }: { title: string; entries: Entry[] }) {
  const { t } = useTranslation('personal');
  return (
    <section className="pe-group">
      <h2 className="pe-group__title">{title}</h2>
      <ul className="pe-grid">
        {entries.map((e) => (
          <li key={e.key}>
            <Link className={`pe-entry pe-entry--${e.icon}`} to={e.to}>
              <Icon name={e.icon} />
              <span>{t(`entry.${e.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
