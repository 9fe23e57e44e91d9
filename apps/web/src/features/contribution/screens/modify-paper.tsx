import { Code } from '@app/contract/codes';
import { contributionDetails, reviewConfig } from '@app/contract/meta/contribution';
import { href, routeById } from '@app/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCall } from '../../../shared/api/use-call';
import { ListSkeleton } from '../../cms/components/list-skeleton';
import { StatusPanel } from '../../cms/components/status-panel';
import { formatDateTime, type Lang } from '../../cms/lib/format';
import { Opinions } from '../components/opinions';
import { PaperEditor } from '../components/paper-editor';
import { parseId } from '../lib/parse-id';
import '../../cms/components/cms.css';
import '../../../shared/ui/form.css';
import '../contribution.css';
import '../agreement.css';

/**
 * /attendOrder/paperOrder/modifyPaper/:id (alias /personal/paper/modify/:id): the submission form
 * of issue 3, preloaded with the paper, while its state allows changes (a draft, or a paper staff
 * sent back for revision). Any other state shows why it cannot be changed.
 */
export default function ModifyPaper() {
  const { t, i18n } = useTranslation(['agreement', 'contribution']);
  const lang = i18n.language as Lang;
  const id = parseId(useParams().id);
  const res = useCall(contributionDetails, id === null ? null : { id }, { silent: true });
  const config = useCall(reviewConfig, {}, { silent: true });

  if (id === null || res.error?.code === Code.NOT_FOUND) {
    return (
      <div className="ct-page">
        <StatusPanel
          kind="notFound"
          title={t('page.notFound')}
          action={
            <Link className="cms-btn cms-btn--ghost" to={routeById.paperList!.path}>
              {t('page.toList')}
            </Link>
          }
        />
      </div>
    );
  }
  const failed = res.error ?? config.error;
  if (failed) {
    const retry = () => {
      for (const c of [res, config]) if (c.error) c.reload();
    };
    return (
      <div className="ct-page">
        <StatusPanel kind="error" description={failed.codeMsg} onRetry={retry} />
      </div>
    );
  }
  const p = res.data;
  if (!p || !config.data) {
    return (
      <div className="ct-page" aria-busy="true">
        <ListSkeleton rows={6} thumb={false} />
      </div>
    );
  }
  const head = (
    <header className="ct-head">
      <p className="ct-head__kicker">{p.meeting.title}</p>
      <h1>{t('modify.title')}</h1>
      {p.status === 'draft' && p.submission.deadline ? (
        <p className="ct-head__meta">
          {t('contribution:submit.deadline', { at: formatDateTime(p.submission.deadline, lang) })}
        </p>
      ) : null}
    </header>
  );
  if (!p.editable) {
    return (
      <div className="ct-page ag-page">
        {head}
        <StatusPanel
          kind="empty"
          title={t('modify.locked', { status: t(`contribution:status.${p.status}`) })}
          description={p.title}
          action={
            <Link className="cms-btn" to={href(routeById.paperDetail!.path, { id: p.id })}>
              {t('page.toPaper')}
            </Link>
          }
        />
      </div>
    );
  }
  const revising = p.status === 'revision_requested';
  return (
    <div className="ct-page ag-page">
      {head}
      <p className="ct-notice" role="status" data-testid="modify-state">
        {revising ? t('contribution:submit.revising') : t('modify.draft')}
      </p>
      {!revising && p.submission.state !== 'open' ? (
        <p className="ct-form-error" role="alert">
          {p.submission.state === 'closed' ? t('contribution:window.closed') : t('contribution:window.notOpen')}
        </p>
      ) : null}
      <Opinions opinions={p.opinions} />
      <PaperEditor
        key={`${p.id}-${p.status}-${p.updatedAt}`}
        meetingId={p.meeting.id}
        paper={p}
        maxMb={p.submission.paperMaxMb}
        maxFields={config.data.maxFields}
        fields={config.data.fields}
        titles={config.data.titles}
        onStale={res.reload}
      />
    </div>
  );
}
