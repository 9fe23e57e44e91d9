import { useTranslation } from 'react-i18next';
import { formatDateTime, type Lang } from '../../cms/lib/format';

interface Event {
  from: string | null;
  to: string;
  actor: 'user' | 'staff' | 'system';
  note: string;
  file: { name: string; url: string } | null;
  at: string;
}

/** A service's progress, newest first, with who moved it, their note and any attached file. */
export function Timeline({
  events,
  labels,
  staffView,
}: {
  events: Event[];
  labels: 'progress' | 'checkProgress';
  /** In the staff console the user is "User", not "Me". */
  staffView?: boolean;
}) {
  const { t, i18n } = useTranslation('service');
  const lang = i18n.language as Lang;
  const shown = [...events].reverse();
  return (
    <ol className="svc-timeline" data-testid="svc-timeline">
      {shown.map((e, n) => (
        <li
          key={`${e.at}-${e.from}-${e.to}`}
          className={`svc-timeline__item${n === 0 ? ' svc-timeline__item--now' : ''}`}
        >
          <div className="svc-timeline__head">
            <strong>{t(`${labels}.${e.to}`)}</strong>
            <time dateTime={e.at}>{formatDateTime(e.at, lang)}</time>
          </div>
          <div className="svc-timeline__who">
            {staffView && e.actor === 'user' ? t('staff.actorUser') : t(`actor.${e.actor}`)}
          </div>
          {e.note && e.note !== 'paid' && e.note !== 'accepted' ? <p className="svc-timeline__note">{e.note}</p> : null}
          {e.file ? (
            <a className="svc-link" href={e.file.url} download>
              {e.file.name}
            </a>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
