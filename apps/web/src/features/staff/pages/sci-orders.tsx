import { ORDER_STATUSES } from '@app/contract/calls/order';
import { staffSciList } from '@app/contract/meta/sci';
import { SCI_PROGRESS, SCI_SERVICE_TYPES, type TSciProgress } from '@app/contract/sci-services';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatYuan } from '../../cms/lib/format';
import { KeywordSearch, StaffList } from '../components/staff-list';
import { FilterChips } from '../components/status-chips';
import { formatBeijing } from '../lib/beijing-time';
import { decodeText } from '../lib/format';
import { keyword, oneOf } from '../lib/list-query';
import { useStaffCall } from '../lib/staff-api';
import { useListQuery } from '../lib/use-list-query';

const PAGE_SIZE = 20;

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

const QUERY = {
  q: keyword(50),
  progress: oneOf(SCI_PROGRESS),
  pay: oneOf(ORDER_STATUSES),
  type: oneOf(SCI_SERVICE_TYPES),
};

/** /staff/sci: SCI orders, newest change first, by progress, payment, service and keyword. */
export default function SciOrders() {
  const { t } = useTranslation('sci');
  const { q, go, bind, pager, detailLink } = useListQuery(QUERY, PAGE_SIZE);
  const list = useStaffCall(staffSciList, {
    page: q.page,
    pageSize: PAGE_SIZE,
    keyword: q.q || undefined,
    progress: q.progress ?? undefined,
    payStatus: q.pay ?? undefined,
    type: q.type ?? undefined,
  });

  const filters = (
    <>
      <FilterChips
        label={t('staff.progress')}
        allText={t('staff.all')}
        text={(s) => t(`progress.${s}`)}
        {...bind('progress')}
      />
      <FilterChips label={t('staff.payStatus')} allText={t('staff.all')} text={(s) => t(`pay.${s}`)} {...bind('pay')} />
      <FilterChips
        label={t('staff.type')}
        allText={t('staff.all')}
        text={(s) => t(`type.${s}.name`)}
        {...bind('type')}
      />
      <KeywordSearch value={q.q} label={t('staff.search')} onSearch={(v) => go({ q: v })} />
    </>
  );

  return (
    <StaffList title={t('staff.title')} filters={filters} list={list} empty={t('staff.empty')} {...pager}>
      {list.data?.list.map((o) => (
        <li key={o.id} className="stf-item" data-testid="staff-sci-item">
          <div className="stf-item-body">
            <Link to={detailLink(`/staff/sci/${o.id}`)} className="stf-item-title">
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
