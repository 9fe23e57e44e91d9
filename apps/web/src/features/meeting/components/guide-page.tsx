import { Code } from '@app/contract/codes';
import { noticeView } from '@app/contract/meta/meeting';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../shared/api/use-call';
import { formatDate, type Lang } from '../../cms/lib/format';
import { HtmlContent } from './html-content';
import { MeetingCard } from './meeting-card';

export type GuideKey = 'siteGuide' | 'submitGuide' | 'cultivation';

interface Section {
  title: string;
  paragraphs?: string[];
  steps?: string[];
  items?: string[];
}

/**
 * A guide page: our own text (namespace `meeting`, key `guide.<key>`), then, when staff have
 * published a site page under the same key (/service/visitor/notice/view/site/<key>), that page
 * as the latest word from the organisers. The written guide never waits for the call.
 */
export function GuidePage({ page, actions }: { page: GuideKey; actions?: ReactNode }) {
  const { t, i18n } = useTranslation('meeting');
  const lang = i18n.language as Lang;
  const sections = t(`guide.${page}.sections`, { returnObjects: true }) as Section[];
  // Not published is normal (no toast, no panel): the written guide stands alone.
  const extra = useCall(noticeView, { a: 'site', b: page }, { silent: true, expect: [Code.NOT_FOUND] });
  return (
    <div className="cms-page mt-page">
      <article className="mt-guide">
        <h1 className="mt-guide__title">{t(`guide.${page}.title`)}</h1>
        <p className="mt-guide__lead">{t(`guide.${page}.lead`)}</p>
        {Array.isArray(sections)
          ? sections.map((s) => (
              <section key={s.title} className="mt-guide__section">
                <h2>{s.title}</h2>
                {s.paragraphs?.map((p) => (
                  <p key={p}>{p}</p>
                ))}
                {s.steps ? (
                  <ol>
                    {s.steps.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ol>
                ) : null}
                {s.items ? (
                  <ul>
                    {s.items.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))
          : null}
      </article>
      {extra.data ? (
        <MeetingCard
          titleId="mt-guide-extra"
          title={t('guide.fromOrganisers')}
          className="mt-guide__extra"
          testId="guide-extra"
        >
          <h3 className="mt-guide__extra-title">{extra.data.title}</h3>
          <p className="mt-muted">{t('notice.published', { date: formatDate(extra.data.publishedAt, lang) })}</p>
          <HtmlContent html={extra.data.content} />
        </MeetingCard>
      ) : null}
      {actions ? <div className="mt-after">{actions}</div> : null}
    </div>
  );
}
