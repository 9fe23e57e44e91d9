import type { TPaperStatus } from '@app/contract/calls/contribution';
import { upload } from '@app/contract/meta/common';
import { paperAffirmFinal, paperAffirmStatus, paperTransferDecide } from '@app/contract/meta/contribution-visitor';
import { href, routeById } from '@app/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi, toast } from '../../../shared/api/client';
import { useCall } from '../../../shared/api/use-call';
import { AFTER_EXPECTED, AfterCard } from './after-card';
import '../agreement.css';

/**
 * On the author's paper page: links to the copyright agreement and the review opinions, and
 * the steps after review (transfer offer, final version, similarity report).
 */
export function PaperAfter({ id, status, opinions }: { id: number; status: TPaperStatus; opinions: number }) {
  const { t } = useTranslation('agreement');
  const res = useCall(paperAffirmStatus, { id }, { silent: true });
  const s = res.data;
  return (
    <>
      <section className="ct-card" aria-labelledby="ag-next-title" data-testid="paper-after">
        <h2 id="ag-next-title">{t('detail.title')}</h2>
        <ul className="ag-links">
          <li>
            <Link to={`${routeById.reviewDetail!.path}?paperId=${id}`} data-testid="review-link">
              {t('detail.review', { count: opinions })}
            </Link>
          </li>
          {status === 'accepted' ? (
            <li>
              <Link to={href(routeById.signedAgreement!.path, { id })} data-testid="agreement-link">
                {s ? t('detail.agreement', { signed: s.signed, total: s.authors }) : t('detail.agreementPlain')}
              </Link>
            </li>
          ) : null}
        </ul>
      </section>
      {s ? (
        <AfterCard
          s={s}
          onStale={res.reload}
          onDecide={async (decision) => {
            await callApi(paperTransferDecide, { id, decision }, { expect: AFTER_EXPECTED });
            toast(t(`transfer.done.${decision}`));
          }}
          onUpload={async (file) => {
            const body = { type: 'affirmUpload' as const, file };
            const up = await callApi(upload, body, { expect: AFTER_EXPECTED });
            await callApi(paperAffirmFinal, { id, fileId: up.fileId }, { expect: AFTER_EXPECTED });
            toast(t('final.uploaded'));
          }}
        />
      ) : null}
    </>
  );
}
