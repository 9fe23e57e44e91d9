import type { TMeeting } from '@app/contract/calls/cms';
import { href, routeById } from '@app/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatDateRange, type Lang } from '../lib/format';
import './cms.css';

/** A conference: cover, title, dates, city and field; opens the conference detail. */
export function MeetingRow({ meeting }: { meeting: TMeeting }) {
  const { t, i18n } = useTranslation('cms');
  const lang = i18n.language as Lang;
  const to = href(routeById.meetingDetail!.path, { id: meeting.id });
  return (
    <Link to={to} className="cms-row cms-row--media" data-testid="meeting-row">
      <img
        className="cms-row__cover"
        src={meeting.cover}
        alt=""
        width={120}
        height={72}
        loading="lazy"
        decoding="async"
      />
      <div className="cms-row__body">
        <div className="cms-row__title">{meeting.title}</div>
        <div className="cms-row__meta">
          <span>{formatDateRange(meeting.startDate, meeting.endDate, lang)}</span>
          {meeting.city ? <span>{meeting.city}</span> : null}
        </div>
        <div className="cms-row__tags">
          {meeting.field ? (
            <span className="cms-tag">{t(`field.${meeting.field}`, { defaultValue: meeting.field })}</span>
          ) : null}
          {meeting.submitDeadline ? (
            <span className="cms-row__note">
              {t('meeting.deadline', { date: formatDate(meeting.submitDeadline, lang) })}
            </span>
          ) : null}
        </div>
      </div>
    </Link>
  );
}
