import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KEYWORD_MAX } from '../../lib/search-keyword';
import './search.css';

interface Props {
  initial: string;
  /** Whatever was typed; the screen validates it. */
  onSearch: (raw: string) => void;
  hint?: string;
}

/** The search box: a real form, so the keyboard's search key submits it. */
export function SearchForm({ initial, onSearch, hint }: Props) {
  const { t } = useTranslation('cms');
  const [value, setValue] = useState(initial);
  // A new ?q= (e.g. from the top-nav search while this page is open) replaces what is typed.
  useEffect(() => setValue(initial), [initial]);
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for the phones we serve (iOS < 17); the role works everywhere
    <form
      className="cms-search"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(value);
      }}
    >
      <div className="cms-search__box">
        <svg className="cms-search__icon" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5 20 20" />
        </svg>
        <input
          className="cms-search__input"
          type="search"
          name="q"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={KEYWORD_MAX * 2}
          value={value}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          aria-invalid={hint ? true : undefined}
          aria-describedby={hint ? 'cms-search-hint' : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
      </div>
      <button type="submit" className="cms-search__submit">
        {t('search.submit')}
      </button>
      {hint ? (
        <p className="cms-search__hint" id="cms-search-hint" role="alert">
          {hint}
        </p>
      ) : null}
    </form>
  );
}
