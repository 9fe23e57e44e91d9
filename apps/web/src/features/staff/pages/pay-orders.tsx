import type { CallInput } from '@app/contract/call';
import { staffPayOrderList } from '@app/contract/meta/pay';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatYuan } from '../../cms/lib/format';
import { errorProps } from '../components/field';
import { LabelledSelect } from '../components/option-select';
import { KeywordSearch, StaffList } from '../components/staff-list';
import { formatBeijing } from '../lib/beijing-time';
import { isoDay, keyword, oneOf } from '../lib/list-query';
import { PAY_KINDS, PAY_STATUSES, PAY_TAG } from '../lib/pay-status';
import { useStaffCall } from '../lib/staff-api';
import { useListQuery } from '../lib/use-list-query';

const PAGE_SIZE = 20;
type Input = CallInput<typeof staffPayOrderList>;
const QUERY = { q: keyword(40), kind: oneOf(PAY_KINDS), status: oneOf(PAY_STATUSES), from: isoDay, to: isoDay };

/** A creation-day bound: its label, then the browser's date input. */
function DayField({
  id,
  label,
  onChange,
  ...input
}: { id: string; label: string; value: string; onChange: (day: string) => void } & ReturnType<typeof errorProps>) {
  return (
    <>
      <label className="stf-label" htmlFor={id}>
        {label}
      </label>
      <input id={id} type="date" className="stf-select" onChange={(e) => onChange(e.target.value)} {...input} />
    </>
  );
}

/**
 * /staff/pay-orders: orders of every kind, newest first, searched by order number or phone and
 * filtered by kind, state and creation day; a row opens the order (history, voucher, refund).
 */
export default function PayOrders() {
  const { t } = useTranslation('payment');
  const { q, go, bind, pager, detailLink } = useListQuery(QUERY, PAGE_SIZE);
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
  const rangeError = q.from && q.to && q.from > q.to ? t('staff.rangeError') : null;

  const filters = (
    <>
      <KeywordSearch value={q.q} label={t('staff.search')} onSearch={(v) => go({ q: v })} />
      <div className="stf-filter-row">
        <LabelledSelect
          id="pay-kind"
          label={t('staff.kind')}
          allText={t('staff.all')}
          text={(k) => t(`kind.${k}`)}
          {...bind('kind')}
        />
        <LabelledSelect
          id="pay-status"
          label={t('staff.status')}
          allText={t('staff.all')}
          text={(s) => t(`status.${s}`)}
          {...bind('status')}
        />
      </div>
      <div className="stf-filter-row">
        <DayField id="pay-from" label={t('staff.from')} {...bind('from')} />
        <DayField id="pay-to" label={t('staff.to')} {...bind('to')} {...errorProps('pay-range', rangeError)} />
      </div>
      {rangeError ? (
        <div className="stf-error" id="pay-range-error" role="alert">
          {rangeError}
        </div>
      ) : null}
    </>
  );

  return (
    <StaffList title={t('staff.title')} filters={filters} list={list} empty={t('staff.empty')} {...pager}>
      {list.data?.list.map((o) => (
        <li key={o.id} className="stf-item" data-testid="staff-pay-order">
          <div className="stf-item-body">
            <Link to={detailLink(`/staff/pay-orders/${o.id}`)} className="stf-item-title">
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
