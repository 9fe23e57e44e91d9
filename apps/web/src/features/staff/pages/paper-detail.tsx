import { reviewConfig, staffPaperGet } from '@app/contract/meta/contribution';
import { Code } from '@app/contract/codes';
import { Button, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageLoading } from '../../../shared/ui/page-loading';
import { StatusPanel } from '../../../shared/ui/status-panel';
import { DECIDABLE, PaperDecision } from '../components/paper-decision';
import { PaperAfterPanel } from '../components/paper-after-panel';
import { formatBeijing } from '../lib/beijing-time';
import { formatFileSize } from '../lib/file-size';
import { decodeText } from '../lib/format';
import { PAPER_TAG } from '../lib/status-colors';
import { useStaffCall } from '../lib/staff-api';

/** /staff/papers/:id: the paper with its authors, file and earlier opinions, and the decision on it. */
export default function PaperDetail() {
  const { t } = useTranslation('staff');
  const { id: idParam } = useParams();
  const [params] = useSearchParams();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const paper = useStaffCall(staffPaperGet, id ? { id } : null);
  const config = useStaffCall(reviewConfig, {});
  // Back to the list as it was filtered (only a query string is taken from the address).
  const from = params.get('from') ?? '';
  const backTo = `/staff/papers${/^[\w=&%.-]*$/.test(from) && from ? `?${from}` : ''}`;
  const back = (
    <Link to={backTo} className="stf-back">
      ‹ {t('papers.title')}
    </Link>
  );

  if (id === null || paper.error?.code === Code.NOT_FOUND) {
    return <StatusPanel tone="warning" title={t('papers.notFound')} actions={back} />;
  }
  if (paper.error && !paper.data) {
    return (
      <StatusPanel
        tone="danger"
        title={paper.error.codeMsg || t('common.loadFailed')}
        actions={<Button onClick={paper.reload}>{t('common.retry')}</Button>}
      />
    );
  }
  const p = paper.data;
  if (!p) return <PageLoading label={t('common.loading')} />;
  const option = (list: { value: string; label: string }[] | undefined, v: string) =>
    list?.find((o) => o.value === v)?.label ?? v;
  const row = (label: string, value: string | null | undefined) =>
    value ? (
      <div className="stf-dl-row">
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    ) : null;

  return (
    <div className="stf-page">
      <div className="stf-page-head">
        <div>
          {back}
          <h1 className="stf-h1">{decodeText(p.title)}</h1>
          <p className="stf-muted">{decodeText(p.meeting.title)}</p>
        </div>
        <Tag color={PAPER_TAG[p.status]} fill="outline" data-testid="staff-paper-status">
          {t(`papers.status.${p.status}`)}
        </Tag>
      </div>

      <section className="stf-card stf-form" aria-label={t('papers.info')}>
        <dl className="stf-dl">
          {row(t('papers.user'), `${p.user.nickname}${p.user.phone ? ` · ${p.user.phone}` : ''}`)}
          {row(t('papers.submitted'), p.submittedAt ? formatBeijing(p.submittedAt) : t('papers.notSubmitted'))}
          {row(t('papers.keywords'), decodeText(p.keywords))}
          {row(t('papers.fields'), p.fields.map((f) => option(config.data?.fields, f)).join('、'))}
          {row(t('papers.couponCode'), p.couponCode)}
          {row(t('papers.referralCode'), p.referralCode)}
          {row(t('papers.inviteCode'), p.inviteCode)}
        </dl>
        <div>
          <div className="stf-label">{t('papers.abstract')}</div>
          <p className="stf-prose">{decodeText(p.abstract) || t('papers.none')}</p>
        </div>
        <div>
          <div className="stf-label">{t('papers.file')}</div>
          {p.file ? (
            <a href={p.file.url} target="_blank" rel="noreferrer" className="stf-file" data-testid="staff-paper-file">
              {decodeText(p.file.name)} <span className="stf-muted">({formatFileSize(p.file.size)})</span>
            </a>
          ) : (
            <p className="stf-muted">{t('papers.noFile')}</p>
          )}
        </div>
      </section>

      <section className="stf-card stf-form" aria-labelledby="stf-authors-h">
        <h2 className="stf-h2" id="stf-authors-h">
          {t('papers.authors', { count: p.authors.length })}
        </h2>
        <ol className="stf-authors">
          {[...p.authors]
            .sort((a, b) => a.position - b.position)
            .map((a) => (
              <li key={a.position} className="stf-author" data-testid="staff-paper-author">
                <div className="stf-item-title">
                  {a.position}. {decodeText(a.nameEn)}
                  {a.name ? ` (${decodeText(a.name)})` : ''}
                  {a.corresponding ? (
                    <Tag color="primary" className="stf-tag-gap">
                      {t('papers.corresponding')}
                    </Tag>
                  ) : null}
                </div>
                <div className="stf-item-meta">
                  {a.phone ? (
                    <span>
                      +{a.countryCode} {a.phone}
                    </span>
                  ) : null}
                  {a.email ? <span>{a.email}</span> : null}
                  {a.title ? <span>{option(config.data?.titles, a.title)}</span> : null}
                  {a.affiliation ? <span>{decodeText(a.affiliation)}</span> : null}
                  {a.country ? <span>{decodeText(a.country)}</span> : null}
                  {a.field ? <span>{option(config.data?.fields, a.field)}</span> : null}
                </div>
                {a.address ? <div className="stf-muted">{decodeText(a.address)}</div> : null}
              </li>
            ))}
        </ol>
      </section>

      <section className="stf-card stf-form" aria-labelledby="stf-opinions-h">
        <h2 className="stf-h2" id="stf-opinions-h">
          {t('papers.opinions')}
        </h2>
        {p.opinions.length ? (
          <ul className="stf-timeline">
            {p.opinions.map((o) => (
              <li key={`${o.at}-${o.action}`}>
                <div className="stf-item-meta">
                  <strong>{t(`papers.action.${o.action}`)}</strong>
                  <span>{formatBeijing(o.at)}</span>
                </div>
                {o.opinion ? <p className="stf-prose">{decodeText(o.opinion)}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="stf-muted">{t('papers.noOpinions')}</p>
        )}
      </section>

      {DECIDABLE.includes(p.status) ? (
        <PaperDecision paperId={p.id} title={decodeText(p.title)} onDone={paper.reload} />
      ) : (
        <p className="stf-card stf-state stf-muted">{t(`papers.noDecision.${p.status}`)}</p>
      )}
      {p.status !== 'draft' ? <PaperAfterPanel key={p.status} paperId={p.id} /> : null}
    </div>
  );
}
