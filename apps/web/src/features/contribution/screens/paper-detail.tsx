import { Code } from '@app/contract/codes';
import { contributionDetails, reviewConfig } from '@app/contract/meta/contribution';
import { href, routeById } from '@app/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCall } from '../../../shared/api/use-call';
import { ListSkeleton } from '../../cms/components/list-skeleton';
import { StatusPanel } from '../../cms/components/status-panel';
import { formatDate, type Lang } from '../../cms/lib/format';
import { AuthorTable } from '../components/author-table';
import { PaperHistory } from '../components/paper-history';
import { PaperAfter } from '../components/paper-after';
import { formatFileSize } from '../lib/file-size';
import { parseId } from '../lib/parse-id';
import '../../cms/components/cms.css';
import '../../../shared/ui/form.css';
import '../contribution.css';

/** /personal/paper/detail/:id: one of the user's papers, its state, history, file and authors. */
export default function PaperDetail() {
  const { t, i18n } = useTranslation('contribution');
  const lang = i18n.language as Lang;
  const id = parseId(useParams().id);
  const res = useCall(contributionDetails, id === null ? null : { id }, { silent: true });
  const config = useCall(reviewConfig, {}, { silent: true });

  if (id === null || res.error?.code === Code.NOT_FOUND) {
    return (
      <div className="ct-page">
        <StatusPanel
          kind="notFound"
          title={t('detail.notFound')}
          description={t('detail.notFoundDesc')}
          action={
            <Link className="cms-btn cms-btn--ghost" to={routeById.paperList!.path}>
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
  const p = res.data;
  if (!p) {
    return (
      <div className="ct-page" aria-busy="true">
        <ListSkeleton rows={6} thumb={false} />
      </div>
    );
  }
  const fields = config.data?.fields ?? [];
  const titles = config.data?.titles ?? [];
  const edit = href(routeById.modifyPaper!.path, { id: p.id });
  return (
    <div className="ct-page">
      <header className="ct-head">
        <span className={`ct-status ct-status--${p.status}`} data-testid="paper-status">
          {t(`status.${p.status}`)}
        </span>
        <h1>{p.title}</h1>
        <p className="ct-head__meta">
          <Link to={href(routeById.meetingDetail!.path, { id: p.meeting.id })}>{p.meeting.title}</Link>
          <span>{formatDate(p.meeting.startDate, lang)}</span>
        </p>
      </header>
      <div className={`ct-state ct-state--${p.status}`} role="status">
        <span>{t(`state.${p.status}`)}</span>
        {p.status === 'revision_requested' ? (
          <Link className="ct-btn ct-btn--primary" to={edit}>
            {t('detail.modify')}
          </Link>
        ) : p.status === 'draft' ? (
          <Link className="ct-btn ct-btn--primary" to={edit}>
            {t('detail.continue')}
          </Link>
        ) : null}
      </div>
      <PaperHistory paper={p} />
      {p.status !== 'draft' ? <PaperAfter id={p.id} status={p.status} opinions={p.opinions.length} /> : null}
      <section className="ct-card" aria-labelledby="ct-detail-paper">
        <h2 id="ct-detail-paper">{t('paper.section')}</h2>
        <dl className="ct-facts">
          <div>
            <dt>{t('label.keywords')}</dt>
            <dd>{p.keywords || t('detail.none')}</dd>
          </div>
          <div>
            <dt>{t('label.fields')}</dt>
            <dd>
              {p.fields.length
                ? p.fields.map((f) => fields.find((o) => o.value === f)?.label ?? f).join(t('detail.sep'))
                : t('detail.none')}
            </dd>
          </div>
          <div>
            <dt>{t('paper.file')}</dt>
            <dd>
              {p.file ? (
                <a href={p.file.url} download={p.file.name} data-testid="paper-file-link">
                  {p.file.name} ({formatFileSize(p.file.size)})
                </a>
              ) : (
                t('detail.none')
              )}
            </dd>
          </div>
          {(['couponCode', 'referralCode', 'inviteCode'] as const).map((k) =>
            p[k] ? (
              <div key={k}>
                <dt>{t(`label.${k}`)}</dt>
                <dd>{p[k]}</dd>
              </div>
            ) : null,
          )}
        </dl>
        {p.abstract ? (
          <div className="ct-abstract">
            <h3>{t('label.abstract')}</h3>
            <p>{p.abstract}</p>
          </div>
        ) : null}
      </section>
      {p.authors.length ? <AuthorTable authors={p.authors} titles={titles} fields={fields} /> : null}
    </div>
  );
}
