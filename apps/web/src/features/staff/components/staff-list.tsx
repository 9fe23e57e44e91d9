import { SearchBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { ApiError } from '../../../shared/api/client';
import { ListState } from './list-state';
import { Pager } from './pager';

interface ListCall {
  loading: boolean;
  error?: ApiError;
  data?: { list: readonly unknown[]; total: number };
  reload: () => void;
}

interface Props {
  title: string;
  /** The controls of the filter card, in the order the page shows them. */
  filters: ReactNode;
  list: ListCall;
  empty: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The `<li>` rows; only shown once the list has loaded and is not empty. */
  children: ReactNode;
}

/**
 * The frame of a paged console list: heading, filter card, the load states, the rows and the pager.
 * Each page keeps its own filters in the address and its own row, so only the frame is shared.
 */
export function StaffList({ title, filters, list, empty, page, pageSize, onPage, children }: Props) {
  return (
    <div className="stf-page">
      <div className="stf-page-head">
        <h1 className="stf-h1">{title}</h1>
      </div>
      <div className="stf-card stf-filters">{filters}</div>
      <ListState state={list} empty={empty} isEmpty={list.data?.list.length === 0}>
        <ul className="stf-card stf-list">{children}</ul>
        <Pager page={page} pageSize={pageSize} total={list.data?.total ?? 0} onPage={onPage} />
      </ListState>
    </div>
  );
}

/**
 * The keyword box of a list. Keyed by the value so a back or forward navigation that changes the
 * address also resets the (uncontrolled) box; the keyword is searched trimmed, a clear searches ''.
 */
export function KeywordSearch({
  value,
  label,
  onSearch,
}: {
  value: string;
  label: string;
  onSearch: (q: string) => void;
}) {
  return (
    <SearchBar
      key={value}
      defaultValue={value}
      placeholder={label}
      aria-label={label}
      onSearch={(v) => onSearch(v.trim())}
      onClear={() => onSearch('')}
    />
  );
}
