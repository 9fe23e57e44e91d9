import { annualIndex } from '@app/contract/meta/meeting';
import { href, routeById } from '@app/contract/routes';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MeetingCard } from '../components/meeting-card';
import { MeetingHero } from '../components/meeting-hero';
import { NoticeList } from '../components/notice-list';
import { useMeetingPage } from '../components/use-meeting-page';
import '../styles';

void i18next.loadNamespaces('cms');

/** /annualMeeting/:id (public): an annual meeting's page, with its public sign-up while open. */
export default function AnnualMeeting() {
  const { t } = useTranslation('meeting');
  const page = useMeetingPage(annualIndex, { title: t('annual.notFound'), description: t('annual.notFoundDesc') });
  if (page.fallback) return page.fallback;
  const d = page.data;
  const m = d.meeting;
  const signPath = href(routeById.annualMeetingSign!.path, { id: m.id });
  return (
    <div className="cms-page mt-page mt-page--actions">
      <MeetingHero meeting={m} />
      <MeetingCard titleId="mt-annual-sign" title={t('annual.signTitle')}>
        <p className="mt-window">
          <span className={`mt-badge mt-badge--${d.signState}`}>{t(`window.state.registration.${d.signState}`)}</span>
          <span className="mt-window__when">{t('annual.signedCount', { count: d.signedCount })}</span>
        </p>
        <p className="mt-muted">{t('annual.signHint')}</p>
      </MeetingCard>
      <MeetingCard titleId="mt-annual-notices" title={t('detail.notices')}>
        <NoticeList notices={d.notices} />
      </MeetingCard>
      <MeetingCard titleId="mt-annual-about" title={t('detail.about')}>
        {m.description ? <p className="mt-text">{m.description}</p> : <p className="mt-muted">{t('detail.noAbout')}</p>}
        <Link className="mt-inline-link" to={href(routeById.meetingDetail!.path, { id: m.id })}>
          {t('annual.meetingPage')}
        </Link>
      </MeetingCard>
      <nav className="mt-actions" aria-label={t('action.label')}>
        {d.signState === 'open' ? (
          <Link className="mt-act mt-act--primary" to={signPath} data-testid="act-annual-sign">
            {t('annual.signNow')}
          </Link>
        ) : (
          <span className="mt-act mt-act--off" aria-disabled="true" data-testid="act-annual-sign">
            {t(`action.registerState.${d.signState}`)}
          </span>
        )}
      </nav>
    </div>
  );
}
