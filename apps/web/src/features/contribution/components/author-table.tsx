import type { TPaperDetail } from '@app/contract/calls/contribution';
import { useTranslation } from 'react-i18next';
import type { Option } from './author-card';

const FIELDS = ['name', 'email', 'phone', 'title', 'affiliation', 'country', 'address', 'field'] as const;

/** The authors in their order, every §3 field, the corresponding author marked. */
export function AuthorTable({
  authors,
  titles,
  fields,
}: {
  authors: TPaperDetail['authors'];
  titles: Option[];
  fields: Option[];
}) {
  const { t } = useTranslation('contribution');
  const labelOf = (list: Option[], v: string) => list.find((o) => o.value === v)?.label ?? v;
  const value = (a: TPaperDetail['authors'][number], f: (typeof FIELDS)[number]) =>
    f === 'phone'
      ? a.phone && `+${a.countryCode} ${a.phone}`
      : f === 'title'
        ? labelOf(titles, a.title)
        : f === 'field'
          ? labelOf(fields, a.field)
          : a[f];
  return (
    <section className="ct-card" aria-labelledby="ct-detail-authors">
      <h2 id="ct-detail-authors">{t('authors.title')}</h2>
      <ol className="ct-author-list">
        {[...authors]
          .sort((x, y) => x.position - y.position)
          .map((a) => (
            <li key={a.position} data-testid="author-item">
              <div className="ct-author-list__head">
                <span className="ct-author__no">{t('author.heading', { n: a.position })}</span>
                <strong>{a.nameEn || t('detail.noName')}</strong>
                {a.corresponding ? <span className="ct-badge ct-badge--corr">{t('author.corresponding')}</span> : null}
              </div>
              <dl>
                {FIELDS.map((f) => {
                  const v = value(a, f);
                  return v ? (
                    <div key={f}>
                      <dt>{t(`author.${f}`)}</dt>
                      <dd>{v}</dd>
                    </div>
                  ) : null;
                })}
              </dl>
            </li>
          ))}
      </ol>
    </section>
  );
}
