import type { CallOutput } from '@app/contract/call';
import { homeLoad, picsBatch } from '@app/contract/meta/cms';
import { href, routeById } from '@app/contract/routes';
import i18next from 'i18next';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../shared/api/use-call';
import { ArticleRow } from '../../cms/components/article-row';
import { JournalRow } from '../../cms/components/journal-row';
import { MeetingRow } from '../../cms/components/meeting-row';
import { StatusPanel } from '../../cms/components/status-panel';
import { Banner } from '../components/banner';
import { HomeSkeleton } from '../components/home-skeleton';
import { NewsTabs } from '../components/news-tabs';
import { MentorStrip, TalentRow } from '../components/people';
import { PicLink } from '../components/pic-link';
import { Section } from '../components/section';
import { TaskRow } from '../components/task-row';
import '../components/home.css';

// The app preloads a screen's own namespace with its chunk; the rows shared with the content
// screens speak 'cms', so start that too as soon as this chunk runs (not when it first renders).
void i18next.loadNamespaces('cms');

/** Both picture slots in one call (§7 pics/batch takes a comma list). */
const SLOTS = { slots: 'home_banner,home_ad' };
const path = (id: string) => routeById[id]!.path;

/** Home (route '/'): banner, news by category, then one block per kind of content (§3 home data). */
export default function Home() {
  const { t } = useTranslation(['home', 'cms']);
  // Silent: a failed block shows its own error state; one toast per failed call would pile up.
  const pics = useCall(picsBatch, SLOTS, { silent: true });
  const home = useCall(homeLoad, {}, { silent: true });
  const d = home.data;
  const more = (to: string) => ({ to, label: t('more') });
  const ads = pics.data?.home_ad ?? [];

  return (
    <div className="hm-page">
      <Banner pics={pics.loading ? undefined : (pics.data?.home_banner ?? [])} label={t('banner')} />
      {home.loading && !d ? <HomeSkeleton /> : null}
      {home.error && !d ? (
        <StatusPanel kind="error" title={t('error.title')} description={t('error.desc')} onRetry={home.reload} />
      ) : null}
      {d ? (
        <>
          <section className="hm-section hm-section--flush" aria-label={t('news.title')} data-testid="section-news">
            <Suspense fallback={null}>
              <NewsTabs heads={d.cms_head} />
            </Suspense>
          </section>
          <Section
            id="top"
            title={t('top.title')}
            empty={!d.cms_top.length}
            emptyText={t('top.empty')}
            more={more(href(path('categoryList'), { id: 'all' }))}
          >
            {d.cms_top.slice(0, 5).map((a) => (
              <ArticleRow key={a.id} article={a} withSummary />
            ))}
          </Section>
          {ads.length ? (
            <div className="hm-ads">
              {ads.slice(0, 2).map((p) => (
                <PicLink key={p.id} link={p.link} label={p.title} className="hm-ads__item">
                  <img src={p.image} alt={p.title} width={750} height={300} loading="lazy" decoding="async" />
                </PicLink>
              ))}
            </div>
          ) : null}
          <Section
            id="meetings"
            title={t('meetings.title')}
            empty={!d.meetings.length}
            emptyText={t('meetings.empty')}
            more={more(path('meetingList'))}
          >
            {d.meetings.slice(0, 4).map((m) => (
              <MeetingRow key={m.id} meeting={m} />
            ))}
          </Section>
          <Section
            id="journals"
            title={t('journals.title')}
            empty={!d.journals.length}
            emptyText={t('journals.empty')}
            more={more(path('sciList'))}
          >
            {d.journals.slice(0, 5).map((j) => (
              <JournalRow key={j.id} journal={j} />
            ))}
          </Section>
          <Section id="hot" title={t('hot.title')} empty={!d.cms_hot.length} emptyText={t('hot.empty')}>
            {d.cms_hot.slice(0, 8).map((a, i) => (
              <ArticleRow key={a.id} article={a} rank={i + 1} />
            ))}
          </Section>
          <Section
            id="tasks"
            title={t('tasks.title')}
            empty={!d.tasks.length}
            emptyText={t('tasks.empty')}
            more={more(path('prTaskList'))}
          >
            {d.tasks.slice(0, 4).map((task) => (
              <TaskRow key={task.id} task={task} />
            ))}
          </Section>
          <Section
            id="talents"
            title={t('talents.title')}
            empty={!jobs(d).length}
            emptyText={t('talents.empty')}
            more={more(path('talentCooperation'))}
          >
            {jobs(d).map((job) => (
              <TalentRow key={job.id} job={job} />
            ))}
          </Section>
          <Section
            id="mentors"
            title={t('mentors.title')}
            empty={!d.mentors.length}
            emptyText={t('mentors.empty')}
            more={more(path('talentCooperation'))}
          >
            <MentorStrip mentors={d.mentors.slice(0, 10)} />
          </Section>
        </>
      ) : null}
    </div>
  );
}

/** Jobs for the home block: pinned ones first, then the home list, without repeats. */
function jobs(d: CallOutput<typeof homeLoad>) {
  const seen = new Set<number>();
  return [...d.talents.tops, ...d.talents.home, ...d.talents.list]
    .filter((j) => !seen.has(j.id) && seen.add(j.id))
    .slice(0, 4);
}
