import type { CallOutput } from '@app/contract/call';
import type { contributionList } from '@app/contract/meta/contribution';
import { href, routeById } from '@app/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, type Lang } from '../../cms/lib/format';

type Brief = CallOutput<typeof contributionList>['list'][number];

/** One of the user's papers: title, conference, state and date; opens its detail. */
export function PaperRow({ paper }: { paper: Brief }) {
  const { t, i18n } = useTranslation('contribution');
  const lang = i18n.language as Lang;
  return (
    <Link className="ct-row" to={href(routeById.paperDetail!.path, { id: paper.id })} data-testid="paper-row">
      <div className="ct-row__top">
        <span className={`ct-status ct-status--${paper.status}`}>{t(`status.${paper.status}`)}</span>
        <time dateTime={paper.submittedAt ?? paper.updatedAt}>
          {paper.submittedAt
            ? t('list.submittedOn', { date: formatDate(paper.submittedAt, lang) })
            : t('list.savedOn', { date: formatDate(paper.updatedAt, lang) })}
        </time>
      </div>
      <div className="ct-row__title">{paper.title}</div>
      <div className="ct-row__meeting">{paper.meeting.title}</div>
      {paper.status === 'revision_requested' ? <div className="ct-row__todo">{t('list.revise')}</div> : null}
    </Link>
  );
}
