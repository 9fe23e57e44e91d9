import type { TOption } from '@app/contract/calls/common';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CITY_MAX, type FilterProblem, type ListFilters, moreCount, type When } from '../lib/list-filters';
import '../../cms/components/search/search.css';

interface Props {
  filters: ListFilters;
  /** Research fields (option list `domains`); undefined while loading. */
  fields?: TOption[];
  problems: Partial<Record<'q' | 'city' | 'to', FilterProblem>>;
  onChange: (next: Partial<ListFilters>) => void;
}

const WHEN: When[] = ['all', 'upcoming', 'past'];

/**
 * Search box, research-field chips and, behind "more filters", place, dates and time of the
 * conference list. Each rule a value breaks is said under its own control.
 */
export function MeetingFilters({ filters, fields, problems, onChange }: Props) {
  const { t } = useTranslation('meeting');
  const id = useId();
  const [q, setQ] = useState(filters.q);
  // Back and forward change ?q=: the box follows the address.
  useEffect(() => setQ(filters.q), [filters.q]);
  const [open, setOpen] = useState(false);
  const more = moreCount(filters);
  const chips = [{ value: '', label: t('list.allFields') }, ...(fields ?? [])];
  const problem = (k: 'q' | 'city' | 'to') =>
    problems[k] ? t(`list.problem.${problems[k]}`, { max: k === 'city' ? CITY_MAX : 50 }) : undefined;
  const qError = problem('q');

  return (
    <div className="mt-filters">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for the phones we serve (iOS < 17) */}
      <form
        className="cms-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          onChange({ q: q.trim() });
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
            maxLength={100}
            value={q}
            placeholder={t('list.searchPlaceholder')}
            aria-label={t('list.searchLabel')}
            aria-invalid={qError ? true : undefined}
            aria-describedby={qError ? `${id}-q` : undefined}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        <button type="submit" className="cms-search__submit">
          {t('list.search')}
        </button>
        {qError ? (
          <p className="cms-search__hint" id={`${id}-q`} role="alert">
            {qError}
          </p>
        ) : null}
      </form>
      <div className="mt-filter-row">
        <fieldset className="mt-chipset">
          <legend className="mt-sr">{t('list.fieldFilter')}</legend>
          <div className="mt-chips">
            {chips.map((c) => (
              <button
                key={c.value || 'all'}
                type="button"
                className={c.value === filters.field ? 'mt-chip mt-chip--on' : 'mt-chip'}
                aria-pressed={c.value === filters.field}
                onClick={() => onChange({ field: c.value })}
              >
                {c.label}
              </button>
            ))}
            {/* A field from a shared link that the option list does not know still shows as chosen. */}
            {filters.field && fields && !fields.some((f) => f.value === filters.field) ? (
              <button
                type="button"
                className="mt-chip mt-chip--on"
                aria-pressed
                onClick={() => onChange({ field: '' })}
              >
                {filters.field}
              </button>
            ) : null}
          </div>
        </fieldset>
        <button
          type="button"
          className={more ? 'mt-more mt-more--on' : 'mt-more'}
          aria-expanded={open}
          aria-controls={`${id}-more`}
          onClick={() => setOpen((o) => !o)}
        >
          {more ? t('list.moreCount', { count: more }) : t('list.more')}
        </button>
      </div>
      {open || problems.city || problems.to ? (
        <MoreFilters
          id={`${id}-more`}
          filters={filters}
          cityError={problem('city')}
          dateError={problem('to')}
          onApply={(next) => {
            onChange(next);
            setOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}

interface MoreProps {
  id: string;
  filters: ListFilters;
  cityError?: string;
  dateError?: string;
  onApply: (next: Pick<ListFilters, 'city' | 'from' | 'to' | 'when'>) => void;
}

/** Place, date range and time: typed here, applied together. */
function MoreFilters({ id, filters, cityError, dateError, onApply }: MoreProps) {
  const { t } = useTranslation('meeting');
  const [city, setCity] = useState(filters.city);
  const [from, setFrom] = useState(filters.from);
  const [to, setTo] = useState(filters.to);
  const [when, setWhen] = useState<When>(filters.when);
  return (
    <form
      className="mt-more-panel"
      id={id}
      onSubmit={(e) => {
        e.preventDefault();
        onApply({ city: city.trim(), from, to, when });
      }}
    >
      <div className={cityError ? 'mt-mf mt-mf--error' : 'mt-mf'}>
        <label className="mt-mf__label" htmlFor={`${id}-city`}>
          {t('list.city')}
        </label>
        <input
          id={`${id}-city`}
          className="mt-mf__input"
          type="text"
          autoComplete="address-level2"
          maxLength={CITY_MAX * 2}
          placeholder={t('list.cityPlaceholder')}
          value={city}
          aria-invalid={cityError ? true : undefined}
          aria-describedby={cityError ? `${id}-city-error` : undefined}
          onChange={(e) => setCity(e.target.value)}
        />
        {cityError ? (
          <p className="mt-mf__error" id={`${id}-city-error`} role="alert">
            {cityError}
          </p>
        ) : null}
      </div>
      <fieldset className={dateError ? 'mt-mf mt-mf--error' : 'mt-mf'}>
        <legend className="mt-mf__label">{t('list.dates')}</legend>
        <div className="mt-mf__dates">
          <input
            className="mt-mf__input"
            type="date"
            aria-label={t('list.from')}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
          <span aria-hidden="true">–</span>
          <input
            className="mt-mf__input"
            type="date"
            aria-label={t('list.to')}
            value={to}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={dateError ? `${id}-date-error` : undefined}
            onChange={(e) => setTo(e.target.value)}
          />
        </div>
        {dateError ? (
          <p className="mt-mf__error" id={`${id}-date-error`} role="alert">
            {dateError}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="mt-mf">
        <legend className="mt-mf__label">{t('list.when')}</legend>
        <div className="mt-seg">
          {WHEN.map((w) => (
            <label key={w} className={w === when ? 'mt-seg__item mt-seg__item--on' : 'mt-seg__item'}>
              <input type="radio" name={`${id}-when`} value={w} checked={w === when} onChange={() => setWhen(w)} />
              {t(`list.whenOption.${w}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-more-panel__foot">
        <button
          type="button"
          className="cms-btn cms-btn--ghost mt-more-panel__btn"
          onClick={() => onApply({ city: '', from: '', to: '', when: 'all' })}
        >
          {t('list.resetMore')}
        </button>
        <button type="submit" className="cms-btn mt-more-panel__btn">
          {t('list.apply')}
        </button>
      </div>
    </form>
  );
}
