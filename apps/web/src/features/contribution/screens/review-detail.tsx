import { contributionDetails } from '@app/contract/meta/contribution';
import { href, routeById } from '@app/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCall } from '../../../shared/api/use-call';
import { loadState } from '../../cms/components/load-gate';
import { formatDateTime, type Lang } from '../../cms/lib/format';
import { parseId } from '../lib/parse-id';
import '../../cms/components/cms.css';
import '../../../shared/ui/form.css';
import '../contribution.css';
import '../agreement.css';

/** /attendOrder/reviewDetail?paperId=: the review opinions of one of the user's papers, newest first. */
export default function ReviewDetail() {
  const { t, i18n } = useTranslation(['agreement', 'contribution']);
  const lang = i18n.language as Lang;
  const [params] = useSearchParams();
  const id = parseId(params.get('paperId') ?? params.get('id') ?? undefined);
  const res = useCall(contributionDetails, id === null ? null : { id }, { silent: true });

  const gate = loadState({
    page: 'ct-page',
    invalid: id === null,
    res,
    rows: 5,
    notFound: { title: t('page.notFound'), to: routeById.paperList!.path, label: t('page.toList') },
  });
  const p = res.data;
  if (gate || !p) return gate;
  const opinions = [...p.opinions].reverse();
  return (
    <div className="ct-page ag-page">
      <header className="ct-head">
        <span className={`ct-status ct-status--${p.status}`} data-testid="paper-status">
          {t(`contribution:status.${p.status}`)}
        </span>
        <h1>{p.title}</h1>
        <p className="ct-head__meta">
          <span>{p.meeting.title}</span>
          <Link to={href(routeById.paperDetail!.path, { id: p.id })}>{t('page.toPaper')}</Link>
        </p>
      </header>
      <section className="ct-card" aria-labelledby="ag-review-title">
        <h2 id="ag-review-title">{t('review.title')}</h2>
        {opinions.length ? (
          <ol className="ct-timeline" data-testid="review-opinions">
            {opinions.map((o) => (
              <li key={`${o.at}-${o.action}`} className="ct-timeline__item">
                <div className="ct-timeline__head">
                  <span className={`ct-badge ct-badge--${o.action}`}>{t(`contribution:action.${o.action}`)}</span>
                  <time dateTime={o.at}>{formatDateTime(o.at, lang)}</time>
                </div>
                <p>{o.opinion || t('review.noText')}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="ag-empty" data-testid="review-empty">
            {p.status === 'draft' ? t('review.draft') : t('review.none')}
          </p>
        )}
      </section>
      {p.editable && p.status === 'revision_requested' ? (
        <div className="ct-card">
          <Link className="ct-btn ct-btn--primary" to={href(routeById.modifyPaper!.path, { id: p.id })}>
            {t('review.modify')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
