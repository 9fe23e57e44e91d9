import { Code } from '@app/contract/codes';
import { paperMine, reviewConfig } from '@app/contract/meta/contribution';
import { meetingHome } from '@app/contract/meta/meeting';
import { href, routeById } from '@app/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCall } from '../../../shared/api/use-call';
import { ListSkeleton } from '../../cms/components/list-skeleton';
import { StatusPanel } from '../../cms/components/status-panel';
import { formatDate, formatDateTime, type Lang } from '../../cms/lib/format';
import { Opinions } from '../components/opinions';
import { PaperEditor } from '../components/paper-editor';
import { parseId } from '../lib/parse-id';
import '../../cms/components/cms.css';
import '../../../shared/ui/form.css';
import '../contribution.css';

/**
 * /attendees/paperSubmit/:id (the conference): the paper form. A window that is not open yet or
 * has closed, and a paper already submitted, are shown before anything is typed; a paper staff
 * sent back opens with their opinions and is resubmitted.
 */
export default function PaperSubmit() {
  const { t, i18n } = useTranslation('contribution');
  const lang = i18n.language as Lang;
  const id = parseId(useParams().id);
  const input = id === null ? null : { id };
  const home = useCall(meetingHome, input, { silent: true });
  const mine = useCall(paperMine, input, { silent: true });
  const config = useCall(reviewConfig, {}, { silent: true });

  if (id === null || home.error?.code === Code.NOT_FOUND) {
    return (
      <div className="ct-page">
        <StatusPanel
          kind="notFound"
          title={t('submit.noMeeting')}
          action={
            <Link className="cms-btn cms-btn--ghost" to={routeById.meetingList!.path}>
              {t('submit.toMeetings')}
            </Link>
          }
        />
      </div>
    );
  }
  const failed = home.error ?? mine.error ?? config.error;
  if (failed) {
    const retry = () => {
      for (const c of [home, mine, config]) if (c.error) c.reload();
    };
    return (
      <div className="ct-page">
        <StatusPanel kind="error" description={failed.codeMsg} onRetry={retry} />
      </div>
    );
  }
  if (!home.data || mine.data === undefined || !config.data) {
    return (
      <div className="ct-page" aria-busy="true">
        <ListSkeleton rows={6} thumb={false} />
      </div>
    );
  }
  const { meeting, submission } = home.data;
  const paper = mine.data;
  const reload = () => {
    home.reload();
    mine.reload();
  };
  const head = (
    <header className="ct-head">
      <p className="ct-head__kicker">{t('submit.kicker')}</p>
      <h1>{meeting.title}</h1>
      {submission.deadline ? (
        <p className="ct-head__meta">{t('submit.deadline', { at: formatDateTime(submission.deadline, lang) })}</p>
      ) : null}
    </header>
  );

  if (paper && !paper.editable) {
    return (
      <div className="ct-page">
        {head}
        <StatusPanel
          kind="empty"
          title={t('submit.already', { status: t(`status.${paper.status}`) })}
          description={paper.title}
          action={
            <Link className="cms-btn" to={href(routeById.paperDetail!.path, { id: paper.id })}>
              {t('submit.viewPaper')}
            </Link>
          }
        />
      </div>
    );
  }
  const revising = paper?.status === 'revision_requested';
  // Staff asked for the change, so their request is answered even after the deadline (decision 011).
  if (!revising && submission.state !== 'open') {
    const notOpen = submission.state === 'notOpen';
    return (
      <div className="ct-page">
        {head}
        <div className="ct-window" role="status" data-testid="window-state">
          <strong>{notOpen ? t('window.notOpen') : t('window.closed')}</strong>
          <span>
            {notOpen
              ? submission.openAt
                ? t('window.opensAt', { at: formatDateTime(submission.openAt, lang) })
                : t('window.notOpenDesc')
              : submission.deadline
                ? t('window.closedAt', { at: formatDateTime(submission.deadline, lang) })
                : t('window.closedDesc')}
          </span>
          <Link className="ct-btn" to={href(routeById.meetingDetail!.path, { id })}>
            {t('window.toMeeting')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="ct-page">
      {head}
      {revising ? (
        <p className="ct-notice" role="status">
          {t('submit.revising')}
        </p>
      ) : paper ? (
        <p className="ct-notice" role="status">
          {t('submit.draftFrom', { at: formatDate(paper.updatedAt, lang) })}
        </p>
      ) : null}
      {paper ? <Opinions opinions={paper.opinions} /> : null}
      <PaperEditor
        // A new paper state (e.g. after a refusal) starts the form from what the server holds.
        key={`${paper?.id ?? 'new'}-${paper?.status ?? ''}`}
        meetingId={id}
        paper={paper}
        maxMb={submission.paperMaxMb}
        maxFields={config.data.maxFields}
        fields={config.data.fields}
        titles={config.data.titles}
        onStale={reload}
      />
    </div>
  );
}
