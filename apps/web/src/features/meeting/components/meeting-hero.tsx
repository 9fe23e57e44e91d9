import type { TMeeting } from '@app/contract/calls/cms';
import { useTranslation } from 'react-i18next';
import { formatDateRange, type Lang } from '../../cms/lib/format';

/** Cover, title, dates, city and field of a conference: the head of its pages. */
export function MeetingHero({ meeting }: { meeting: TMeeting }) {
  const { t, i18n } = useTranslation(['meeting', 'cms']);
  const lang = i18n.language as Lang;
  return (
    <header className="mt-hero">
      {meeting.cover ? (
        <img className="mt-hero__cover" src={meeting.cover} alt="" width={750} height={300} decoding="async" />
      ) : null}
      <div className="mt-hero__body">
        <h1 className="mt-hero__title">{meeting.title}</h1>
        <dl className="mt-facts">
          <div>
            <dt>{t('meeting:hero.dates')}</dt>
            <dd>{formatDateRange(meeting.startDate, meeting.endDate, lang)}</dd>
          </div>
          {meeting.city ? (
            <div>
              <dt>{t('meeting:hero.city')}</dt>
              <dd>{meeting.city}</dd>
            </div>
          ) : null}
          {meeting.field ? (
            <div>
              <dt>{t('meeting:hero.field')}</dt>
              <dd>{t(`cms:field.${meeting.field}`, { defaultValue: meeting.field })}</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </header>
  );
}
