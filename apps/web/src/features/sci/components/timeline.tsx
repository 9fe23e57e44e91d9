import type { TSciDetail } from '@app/contract/calls/sci';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type Lang } from '../../cms/lib/format';

type Event = TSciDetail['timeline'][number];

/** The paper's history, newest first: each change of progress, who made it, and the opinion or reply. */
export function SciTimeline({ events, only }: { events: Event[]; only?: (e: Event) => boolean }) {
  const { t, i18n } = useTranslation('sci');
  const lang = (i18n.language === 'en' ? 'en' : 'zh') as Lang;
  const list = [...events].filter(only ?? (() => true)).reverse();
  if (!list.length) return <p className="sci-muted">{t('timeline.empty')}</p>;
  return (
    <ol className="ct-timeline" data-testid="sci-timeline">
      {list.map((e) => (
        <li key={e.id} className={`ct-timeline__item sci-event sci-event--${e.actor}`}>
          <div className="ct-timeline__head">
            <strong>
              {e.action === 'created' || e.from === e.to
                ? t(`timeline.action.${e.action}`, { defaultValue: e.action })
                : t(`progress.${e.to}`)}
            </strong>
            <span className="sci-event__who">{t(`timeline.actor.${e.actor}`)}</span>
            <time dateTime={e.at}>{formatDateTime(e.at, lang)}</time>
          </div>
          {e.opinion ? <p data-testid={e.actor === 'staff' ? 'sci-opinion' : 'sci-reply'}>{e.opinion}</p> : null}
          {e.file && e.action === 'resubmit' ? (
            <a href={e.file.url} download={e.file.name} className="sci-event__file">
              {t('timeline.file', { name: e.file.name })}
            </a>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
