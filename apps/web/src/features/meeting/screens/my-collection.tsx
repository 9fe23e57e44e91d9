import { collectionList, collectionToggle } from '@app/contract/meta/meeting';
import { href, routeById } from '@app/contract/routes';
import i18next from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { callApi, toast } from '../../../shared/api/client';
import { ListSkeleton } from '../../cms/components/list-skeleton';
import { LoadMore } from '../../cms/components/load-more';
import { MeetingRow } from '../../cms/components/meeting-row';
import { StatusPanel } from '../../cms/components/status-panel';
import { formatDate, type Lang } from '../../cms/lib/format';
import { usePaged } from '../../cms/lib/use-paged';
import '../styles';

void i18next.loadNamespaces('cms');

const TABS = ['meeting', 'sci', 'news', 'literature'] as const;
type Tab = (typeof TABS)[number];
/** Where each kind of content is browsed, for an empty tab's way out. */
const BROWSE: Record<Tab, string> = {
  meeting: routeById.meetingList!.path,
  sci: routeById.sciList!.path,
  news: href(routeById.categoryList!.path, { id: 'all' }),
  literature: routeById.compSearch!.path,
};

/**
 * /myCollection and its aliases /myCollection/{meeting,sci,news,literature} (login): what the
 * user collected, one tab per kind. Conferences are collected from their page; the contract has
 * no collection of journals, news or literature yet, so those tabs say they hold nothing.
 */
export default function MyCollection() {
  const { t } = useTranslation('meeting');
  const seg = useLocation().pathname.split('/')[2] as Tab | undefined;
  const tab: Tab = seg && (TABS as readonly string[]).includes(seg) ? seg : 'meeting';
  return (
    <div className="cms-page mt-page">
      <header className="cms-head">
        <h1 className="cms-head__title">{t('collection.title')}</h1>
      </header>
      <nav className="app-tabs" aria-label={t('collection.tabs')}>
        {TABS.map((k) => (
          <Link
            key={k}
            to={`/myCollection/${k}`}
            replace
            className={k === tab ? 'app-tab app-tab--on' : 'app-tab'}
            aria-current={k === tab ? 'page' : undefined}
          >
            {t(`collection.tab.${k}`)}
          </Link>
        ))}
      </nav>
      {tab === 'meeting' ? (
        <CollectedMeetings />
      ) : (
        <StatusPanel
          kind="empty"
          title={t(`collection.empty.${tab}`)}
          action={
            <Link className="cms-btn" to={BROWSE[tab]}>
              {t(`collection.browse.${tab}`)}
            </Link>
          }
        />
      )}
    </div>
  );
}

function CollectedMeetings() {
  const { t, i18n } = useTranslation('meeting');
  const lang = i18n.language as Lang;
  const list = usePaged('meetings', (page, signal) =>
    callApi(collectionList, { page, pageSize: 10 }, { signal, silent: page === 1 }),
  );
  // Uncollected here: hidden at once, without reloading the pages already shown.
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState<number | null>(null);
  const items = list.items.filter((m) => !removed.has(m.id));

  const uncollect = async (id: number) => {
    setBusy(id);
    try {
      const res = await callApi(collectionToggle, { id });
      if (!res.collected) {
        setRemoved((s) => new Set(s).add(id));
        toast(t('collect.removed'));
      }
    } catch {
      // callApi has shown the failure; the row stays as it was.
    } finally {
      setBusy(null);
    }
  };

  if (list.loading && !list.items.length) return <ListSkeleton rows={5} />;
  if (list.error && !list.items.length) {
    return <StatusPanel kind="error" description={list.error.codeMsg} onRetry={list.retry} />;
  }
  if (list.first && !items.length) {
    return (
      <StatusPanel
        kind="empty"
        title={t('collection.empty.meeting')}
        description={t('collection.emptyHint')}
        action={
          <Link className="cms-btn" to={BROWSE.meeting}>
            {t('collection.browse.meeting')}
          </Link>
        }
      />
    );
  }
  return (
    <div className="cms-list" data-testid="collection-list">
      {items.map((m) => (
        <div key={m.id} className="mt-collected">
          <MeetingRow meeting={m} />
          <div className="mt-collected__foot">
            <span>{t('collection.collectedOn', { date: formatDate(m.collectedAt, lang) })}</span>
            <button
              type="button"
              className="mt-collected__remove"
              disabled={busy === m.id}
              onClick={() => void uncollect(m.id)}
            >
              {t('collection.remove')}
            </button>
          </div>
        </div>
      ))}
      <LoadMore
        hasMore={list.hasMore}
        loading={list.loading}
        failed={!!list.error}
        onLoad={list.error ? list.retry : list.loadMore}
      />
    </div>
  );
}
