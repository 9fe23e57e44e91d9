import { MAX_PAPER_AUTHORS } from '@app/contract/constants';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuthorForm, emptyAuthor, type PaperErrors } from '../lib/paper-form';
import { AuthorCard, type Option } from './author-card';

interface Props {
  authors: AuthorForm[];
  errors: PaperErrors;
  titles: Option[];
  fields: Option[];
  onChange: (authors: AuthorForm[]) => void;
}

/** The author list: add up to 7, reorder, remove, and exactly one corresponding author (§5). */
export function AuthorList({ authors, errors, titles, fields, onChange }: Props) {
  const { t } = useTranslation('contribution');
  // Keys for new cards, past the ones a saved paper brought (a1…a7).
  const next = useRef(MAX_PAPER_AUTHORS + 1);
  const full = authors.length >= MAX_PAPER_AUTHORS;

  const update = (i: number, patch: Partial<AuthorForm>) =>
    onChange(
      authors.map((a, j) => {
        if (j === i) return { ...a, ...patch };
        // One corresponding author: choosing one clears the others.
        return patch.corresponding ? { ...a, corresponding: false } : a;
      }),
    );
  const move = (i: number, by: -1 | 1) => {
    const list = [...authors];
    const [a] = list.splice(i, 1);
    list.splice(i + by, 0, a!);
    onChange(list);
  };
  const remove = (i: number) => onChange(authors.filter((_, j) => j !== i));
  const add = () => {
    if (full) return;
    onChange([...authors, emptyAuthor(`a${next.current++}`, authors.length === 0)]);
  };

  const listError = errors.authors ?? errors['authors.corresponding'];
  return (
    <section className="ct-section" aria-labelledby="ct-authors-title">
      <div className="ct-section__head">
        <h2 id="ct-authors-title">{t('authors.title')}</h2>
        <span className="ct-section__count">{t('authors.count', { n: authors.length, max: MAX_PAPER_AUTHORS })}</span>
      </div>
      <p className="ct-section__hint">{t('authors.hint')}</p>
      {listError ? (
        <div className="app-field__error ct-list-error" role="alert" data-testid="authors-error">
          {listError}
        </div>
      ) : null}
      {authors.map((a, i) => (
        <AuthorCard
          key={a.key}
          author={a}
          index={i}
          count={authors.length}
          errors={errors}
          titles={titles}
          fields={fields}
          onChange={(patch) => update(i, patch)}
          onMove={(by) => move(i, by)}
          onRemove={() => remove(i)}
        />
      ))}
      <button type="button" className="ct-btn ct-btn--dashed" onClick={add} disabled={full}>
        {full ? t('authors.full', { max: MAX_PAPER_AUTHORS }) : t('authors.add')}
      </button>
    </section>
  );
}
