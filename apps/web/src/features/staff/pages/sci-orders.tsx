import { ORDER_STATUSES } from '@app/contract/calls/order';
import { staffSciList } from '@app/contract/meta/sci';
import { SCI_PROGRESS, SCI_SERVICE_TYPES, type TSciProgress, type TSciServiceType } from '@app/contract/sci-services';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatYuan } from '../../cms/lib/format';
import { KeywordSearch, StaffList } from '../components/staff-list';
import { formatBeijing } from '../lib/beijing-time';
import { readPage, writeParams } from '../lib/list-query';
import { decodeText } from '../lib/format';
import { useStaffCall } from '../lib/staff-api';

const PAGE_SIZE = 20;
type PayStatus = (typeof ORDER_STATUSES)[number];

export const SCI_TAG: Record<TSciProgress, 'default' | 'primary' | 'success' | 'warning' | 'danger'> = {
  pending: 'default',
  submitted: 'primary',
  reviewing: 'primary',
  revision: 'warning',
  resubmitted: 'primary',
  accepted: 'success',
  rejected: 'danger',
  withdrawn: 'default',
};

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | null =>
  v && (list as readonly string[]).includes(v) ? (v as T) : null;

/** The list's filters live in the address, so a refresh or the back link keeps them. */
function readQuery(p: URLSearchParams) {
  return {
    page: readPage(p),
    q: (p.get('q') ?? '').slice(0, 50),
    progress: oneOf(SCI_PROGRESS, p.get('progress')),
    pay: oneOf<PayStatus>(ORDER_STATUSES, p.get('pay')),
    type: oneOf<TSciServiceType>(SCI_SERVICE_TYPES, p.get('type')),
  };
}
type Query = ReturnType<typeof readQuery>;

function Chips<S extends string>(props: {
  label: string;
  values: readonly S[];
  value: S | null;
  name: (s: S) => string;
  onChange: (s: S | null) => void;
}) {
  const { t } = useTranslation('sci');
  const chip = (s: S | null) => (
    <button
      key={s ?? 'all'}
      type="button"
      className={props.value === s ? 'stf-chip is-active' : 'stf-chip'}
      aria-pressed={props.value === s}
      onClick={() => props.onChange(s)}
    >
      {s ? props.name(s) : t('staff.all')}
    </button>
  );
  return (
    <fieldset className="stf-chips stf-chips-tall" aria-label={props.label}>
      {chip(null)}
      {props.values.map(chip)}
    </fieldset>
  );
}

/** /staff/sci: SCI orders, newest change first, by progress, payment, service and keyword. */
export default function SciOrders() {
  const { t } = useTranslation('sci');
  const [params, setParams] = useSearchParams();
  const q = readQuery(params);
  const list = useStaffCall(staffSciList, {
    page: q.page,
    pageSize: PAGE_SIZE,
    keyword: q.q || undefined,
    progress: q.progress ?? undefined,
    payStatus: q.pay ?? undefined,
    type: q.type ?? undefined,
  });
  const go = (next: Partial<Query>) => setParams(writeParams({ ...q, page: 1, ...next }));
  const back = encodeURIComponent(params.toString());

  const filters = (
    <>
      <Chips
        label={t('staff.progress')}
        values={SCI_PROGRESS}
        value={q.progress}
        name={(s) => t(`progress.${s}`)}
        onChange={(progress) => go({ progress })}
      />
      <Chips
        label={t('staff.payStatus')}
        values={ORDER_STATUSES}
        value={q.pay}
        name={(s) => t(`pay.${s}`)}
        onChange={(pay) => go({ pay })}
      />
      <Chips
        label={t('staff.type')}
        values={SCI_SERVICE_TYPES}
        value={q.type}
        name={(s) => t(`type.${s}.name`)}
        onChange={(type) => go({ type })}
      />
      <KeywordSearch value={q.q} label={t('staff.search')} onSearch={(v) => go({ q: v })} />
    </>
  );

  return (
    <StaffList
      title={t('staff.title')}
      filters={filters}
      list={list}
      empty={t('staff.empty')}
      page={q.page}
      pageSize={PAGE_SIZE}
      onPage={(page) => go({ page })}
    >
      {list.data?.list.map((o) => (
        <li key={o.id} className="stf-item" data-testid="staff-sci-item">
          <div className="stf-item-body">
            <Link to={`/staff/sci/${o.id}${back ? `?from=${back}` : ''}`} className="stf-item-title">
              {decodeText(o.title)}
            </Link>
            <div className="stf-item-meta">
              <span>{o.orderNo}</span>
              <span>{decodeText(o.journal.name)}</span>
              <span>{o.userName}</span>
              <span>
                {t(`type.${o.type}.name`)} · {formatYuan(o.amountFen, 'zh')}
              </span>
              <span>{t(`pay.${o.payStatus}`)}</span>
              <span>{formatBeijing(o.updatedAt)}</span>
            </div>
          </div>
          <Tag color={SCI_TAG[o.progress]} fill="outline">
            {t(`progress.${o.progress}`)}
          </Tag>
        </li>
      ))}
    </StaffList>
  );
}
