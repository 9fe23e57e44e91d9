import { Code } from '@app/contract/codes';
import { annualIndex } from '@app/contract/meta/meeting';
import { href, routeById } from '@app/contract/routes';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCall } from '../../../shared/api/use-call';
import { StatusPanel } from '../../cms/components/status-panel';
import { MeetingLoading, MeetingNotFound } from '../components/meeting-fallback';
import { MeetingHero } from '../components/meeting-hero';
import { NoticeList } from '../components/notice-list';
import { parseId } from '../lib/parse-id';
import '../styles';

void i18next.loadNamespaces('cms');

/** /annualMeeting/:id (public): an annual meeting's page, with its public sign-up while open. */
export default function AnnualMeeting() {
  const { t } = useTranslation('meeting');
  const id = parseId(useParams().id);
  const res = useCall(annualIndex, id === null ? null : { id }, { silent: true });
  const d = res.data;

  if (id === null || res.error?.code === Code.NOT_FOUND) {
    return <MeetingNotFound title={t('annual.notFound')} description={t('annual.notFoundDesc')} />;
  }
  if (res.error) return <StatusPanel kind="error" description={res.error.codeMsg} onRetry={res.reload} />;
  if (!d) return <MeetingLoading />;
  const m = d.meeting;
  const signPath = href(routeById.annualMeetingSign!.path, { id: m.id });
  return (
    <div className="cms-page mt-page mt-page--actions">
      <MeetingHero meeting={m} />
      <section className="mt-card" aria-labelledby="mt-annual-sign">
        <h2 className="mt-card__title" id="mt-annual-sign">
          {t('annual.signTitle')}
        </h2>
        <p className="mt-window">
          <span className={`mt-badge mt-badge--${d.signState}`}>{t(`window.state.registration.${d.signState}`)}</span>
          <span className="mt-window__when">{t('annual.signedCount', { count: d.signedCount })}</span>
        </p>
        <p className="mt-muted">{t('annual.signHint')}</p>
      </section>
      <section className="mt-card" aria-labelledby="mt-annual-notices">
        <h2 className="mt-card__title" id="mt-annual-notices">
          {t('detail.notices')}
        </h2>
        <NoticeList notices={d.notices} />
      </section>
      <section className="mt-card" aria-labelledby="mt-annual-about">
        <h2 className="mt-card__title" id="mt-annual-about">
          {t('detail.about')}
        </h2>
        {m.description ? <p className="mt-text">{m.description}</p> : <p className="mt-muted">{t('detail.noAbout')}</p>}
        <Link className="mt-inline-link" to={href(routeById.meetingDetail!.path, { id: m.id })}>
          {t('annual.meetingPage')}
        </Link>
      </section>
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
