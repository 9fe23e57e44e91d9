import { Code } from '@app/contract/codes';
import { zDialogContent } from '@app/contract/calls/meeting';
import { dialogIndex, dialogSend } from '@app/contract/meta/meeting';
import { href, routeById } from '@app/contract/routes';
import { Button } from 'antd-mobile';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError, callApi } from '../../../shared/api/client';
import { useCall } from '../../../shared/api/use-call';
import { ListSkeleton } from '../../cms/components/list-skeleton';
import { StatusPanel } from '../../cms/components/status-panel';
import { formatDate, type Lang } from '../../cms/lib/format';
import { MeetingPicker } from '../components/meeting-picker';
import { formatTime } from '../lib/time';
import { parseId } from '../lib/parse-id';
import '../../passport/passport.css';
import '../styles';

/** Staff replies show up without a reload: the thread is fetched again this often while visible. */
export const CONSULT_POLL_MS = 15_000;
const MAX = 1000;

/**
 * /meet/consult?meetingId=… (login): the user's questions to the conference staff and their
 * answers, oldest first so the newest is at the bottom next to the send box.
 */
export default function MeetConsult() {
  const { t } = useTranslation('meeting');
  const [search] = useSearchParams();
  const raw = search.get('meetingId');
  const id = parseId(raw);

  if (raw === null) {
    return (
      <MeetingPicker
        title={t('consult.pickTitle')}
        hint={t('consult.pickHint')}
        linkTo={(meetingId) => `${routeById.meetConsult!.path}?meetingId=${meetingId}`}
      />
    );
  }
  if (id === null) return <NotFound />;
  return <Thread id={id} />;
}

function NotFound() {
  const { t } = useTranslation('meeting');
  return (
    <div className="cms-page">
      <StatusPanel
        kind="notFound"
        title={t('detail.notFound')}
        description={t('detail.notFoundDesc')}
        action={
          <Link className="cms-btn cms-btn--ghost" to={routeById.meetConsult!.path}>
            {t('signUp.pickOther')}
          </Link>
        }
      />
    </div>
  );
}

function Thread({ id }: { id: number }) {
  const { t, i18n } = useTranslation('meeting');
  const lang = i18n.language as Lang;
  const res = useCall(dialogIndex, { id }, { silent: true });
  const [content, setContent] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const endRef = useRef<HTMLDivElement>(null);
  const count = res.data?.list.length ?? 0;
  const { reload } = res;

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') reload();
    }, CONSULT_POLL_MS);
    return () => clearInterval(timer);
  }, [reload]);

  // A new message (sent or received) scrolls into view.
  useEffect(() => {
    if (count) endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  if (res.error?.code === Code.NOT_FOUND) return <NotFound />;
  if (res.error && !res.data) return <StatusPanel kind="error" description={res.error.codeMsg} onRetry={reload} />;
  if (!res.data) {
    return (
      <div className="cms-page" aria-busy="true">
        <ListSkeleton rows={4} thumb={false} />
      </div>
    );
  }
  const d = res.data;

  const send = async (ev: FormEvent) => {
    ev.preventDefault();
    const check = zDialogContent.safeParse(content);
    if (!check.success) {
      const tooLong = content.trim().length > MAX;
      return setError(tooLong ? t('consult.tooLong', { max: MAX }) : t('consult.empty'));
    }
    setBusy(true);
    try {
      await callApi(dialogSend, { id, content: check.data }, { expect: [Code.INVALID_INPUT, Code.RATE_LIMITED] });
      setContent('');
      setError(undefined);
      reload();
    } catch (err) {
      if (err instanceof ApiError && err.code !== -1) setError(err.codeMsg);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="cms-page mt-page mt-chat">
      <header className="mt-chat__head">
        <h1 className="mt-chat__title">{t('consult.title')}</h1>
        <Link className="mt-chat__meeting" to={href(routeById.meetingDetail!.path, { id: d.meetingId })}>
          {d.meetingTitle}
        </Link>
        <button type="button" className="mt-chat__refresh" onClick={reload} disabled={res.loading}>
          {res.loading ? t('consult.refreshing') : t('consult.refresh')}
        </button>
      </header>
      <ol className="mt-chat__list" aria-live="polite" data-testid="consult-messages">
        {d.list.length ? null : (
          <li className="mt-chat__empty">
            <StatusPanel kind="empty" title={t('consult.empty0')} description={t('consult.empty0Hint')} compact />
          </li>
        )}
        {d.list.map((msg) => (
          <li key={msg.id} className={msg.fromStaff ? 'mt-msg mt-msg--staff' : 'mt-msg mt-msg--me'}>
            <span className="mt-msg__who">{msg.fromStaff ? t('consult.staff') : t('consult.me')}</span>
            <p className="mt-msg__text">{msg.content}</p>
            <time className="mt-msg__time" dateTime={msg.createdAt}>
              {formatDate(msg.createdAt, lang)} {formatTime(msg.createdAt)}
            </time>
          </li>
        ))}
      </ol>
      <div ref={endRef} />
      <form className="mt-chat__send" onSubmit={send} noValidate>
        <label className="mt-sr" htmlFor="consult-content">
          {t('consult.label')}
        </label>
        <textarea
          id="consult-content"
          className="mt-chat__input"
          rows={2}
          maxLength={MAX * 2}
          value={content}
          placeholder={t('consult.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'consult-content-error' : 'consult-content-count'}
          onChange={(e) => {
            setContent(e.target.value);
            setError(undefined);
          }}
        />
        <Button className="mt-chat__btn" color="primary" type="submit" loading={busy}>
          {t('consult.send')}
        </Button>
        {error ? (
          <p className="pp-field__error mt-chat__error" id="consult-content-error" role="alert">
            {error}
          </p>
        ) : (
          <p className="mt-chat__count" id="consult-content-count">
            {content.trim().length}/{MAX}
          </p>
        )}
      </form>
    </div>
  );
}
