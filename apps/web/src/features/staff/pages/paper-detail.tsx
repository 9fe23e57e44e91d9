import { reviewConfig, staffPaperGet } from '@app/contract/meta/contribution';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailGate, PageHead, useBackLink } from '../components/detail-frame';
import { OptionalFact, TitledSection } from '../components/detail-parts';
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
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const paper = useStaffCall(staffPaperGet, id ? { id } : null);
  const config = useStaffCall(reviewConfig, {});
  const back = useBackLink('/staff/papers', t('papers.title'));
  const option = (list: { value: string; label: string }[] | undefined, v: string) =>
    list?.find((o) => o.value === v)?.label ?? v;

  return (
    <DetailGate
      valid={id !== null}
      call={paper}
      back={back}
      notFound={t('papers.notFound')}
      failedFallback={t('common.loadFailed')}
      retry={t('common.retry')}
      loading={t('common.loading')}
    >
      {(p) => (
        <div className="stf-page">
          <PageHead
            back={back}
            title={decodeText(p.title)}
            sub={decodeText(p.meeting.title)}
            tag={
              <Tag color={PAPER_TAG[p.status]} fill="outline" data-testid="staff-paper-status">
                {t(`papers.status.${p.status}`)}
              </Tag>
            }
          />

          <section className="stf-card stf-form" aria-label={t('papers.info')}>
            <dl className="stf-dl">
              <OptionalFact
                label={t('papers.user')}
                value={`${p.user.nickname}${p.user.phone ? ` · ${p.user.phone}` : ''}`}
              />
              <OptionalFact
                label={t('papers.submitted')}
                value={p.submittedAt ? formatBeijing(p.submittedAt) : t('papers.notSubmitted')}
              />
              <OptionalFact label={t('papers.keywords')} value={decodeText(p.keywords)} />
              <OptionalFact
                label={t('papers.fields')}
                value={p.fields.map((f) => option(config.data?.fields, f)).join('、')}
              />
              <OptionalFact label={t('papers.couponCode')} value={p.couponCode} />
              <OptionalFact label={t('papers.referralCode')} value={p.referralCode} />
              <OptionalFact label={t('papers.inviteCode')} value={p.inviteCode} />
            </dl>
            <div>
              <div className="stf-label">{t('papers.abstract')}</div>
              <p className="stf-prose">{decodeText(p.abstract) || t('papers.none')}</p>
            </div>
            <div>
              <div className="stf-label">{t('papers.file')}</div>
              {p.file ? (
                <a
                  href={p.file.url}
                  target="_blank"
                  rel="noreferrer"
                  className="stf-file"
                  data-testid="staff-paper-file"
                >
                  {decodeText(p.file.name)} <span className="stf-muted">({formatFileSize(p.file.size)})</span>
                </a>
              ) : (
                <p className="stf-muted">{t('papers.noFile')}</p>
              )}
            </div>
          </section>

          <TitledSection id="stf-authors-h" title={t('papers.authors', { count: p.authors.length })}>
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
          </TitledSection>

          <TitledSection id="stf-opinions-h" title={t('papers.opinions')}>
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
          </TitledSection>

          {DECIDABLE.includes(p.status) ? (
            <PaperDecision paperId={p.id} title={decodeText(p.title)} onDone={paper.reload} />
          ) : (
            <p className="stf-card stf-state stf-muted">{t(`papers.noDecision.${p.status}`)}</p>
          )}
          {p.status !== 'draft' ? <PaperAfterPanel key={p.status} paperId={p.id} /> : null}
        </div>
      )}
    </DetailGate>
  );
}
