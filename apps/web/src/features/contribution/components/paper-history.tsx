import type { TPaperDetail } from '@app/contract/calls/contribution';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type Lang } from '../../cms/lib/format';

type Step = { at: string; label: string; text?: string; kind: string };

/**
 * The paper's way so far: the (last) submission and every staff decision with its opinion, newest
 * first. The detail call carries staff steps and the last submission time only, so earlier
 * submissions before a resubmission are not listed.
 */
export function PaperHistory({ paper }: { paper: TPaperDetail }) {
  const { t, i18n } = useTranslation('contribution');
  const lang = i18n.language as Lang;
  const steps: Step[] = paper.opinions.map((o) => ({
    at: o.at,
    label: t(`action.${o.action}`),
    text: o.opinion,
    kind: o.action,
  }));
  if (paper.submittedAt) {
    const again =
      paper.status === 'resubmitted' || paper.opinions.some((o) => o.action === 'revise' && o.at < paper.submittedAt!);
    steps.push({
      at: paper.submittedAt,
      label: again ? t('history.resubmitted') : t('history.submitted'),
      kind: 'submit',
    });
  }
  steps.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  if (!steps.length) steps.push({ at: paper.updatedAt, label: t('history.draft'), kind: 'draft' });
  return (
    <section className="ct-card" aria-labelledby="ct-history-title">
      <h2 id="ct-history-title">{t('history.title')}</h2>
      <ol className="ct-timeline" data-testid="history">
        {steps.map((s) => (
          <li key={`${s.at}-${s.kind}`} className={`ct-timeline__item ct-timeline__item--${s.kind}`}>
            <div className="ct-timeline__head">
              <strong>{s.label}</strong>
              <time dateTime={s.at}>{formatDateTime(s.at, lang)}</time>
            </div>
            {s.text ? <p>{s.text}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
