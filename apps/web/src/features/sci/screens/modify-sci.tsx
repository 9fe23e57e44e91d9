import { reviewConfig } from '@app/contract/meta/contribution';
import { sciDetails } from '@app/contract/meta/sci';
import { href, routeById } from '@app/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCall } from '../../../shared/api/use-call';
import { ListSkeleton } from '../../cms/components/list-skeleton';
import { StatusPanel } from '../../cms/components/status-panel';
import { parseId } from '../../contribution/lib/parse-id';
import { OrderGate } from '../components/order-gate';
import { SciEditor } from '../components/sci-editor';
import { SciTimeline } from '../components/timeline';
import '../../cms/components/cms.css';
import '../../../shared/ui/form.css';
import '../../contribution/contribution.css';
import '../sci.css';

/**
 * /sciPaperPro/modifySciPaper/:id (alias /personal/sci/v2/modify/:id): change the manuscript of an
 * unpaid order, or answer a revision request with a reply and the revised file.
 */
export default function ModifySci() {
  const { t } = useTranslation('sci');
  const id = parseId(useParams().id);
  const res = useCall(sciDetails, id === null ? null : { id }, { silent: true });
  const config = useCall(reviewConfig, {}, { silent: true });
  return (
    <OrderGate id={id} res={res}>
      {(o) => {
        const back = (
          <Link className="cms-btn cms-btn--ghost" to={href(routeById.sciOrderDetail!.path, { id: o.id })}>
            {t('opinion.toOrder')}
          </Link>
        );
        if (!o.modifiable)
          return (
            <div className="ct-page">
              <StatusPanel
                kind="empty"
                title={t('modify.closed')}
                description={t('modify.closedDesc', { progress: t(`progress.${o.progress}`) })}
                action={back}
              />
            </div>
          );
        if (config.error)
          return (
            <div className="ct-page">
              <StatusPanel kind="error" description={config.error.codeMsg} onRetry={config.reload} />
            </div>
          );
        if (!config.data)
          return (
            <div className="ct-page" aria-busy="true">
              <ListSkeleton rows={6} thumb={false} />
            </div>
          );
        const opinions = o.timeline.filter((e) => e.actor === 'staff' && e.opinion);
        return (
          <div className="ct-page sci-page">
            <header className="ct-head">
              <p className="ct-head__kicker">
                {o.progress === 'revision' ? t('modify.kickerRevision') : t('modify.kicker')}
              </p>
              <h1>{o.title}</h1>
              <p className="ct-head__meta">
                <span>{o.journal.name}</span>
                <span>{t(`type.${o.type}.name`)}</span>
              </p>
            </header>
            {o.progress === 'revision' && opinions.length ? (
              <section className="ct-card" aria-labelledby="sci-modify-opinions">
                <h2 id="sci-modify-opinions">{t('opinion.title')}</h2>
                <SciTimeline events={opinions.slice(-1)} />
              </section>
            ) : null}
            <SciEditor
              key={`${o.id}-${o.progress}`}
              mode="modify"
              paper={o}
              maxMb={config.data.defaultPaperMaxMb}
              maxFields={config.data.maxFields}
              fields={config.data.fields}
              titles={config.data.titles}
              onStale={res.reload}
            />
          </div>
        );
      }}
    </OrderGate>
  );
}
