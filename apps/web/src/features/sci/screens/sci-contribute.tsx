import { Code } from '@app/contract/codes';
import { sciPublicDetails } from '@app/contract/meta/cms';
import { reviewConfig } from '@app/contract/meta/contribution';
import { href, routeById } from '@app/contract/routes';
import { SCI_PRICES_FEN } from '@app/contract/sci-services';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCall } from '../../../shared/api/use-call';
import { ListSkeleton } from '../../cms/components/list-skeleton';
import { StatusPanel } from '../../cms/components/status-panel';
import { formatImpactFactor, formatYuan, type Lang } from '../../cms/lib/format';
import { parseId } from '../../contribution/lib/parse-id';
import { SciEditor } from '../components/sci-editor';
import { parseType } from '../lib/sci-form';
import '../../cms/components/cms.css';
import '../../../shared/ui/form.css';
import '../../contribution/contribution.css';
import '../sci.css';

/**
 * /sciPaperPro/contribute/:id/:type: the SCI submission form for a journal of the service and a
 * service type. Submitting creates an unpaid order at the type's price and opens its payment page.
 */
export default function SciContribute() {
  const { t, i18n } = useTranslation('sci');
  const lang = (i18n.language === 'en' ? 'en' : 'zh') as Lang;
  const params = useParams();
  const id = parseId(params.id);
  const type = parseType(params.type);
  const journal = useCall(sciPublicDetails, id === null || !type ? null : { id }, { silent: true });
  const config = useCall(reviewConfig, {}, { silent: true });

  if (id === null || !type || journal.error?.code === Code.NOT_FOUND) {
    return (
      <div className="ct-page">
        <StatusPanel
          kind="notFound"
          title={type ? t('contribute.noJournal') : t('contribute.noType')}
          action={
            <Link
              className="cms-btn cms-btn--ghost"
              to={id !== null && !type ? href(routeById.sciDetail!.path, { id }) : routeById.sciList!.path}
            >
              {id !== null && !type ? t('contribute.toJournal') : t('detail.toList')}
            </Link>
          }
        />
      </div>
    );
  }
  const failed = journal.error ?? config.error;
  if (failed) {
    const retry = () => {
      for (const c of [journal, config]) if (c.error) c.reload();
    };
    return (
      <div className="ct-page">
        <StatusPanel kind="error" description={failed.codeMsg} onRetry={retry} />
      </div>
    );
  }
  if (!journal.data || !config.data) {
    return (
      <div className="ct-page" aria-busy="true">
        <ListSkeleton rows={6} thumb={false} />
      </div>
    );
  }
  const j = journal.data;
  const price = SCI_PRICES_FEN[type];
  return (
    <div className="ct-page sci-page">
      <header className="ct-head">
        <p className="ct-head__kicker">{t('contribute.kicker')}</p>
        <h1>{j.name}</h1>
        <p className="ct-head__meta">
          <span>
            {t('detail.impactFactor')} {formatImpactFactor(j.impactFactor)}
          </span>
          <span>{j.partition}</span>
          <Link to={href(routeById.sciDetail!.path, { id: j.id })}>{t('contribute.aboutJournal')}</Link>
        </p>
      </header>
      <section className="sci-summary" aria-label={t('contribute.service')} data-testid="sci-summary">
        <div>
          <strong>{t(`type.${type}.name`)}</strong>
          <p className="sci-muted">{t(`type.${type}.desc`)}</p>
        </div>
        <strong className="sci-service__price">{formatYuan(price, lang)}</strong>
      </section>
      <SciEditor
        mode="create"
        journalId={j.id}
        type={type}
        priceFen={price}
        maxMb={config.data.defaultPaperMaxMb}
        maxFields={config.data.maxFields}
        fields={config.data.fields}
        titles={config.data.titles}
      />
    </div>
  );
}
