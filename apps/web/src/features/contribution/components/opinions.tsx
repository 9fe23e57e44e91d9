import type { TPaperDetail } from '@app/contract/calls/contribution';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type Lang } from '../../cms/lib/format';

/** Staff decisions with the opinions the author reads, newest first. */
export function Opinions({ opinions }: { opinions: TPaperDetail['opinions'] }) {
  const { t, i18n } = useTranslation('contribution');
  const lang = i18n.language as Lang;
  if (!opinions.length) return null;
  return (
    <section className="ct-opinions" aria-labelledby="ct-opinions-title" data-testid="opinions">
      <h2 id="ct-opinions-title">{t('opinions.title')}</h2>
      <ol>
        {[...opinions].reverse().map((o) => (
          <li key={`${o.at}-${o.action}`}>
            <div className="ct-opinions__head">
              <span className={`ct-badge ct-badge--${o.action}`}>{t(`action.${o.action}`)}</span>
              <time dateTime={o.at}>{formatDateTime(o.at, lang)}</time>
            </div>
            {o.opinion ? <p>{o.opinion}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
