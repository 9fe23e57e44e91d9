import type { TMeetingHome } from '@app/contract/calls/meeting';
import { Code } from '@app/contract/codes';
import { meetingHome } from '@app/contract/meta/meeting';
import { href, routeById } from '@app/contract/routes';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCall } from '../../../shared/api/use-call';
import { StatusPanel } from '../../cms/components/status-panel';
import { CategoryList } from '../components/category-list';
import { CollectButton } from '../components/collect-button';
import { MeetingLoading, MeetingNotFound } from '../components/meeting-fallback';
import { MeetingHero } from '../components/meeting-hero';
import { NoticeList } from '../components/notice-list';
import { WindowLine } from '../components/window-line';
import { parseId } from '../lib/parse-id';
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
  const id = parseId(useParams().id);
  const res = useCall(meetingHome, id === null ? null : { id }, { silent: true });
  const d = res.data;

  if (id === null || res.error?.code === Code.NOT_FOUND) {
    return <MeetingNotFound title={t('detail.notFound')} description={t('detail.notFoundDesc')} />;
  }
  if (res.error) return <StatusPanel kind="error" description={res.error.codeMsg} onRetry={res.reload} />;
  if (!d) return <MeetingLoading />;
  const m = d.meeting;
  return (
    <div className="cms-page mt-page mt-page--actions">
      <MeetingHero meeting={m} />
      <MyStatus me={d.me} />
      <section className="mt-card" aria-labelledby="mt-windows">
        <h2 className="mt-card__title" id="mt-windows">
          {t('detail.windows')}
        </h2>
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
      </section>
      <section className="mt-card" aria-labelledby="mt-cats">
        <h2 className="mt-card__title" id="mt-cats">
          {t('detail.categories')}
        </h2>
        <CategoryList categories={d.categories} />
      </section>
      <section className="mt-card" aria-labelledby="mt-notices">
        <h2 className="mt-card__title" id="mt-notices">
          {t('detail.notices')}
        </h2>
        <NoticeList notices={d.notices} />
      </section>
      <section className="mt-card" aria-labelledby="mt-about">
        <h2 className="mt-card__title" id="mt-about">
          {t('detail.about')}
        </h2>
        {m.description ? <p className="mt-text">{m.description}</p> : <p className="mt-muted">{t('detail.noAbout')}</p>}
        {d.isAnnual ? (
          <Link className="mt-inline-link" to={path('annualMeeting', { id: m.id })}>
            {t('detail.annualPage')}
          </Link>
        ) : null}
      </section>
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
