import { Code } from '@app/contract/codes';
import { journalDetails } from '@app/contract/meta/cms';
import { href, routeById } from '@app/contract/routes';
import { SCI_PRICES_FEN, SCI_SERVICE_ITEMS, SCI_SERVICE_TYPES } from '@app/contract/sci-services';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCall } from '../../../shared/api/use-call';
import { ListSkeleton } from '../../cms/components/list-skeleton';
import { StatusPanel } from '../../cms/components/status-panel';
import { formatImpactFactor, formatYuan, type Lang } from '../../cms/lib/format';
import { safeUrl, urlOf } from '../../cms/lib/safe-url';
import { parseId } from '../../contribution/lib/parse-id';
import '../../cms/components/cms.css';
import '../../../shared/ui/form.css';
import '../../contribution/contribution.css';
import '../sci.css';

/**
 * /sci/detail/:id: a journal's scope, impact factor, partition, indexing, review cycle and
 * publisher, the manuscript requirements, and the SCI services with their prices, each leading to
 * the submission form. A journal outside the service shows its facts without the order buttons.
 */
export default function SciDetail() {
  const { t, i18n } = useTranslation('sci');
  const lang = (i18n.language === 'en' ? 'en' : 'zh') as Lang;
  const id = parseId(useParams().id);
  const res = useCall(journalDetails, id === null ? null : { id }, { silent: true });

  if (id === null || res.error?.code === Code.NOT_FOUND) {
    return (
      <div className="ct-page">
        <StatusPanel
          kind="notFound"
          title={t('detail.notFound')}
          action={
            <Link className="cms-btn cms-btn--ghost" to={routeById.sciList!.path}>
              {t('detail.toList')}
            </Link>
          }
        />
      </div>
    );
  }
  if (res.error) {
    return (
      <div className="ct-page">
        <StatusPanel kind="error" description={res.error.codeMsg} onRetry={res.reload} />
      </div>
    );
  }
  const j = res.data;
  if (!j) {
    return (
      <div className="ct-page" aria-busy="true">
        <ListSkeleton rows={6} thumb={false} />
      </div>
    );
  }
  const website = safeUrl(j.website);
  const facts: [string, string][] = [
    [t('detail.impactFactor'), formatImpactFactor(j.impactFactor)],
    [t('detail.partition'), j.partition],
    [t('detail.index'), j.indexType],
    [t('detail.subject'), j.subject],
    [t('detail.cycle'), j.reviewCycle],
    ['ISSN', j.issn],
    [t('detail.publisher'), j.publisher],
  ];
  return (
    <div className="ct-page sci-page">
      <header className="sci-journal-head">
        {j.cover ? <img className="sci-journal-head__cover" src={j.cover} alt="" width={72} height={96} /> : null}
        <div>
          <h1 data-testid="sci-journal-name">{j.name}</h1>
          <div className="cms-row__tags">
            <span className="cms-tag cms-tag--accent">{j.partition}</span>
            <span className="cms-tag">{j.indexType}</span>
            <span className="cms-tag">{j.subject}</span>
          </div>
        </div>
        <div className="cms-if">
          <span className="cms-if__value">{formatImpactFactor(j.impactFactor)}</span>
          <span className="cms-if__label">{t('detail.impactFactor')}</span>
        </div>
      </header>
      <section className="ct-card" aria-labelledby="sci-facts">
        <h2 id="sci-facts">{t('detail.facts')}</h2>
        <dl className="ct-facts">
          {facts
            .filter(([, v]) => v)
            .map(([k, v]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
          {website ? (
            <div>
              <dt>{t('detail.website')}</dt>
              <dd>
                <a href={urlOf(website)} target="_blank" rel="noreferrer noopener">
                  {j.website}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      </section>
      {j.description ? (
        <section className="ct-card" aria-labelledby="sci-scope">
          <h2 id="sci-scope">{t('detail.scope')}</h2>
          <p className="sci-prose">{j.description}</p>
        </section>
      ) : null}
      <section className="ct-card" aria-labelledby="sci-req">
        <h2 id="sci-req">{t('detail.requirements')}</h2>
        <ul className="sci-bullets">
          {[1, 2, 3, 4].map((n) => (
            <li key={n}>{t(`detail.req${n}`)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sci-services" className="sci-services">
        <h2 id="sci-services" className="sci-h2">
          {t('detail.services')}
        </h2>
        {!j.sciService ? (
          <p className="ct-notice" role="status" data-testid="sci-no-service">
            {t('detail.noService')}
          </p>
        ) : (
          SCI_SERVICE_TYPES.map((type) => (
            <article key={type} className="sci-service" data-testid={`sci-service-${type}`}>
              <div className="sci-service__head">
                <h3>{t(`type.${type}.name`)}</h3>
                <strong className="sci-service__price">{formatYuan(SCI_PRICES_FEN[type], lang)}</strong>
              </div>
              <p className="sci-muted">{t(`type.${type}.desc`)}</p>
              <ul className="sci-bullets">
                {Array.from({ length: SCI_SERVICE_ITEMS[type] }, (_, n) => `type.${type}.items.${n + 1}`).map((k) => (
                  <li key={k}>{t(k)}</li>
                ))}
              </ul>
              <Link
                className="ct-btn ct-btn--primary sci-service__go"
                to={href(routeById.sciContribute!.path, { id: j.id, type })}
              >
                {t('detail.order')}
              </Link>
            </article>
          ))
        )}
      </section>
    </div>
  );
}
