import { scheduleList } from '@app/contract/meta/meeting';
import { routeById } from '@app/contract/routes';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { callApi } from '../../../shared/api/client';
import { PagedBody } from '../../cms/components/paged-body';
import { usePaged } from '../../cms/lib/use-paged';
import { ScheduleRow } from '../components/schedule-row';
import '../../cms/components/cms.css';
import '../schedule.css';

const PAGE_SIZE = 10;
const TABS = [
  { status: 'all', path: '/meetSchedule' },
  { status: 'notStarted', path: '/meetSchedule/notStarted' },
  { status: 'ended', path: '/meetSchedule/ended' },
] as const;
type Status = (typeof TABS)[number]['status'];

/** The tab an address names: /meetSchedule and its two aliases (§2). */
export function statusOf(pathname: string): Status {
  const tail = pathname.replace(/\/+$/, '').split('/').pop();
  return tail === 'notStarted' || tail === 'ended' ? tail : 'all';
}

/** /meetSchedule: the conferences the user registered for, all, not started or ended. */
export default function MeetSchedule() {
  const { t } = useTranslation('schedule');
  const status = statusOf(useLocation().pathname);
  const fetchPage = useCallback(
    (page: number, signal: AbortSignal) =>
      callApi(scheduleList, { status, page, pageSize: PAGE_SIZE }, { signal, silent: page === 1 }),
    [status],
  );
  const list = usePaged(status, fetchPage);
  return (
    <div className="sc-page">
      <nav className="sc-tabs" aria-label={t('list.tabs')}>
        {TABS.map((tab) => (
          <NavLink
            key={tab.status}
            to={tab.path}
            end
            className={({ isActive }) => `sc-tab${isActive ? ' sc-tab--active' : ''}`}
          >
            {t(`list.${tab.status}`)}
          </NavLink>
        ))}
      </nav>
      <PagedBody
        list={list}
        className="sc-list"
        testId="schedule-list"
        skeletonRows={5}
        empty={{
          title: t(`list.empty.${status}`),
          action: { to: routeById.meetingList!.path, label: t('list.findMeetings') },
        }}
        row={(e) => <ScheduleRow key={e.registrationId} entry={e} />}
      />
    </div>
  );
}
