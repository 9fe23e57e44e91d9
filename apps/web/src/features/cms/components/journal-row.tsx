import type { TJournal } from '@app/contract/calls/cms';
import { href, routeById } from '@app/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatImpactFactor } from '../lib/format';
import './cms.css';

/**
 * A journal: name, JCR partition, impact factor (integer × 1000 → x.xxx), index and subject;
 * with `serviceTag`, journals open to the SCI service are marked with it.
 */
export function JournalRow({ journal, serviceTag }: { journal: TJournal; serviceTag?: string }) {
  const { t } = useTranslation('cms');
  const to = href(routeById.sciDetail!.path, { id: journal.id });
  return (
    <Link to={to} className="cms-row" data-testid="journal-row">
      <div className="cms-row__body">
        <div className="cms-row__title cms-row__title--one">{journal.name}</div>
        <div className="cms-row__tags">
          {journal.partition ? <span className="cms-tag cms-tag--accent">{journal.partition}</span> : null}
          {journal.indexType ? <span className="cms-tag">{journal.indexType}</span> : null}
          {serviceTag && journal.sciService ? (
            <span className="cms-tag cms-tag--accent" data-testid="journal-service-tag">
              {serviceTag}
            </span>
          ) : null}
          {journal.subject ? (
            <span className="cms-tag">{t(`field.${journal.subject}`, { defaultValue: journal.subject })}</span>
          ) : null}
        </div>
        <div className="cms-row__meta">
          {journal.issn ? <span>ISSN {journal.issn}</span> : null}
          {journal.reviewCycle ? <span>{t('journal.cycle', { cycle: journal.reviewCycle })}</span> : null}
        </div>
      </div>
      <div className="cms-if">
        <span className="cms-if__value" data-testid="impact-factor">
          {formatImpactFactor(journal.impactFactor)}
        </span>
        <span className="cms-if__label">{t('journal.impactFactor')}</span>
      </div>
    </Link>
  );
}
