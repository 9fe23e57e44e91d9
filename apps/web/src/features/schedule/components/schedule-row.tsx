import type { CallOutput } from '@app/contract/call';
import type { scheduleList } from '@app/contract/meta/meeting';
import { href, routeById } from '@app/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateRange, type Lang } from '../../cms/lib/format';

type Entry = CallOutput<typeof scheduleList>['list'][number];

/** One registered conference: dates, place, category, order and check-in state; opens its e-ticket. */
export function ScheduleRow({ entry }: { entry: Entry }) {
  const { t, i18n } = useTranslation('schedule');
  const lang = i18n.language as Lang;
  const m = entry.meeting;
  const state = entry.checkedInAt ? 'checkedIn' : entry.orderStatus === 'paid' ? 'ready' : entry.orderStatus;
  return (
    <Link
      className="sc-row"
      to={href(routeById.meetScheduleDetail!.aliases![0]!, { id: entry.registrationId })}
      data-testid="schedule-row"
    >
      <div className="sc-row__date" aria-hidden="true">
        <span>{m.startDate.slice(5, 7)}</span>
        <strong>{m.startDate.slice(8, 10)}</strong>
      </div>
      <div className="sc-row__body">
        <div className="sc-row__title">{m.title}</div>
        <div className="sc-row__meta">
          <span>{formatDateRange(m.startDate, m.endDate, lang)}</span>
          {m.city ? <span>{m.city}</span> : null}
        </div>
        <div className="sc-row__tags">
          <span className="sc-tag">{entry.categoryName}</span>
          <span className={`sc-state sc-state--${state}`}>{t(`state.${state}`, { defaultValue: state })}</span>
        </div>
      </div>
    </Link>
  );
}
