import { sciDetails } from '@app/contract/meta/sci';
import { href, routeById } from '@app/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCall } from '../../../shared/api/use-call';
import { StatusPanel } from '../../cms/components/status-panel';
import { parseId } from '../../contribution/lib/parse-id';
import { OrderGate } from '../components/order-gate';
import { SciTimeline } from '../components/timeline';
import '../../cms/components/cms.css';
import '../../../shared/ui/form.css';
import '../../contribution/contribution.css';
import '../sci.css';

/**
 * /sciOrder/opinion/:id: the staff opinions on an SCI paper with their dates, and the author's
 * replies; while staff ask for a revision, the way to reply and upload the revised manuscript.
 */
export default function SciOpinion() {
  const { t } = useTranslation('sci');
  const id = parseId(useParams().id);
  const res = useCall(sciDetails, id === null ? null : { id }, { silent: true });
  return (
    <OrderGate id={id} res={res}>
      {(o) => {
        const talk = o.timeline.filter((e) => (e.actor === 'staff' || e.action === 'resubmit') && e.opinion);
        return (
          <div className="ct-page sci-page">
            <header className="ct-head">
              <p className="ct-head__kicker">{t('opinion.kicker')}</p>
              <h1>{o.title}</h1>
              <p className="ct-head__meta">
                <Link to={href(routeById.sciOrderDetail!.path, { id: o.id })}>{t('opinion.toOrder')}</Link>
                <span>{t(`progress.${o.progress}`)}</span>
              </p>
            </header>
            {o.progress === 'revision' ? (
              <div className="ct-state sci-state sci-state--revision" role="status">
                <span>{t('state.revision')}</span>
                <Link
                  className="ct-btn ct-btn--primary"
                  to={href(routeById.modifySci!.path, { id: o.id })}
                  data-testid="sci-revise"
                >
                  {t('order.revise')}
                </Link>
              </div>
            ) : null}
            {talk.length ? (
              <section className="ct-card" aria-labelledby="sci-opinions-title">
                <h2 id="sci-opinions-title">{t('opinion.title')}</h2>
                <SciTimeline events={talk} />
              </section>
            ) : (
              <StatusPanel kind="empty" title={t('opinion.empty')} description={t('opinion.emptyDesc')} />
            )}
          </div>
        );
      }}
    </OrderGate>
  );
}
