import { Code } from '@app/contract/codes';
import { affirmStatus, affirmUploadLink, paperReview, paperTransfer } from '@app/contract/meta/contribution-visitor';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { callApi, toast } from '../../../shared/api/client';
import { useCall } from '../../../shared/api/use-call';
import { ListSkeleton } from '../../cms/components/list-skeleton';
import { StatusPanel } from '../../cms/components/status-panel';
import { formatDateTime, type Lang } from '../../cms/lib/format';
import { AFTER_EXPECTED, AfterCard } from '../components/after-card';
import { parseToken } from '../lib/parse-id';
import '../../cms/components/cms.css';
import '../../../shared/ui/form.css';
import '../contribution.css';
import '../agreement.css';

/**
 * /paper/link/:token: a transfer or final-version link staff sent the author (decision 015).
 * Shows the paper's state and review opinions; the author answers the transfer or uploads the
 * final version here without signing in. The token is the credential; the step uses it up.
 */
export default function PaperLink() {
  const { t, i18n } = useTranslation(['agreement', 'contribution']);
  const lang = i18n.language as Lang;
  const token = parseToken(useParams().token);
  const res = useCall(affirmStatus, token === null ? null : { id: token }, { silent: true });
  const purpose = res.data?.purpose ?? null;
  const review = useCall(paperReview, token && purpose ? { a: purpose, b: token } : null, { silent: true });

  if (token === null || res.error?.code === Code.NOT_FOUND || res.error?.code === Code.INVALID_INPUT) {
    return (
      <div className="ct-page">
        <StatusPanel kind="notFound" title={t('link.notFound')} description={t('link.notFoundDesc')} />
      </div>
    );
  }
  if (res.error?.code === Code.LINK_EXPIRED) {
    return (
      <div className="ct-page">
        <StatusPanel kind="error" title={t('link.expired')} description={res.error.codeMsg} />
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
  const s = res.data;
  if (!s) {
    return (
      <div className="ct-page" aria-busy="true">
        <ListSkeleton rows={5} thumb={false} />
      </div>
    );
  }
  const valid = s.linkState === 'valid';
  const opinions = [...(review.data?.opinions ?? [])].reverse();
  return (
    <div className="ct-page ag-page">
      <header className="ct-head">
        <span className={`ct-status ct-status--${s.paper.status}`}>{t(`contribution:status.${s.paper.status}`)}</span>
        <h1>{s.paper.title}</h1>
        <p className="ct-head__meta">{s.paper.meetingTitle}</p>
      </header>
      {!valid ? (
        <p className="ct-notice" role="status" data-testid="link-used">
          {t('link.used')}
        </p>
      ) : null}
      <AfterCard
        s={s}
        onStale={res.reload}
        onDecide={
          valid && s.purpose === 'transfer'
            ? async (decision) => {
                await callApi(paperTransfer, { paperId: token, decision }, { expect: AFTER_EXPECTED });
                toast(t(`transfer.done.${decision}`));
              }
            : undefined
        }
        onUpload={
          valid && s.purpose === 'final'
            ? async (file) => {
                const body = { id: token, file };
                await callApi(affirmUploadLink, body, { expect: AFTER_EXPECTED });
                toast(t('final.uploaded'));
              }
            : undefined
        }
      />
      <section className="ct-card" aria-labelledby="ag-review-title">
        <h2 id="ag-review-title">{t('review.title')}</h2>
        {opinions.length ? (
          <ol className="ct-timeline">
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
          <p className="ag-empty">{review.data ? t('review.none') : t('review.loading')}</p>
        )}
      </section>
    </div>
  );
}
