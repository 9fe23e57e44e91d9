import { routeById } from '@app/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListSkeleton } from '../../cms/components/list-skeleton';
import { StatusPanel } from '../../cms/components/status-panel';

/** A meeting page whose id names no meeting: the message and the way back to the list. */
export function MeetingNotFound({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation('meeting');
  return (
    <div className="cms-page">
      <StatusPanel
        kind="notFound"
        title={title}
        description={description}
        action={
          <Link className="cms-btn cms-btn--ghost" to={routeById.meetingList!.path}>
            {t('detail.toList')}
          </Link>
        }
      />
    </div>
  );
}

/** A meeting page while its data loads: the hero's place and a few skeleton rows. */
export function MeetingLoading() {
  return (
    <div className="cms-page" aria-busy="true">
      <div className="mt-hero mt-hero--ph" />
      <ListSkeleton rows={4} thumb={false} />
    </div>
  );
}
