import { Code } from '@app/contract/codes';
import { noticeView } from '@app/contract/meta/meeting';
import { href, routeById } from '@app/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCall } from '../../../shared/api/use-call';
import { ListSkeleton } from '../../cms/components/list-skeleton';
import { StatusPanel } from '../../cms/components/status-panel';
import { formatDate, type Lang } from '../../cms/lib/format';
import { HtmlContent } from '../components/html-content';
import { parseId } from '../lib/parse-id';
import '../styles';

/** /meet/meetNotice/detail/:id (public): one notice of a conference, with the way to the conference. */
export default function MeetNotice() {
  const { t, i18n } = useTranslation('meeting');
  const lang = i18n.language as Lang;
  const id = parseId(useParams().id);
  const res = useCall(noticeView, id === null ? null : { a: 'meeting', b: String(id) }, { silent: true });
  const n = res.data;

  if (id === null || res.error?.code === Code.NOT_FOUND) {
    return (
      <div className="cms-page">
        <StatusPanel
          kind="notFound"
          title={t('notice.notFound')}
          description={t('notice.notFoundDesc')}
          action={
            <Link className="cms-btn cms-btn--ghost" to={routeById.meetingList!.path}>
              {t('detail.toList')}
            </Link>
          }
        />
      </div>
    );
  }
  if (res.error) return <StatusPanel kind="error" description={res.error.codeMsg} onRetry={res.reload} />;
  if (!n) {
    return (
      <div className="cms-page" aria-busy="true">
        <ListSkeleton rows={6} thumb={false} />
      </div>
    );
  }
  return (
    <div className="cms-page">
      <article className="cms-article">
        <h1 className="cms-article__title">{n.title}</h1>
        <div className="cms-article__meta">
          {n.meetingId !== null && n.meetingTitle ? (
            <Link className="cms-tag" to={href(routeById.meetingDetail!.path, { id: n.meetingId })}>
              {n.meetingTitle}
            </Link>
          ) : null}
          <time dateTime={n.publishedAt}>{t('notice.published', { date: formatDate(n.publishedAt, lang) })}</time>
        </div>
        <HtmlContent html={n.content} testId="notice-content" />
      </article>
      {n.meetingId !== null ? (
        <div className="mt-after">
          <Link className="ui-btn ui-btn-primary" to={href(routeById.meetingDetail!.path, { id: n.meetingId })}>
            {t('notice.toMeeting')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
