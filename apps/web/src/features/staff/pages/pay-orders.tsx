import type { TOrderKind } from '@app/contract/calls/order';
import type { CallInput } from '@app/contract/call';
import { staffPayOrderList } from '@app/contract/meta/pay';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatYuan } from '../../cms/lib/format';
import { StaffList, KeywordSearch } from '../components/staff-list';
import { formatBeijing } from '../lib/beijing-time';
import { readPage, writeParams } from '../lib/list-query';
import { useStaffCall } from '../lib/staff-api';
import { PAY_KINDS, PAY_STATUSES, PAY_TAG, type PayStatus } from '../lib/pay-status';
import { LabelledSelect } from '../components/option-select';

const PAGE_SIZE = 20;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
type Input = CallInput<typeof staffPayOrderList>;

/** The list's filters live in the address, so a refresh or the back link keeps them. */
function readQuery(p: URLSearchParams) {
  const kind = p.get('kind') as TOrderKind | null;
  const status = p.get('status') as PayStatus | null;
  const day = (k: string) => (DAY.test(p.get(k) ?? '') ? p.get(k)! : '');
  return {
    page: readPage(p),
    q: (p.get('q') ?? '').slice(0, 40),
    kind: kind && PAY_KINDS.includes(kind) ? kind : null,
    status: status && PAY_STATUSES.includes(status) ? status : null,
    from: day('from'),
    to: day('to'),
  };
}
type Query = ReturnType<typeof readQuery>;

/**
 * /staff/pay-orders: orders of every kind, newest first, searched by order number or phone and
 * filtered by kind, state and creation day; a row opens the order (history, voucher, refund).
 */
export default function PayOrders() {
  const { t } = useTranslation('payment');
  const [params, setParams] = useSearchParams();
  const q = readQuery(params);
  const input: Input = {
    page: q.page,
    pageSize: PAGE_SIZE,
    q: q.q,
    kind: q.kind ?? undefined,
    status: q.status ?? undefined,
    from: q.from || undefined,
    to: q.to || undefined,
  };
  const list = useStaffCall(staffPayOrderList, input);
  const go = (next: Partial<Query>) => setParams(writeParams({ ...q, page: 1, ...next }));
  const back = encodeURIComponent(params.toString());
  const rangeError = q.from && q.to && q.from > q.to ? t('staff.rangeError') : null;

  const filters = (
    <>
      <KeywordSearch value={q.q} label={t('staff.search')} onSearch={(v) => go({ q: v })} />
      <div className="stf-filter-row">
        <LabelledSelect
          id="pay-kind"
          label={t('staff.kind')}
          value={q.kind}
          values={PAY_KINDS}
          allText={t('staff.all')}
          text={(k) => t(`kind.${k}`)}
          onChange={(v) => go({ kind: v as TOrderKind | null })}
        />
        <LabelledSelect
          id="pay-status"
          label={t('staff.status')}
          value={q.status}
          values={PAY_STATUSES}
          allText={t('staff.all')}
          text={(s) => t(`status.${s}`)}
          onChange={(v) => go({ status: v as PayStatus | null })}
        />
      </div>
      <div className="stf-filter-row">
        <label className="stf-label" htmlFor="pay-from">
          {t('staff.from')}
        </label>
        <input
          id="pay-from"
          type="date"
          className="stf-select"
          value={q.from}
          onChange={(e) => go({ from: e.target.value })}
        />
        <label className="stf-label" htmlFor="pay-to">
          {t('staff.to')}
        </label>
        <input
          id="pay-to"
          type="date"
          className="stf-select"
          value={q.to}
          onChange={(e) => go({ to: e.target.value })}
          {...(rangeError ? { 'aria-invalid': true, 'aria-describedby': 'pay-range-error' } : {})}
        />
      </div>
      {rangeError ? (
        <div className="stf-error" id="pay-range-error" role="alert">
          {rangeError}
        </div>
      ) : null}
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
        <li key={o.id} className="stf-item" data-testid="staff-pay-order">
          <div className="stf-item-body">
            <Link to={`/staff/pay-orders/${o.id}${back ? `?from=${back}` : ''}`} className="stf-item-title">
              {o.title}
            </Link>
            <div className="stf-item-meta">
              <span>{o.orderNo}</span>
              <span>{t(`kind.${o.kind}`)}</span>
              <span>
                {o.userName}
                {o.userPhone ? ` · ${o.userPhone}` : ''}
              </span>
              <span>{formatBeijing(o.createdAt)}</span>
              <strong>{formatYuan(o.payableFen, 'zh')}</strong>
            </div>
          </div>
          <Tag color={PAY_TAG[o.status]} fill="outline">
            {t(`status.${o.status}`)}
          </Tag>
        </li>
      ))}
    </StaffList>
  );
}
