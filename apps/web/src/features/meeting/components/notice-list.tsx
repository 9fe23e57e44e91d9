import { href, routeById } from '@app/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, type Lang } from '../../cms/lib/format';

interface Notice {
  id: number;
  title: string;
  publishedAt: string;
}

/** A conference's notices, newest first; each opens its public page. */
export function NoticeList({ notices }: { notices: Notice[] }) {
  const { t, i18n } = useTranslation('meeting');
  const lang = i18n.language as Lang;
  if (!notices.length) return <p className="mt-muted">{t('notice.none')}</p>;
  return (
    <ul className="mt-notices" data-testid="notice-list">
      {notices.map((n) => (
        <li key={n.id}>
          <Link className="mt-notice" to={href(routeById.meetNotice!.path, { id: n.id })}>
            <span className="mt-notice__title">{n.title}</span>
            <time className="mt-notice__date" dateTime={n.publishedAt}>
              {formatDate(n.publishedAt, lang)}
            </time>
          </Link>
        </li>
      ))}
    </ul>
  );
}
