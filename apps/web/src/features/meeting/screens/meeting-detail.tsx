import type { TMeetingHome } from '@app/contract/calls/meeting';
import { meetingHome } from '@app/contract/meta/meeting';
import { href, routeById } from '@app/contract/routes';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryList } from '../components/category-list';
import { CollectButton } from '../components/collect-button';
import { MeetingCard } from '../components/meeting-card';
import { MeetingHero } from '../components/meeting-hero';
import { NoticeList } from '../components/notice-list';
import { useMeetingPage } from '../components/use-meeting-page';
import { WindowLine } from '../components/window-line';
import '../styles';

void i18next.loadNamespaces('cms');

const path = (id: string, params: Record<string, number>) => href(routeById[id]!.path, params);

/**
 * /meeting/detail/:id: everything about one conference and the ways into it — register, submit a
 * paper, ask staff. A button appears only when its window is open; otherwise the window's state
 * says why not, before anyone starts typing.
 */
export default function MeetingDetail() {
  const { t } = useTranslation('meeting');
  const page = useMeetingPage(meetingHome, { title: t('detail.notFound'), description: t('detail.notFoundDesc') });
  if (page.fallback) return page.fallback;
  const d = page.data;
  const m = d.meeting;
  return (
    <div className="cms-page mt-page mt-page--actions">
      <MeetingHero meeting={m} />
      <MyStatus me={d.me} />
      <MeetingCard titleId="mt-windows" title={t('detail.windows')}>
        <WindowLine
          kind="registration"
          state={d.registration.state}
          openAt={d.registration.openAt}
          closeAt={d.registration.closeAt}
        />
        <WindowLine
          kind="submission"
          state={d.submission.state}
          openAt={d.submission.openAt}
          closeAt={d.submission.deadline}
        />
        <p className="mt-muted">{t('detail.paperCap', { mb: d.submission.paperMaxMb })}</p>
      </MeetingCard>
      <MeetingCard titleId="mt-cats" title={t('detail.categories')}>
        <CategoryList categories={d.categories} />
      </MeetingCard>
      <MeetingCard titleId="mt-notices" title={t('detail.notices')}>
        <NoticeList notices={d.notices} />
      </MeetingCard>
      <MeetingCard titleId="mt-about" title={t('detail.about')}>
        {m.description ? <p className="mt-text">{m.description}</p> : <p className="mt-muted">{t('detail.noAbout')}</p>}
        {d.isAnnual ? (
          <Link className="mt-inline-link" to={path('annualMeeting', { id: m.id })}>
            {t('detail.annualPage')}
          </Link>
        ) : null}
      </MeetingCard>
      <ActionBar home={d} />
    </div>
  );
}

/** The caller's own registration and paper at this conference, with the way to each. */
function MyStatus({ me }: { me: TMeetingHome['me'] }) {
  const { t } = useTranslation('meeting');
  if (!me || (me.orderId === null && me.paperId === null)) return null;
  return (
    <section className="mt-card mt-mine" aria-label={t('detail.mine')} data-testid="my-status">
      {me.orderId !== null ? (
        <Link className="mt-mine__row" to={path('attendDetail', { id: me.orderId })}>
          <span>{t('detail.myRegistration')}</span>
          <span className={`mt-status mt-status--${me.orderStatus}`}>
            {t(`order.status.${me.orderStatus}`, { defaultValue: me.orderStatus ?? '' })}
          </span>
        </Link>
      ) : null}
      {me.paperId !== null ? (
        <Link className="mt-mine__row" to={path('paperDetail', { id: me.paperId })}>
          <span>{t('detail.myPaper')}</span>
          <span className={`mt-status mt-status--${me.paperStatus}`}>
            {t(`paperStatus.${me.paperStatus}`, { defaultValue: me.paperStatus ?? '' })}
          </span>
        </Link>
      ) : null}
    </section>
  );
}

/** Register, submit and consult: a link when possible, else a disabled label saying why not. */
function ActionBar({ home }: { home: TMeetingHome }) {
  const { t } = useTranslation('meeting');
  const id = home.meeting.id;
  const me = home.me;
  const allFull = home.categories.length > 0 && home.categories.every((c) => c.remaining === 0);

  let register: { to?: string; label: string };
  if (me?.orderId != null) register = { to: path('attendDetail', { id: me.orderId }), label: t('action.viewOrder') };
  else if (home.registration.state !== 'open')
    register = { label: t(`action.registerState.${home.registration.state}`) };
  else if (!home.categories.length) register = { label: t('action.registerNoCategory') };
  else if (allFull) register = { label: t('action.registerFull') };
  else register = { to: path('toSignUp', { id }), label: t('action.register') };

  let submit: { to?: string; label: string };
  if (me?.paperId != null) submit = { to: path('paperDetail', { id: me.paperId }), label: t('action.viewPaper') };
  else if (home.submission.state !== 'open') submit = { label: t(`action.submitState.${home.submission.state}`) };
  else submit = { to: path('paperSubmit', { id }), label: t('action.submit') };

  const consult = `${routeById.meetConsult!.path}?meetingId=${id}`;
  const button = (a: { to?: string; label: string }, primary: boolean, testId: string) =>
    a.to ? (
      <Link className={primary ? 'mt-act mt-act--primary' : 'mt-act'} to={a.to} data-testid={testId}>
        {a.label}
      </Link>
    ) : (
      <span className="mt-act mt-act--off" aria-disabled="true" data-testid={testId}>
        {a.label}
      </span>
    );
  return (
    <nav className="mt-actions" aria-label={t('action.label')}>
      <Link className="mt-act mt-act--icon" to={consult} data-testid="act-consult">
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 5h16v11H9l-5 4z" />
        </svg>
        <span>{t('action.consult')}</span>
      </Link>
      <CollectButton meetingId={id} />
      {button(submit, false, 'act-submit')}
      {button(register, true, 'act-register')}
    </nav>
  );
}
