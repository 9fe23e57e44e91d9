import { TRANS_PROGRESS, TRANS_TYPES } from '@app/contract/calls/service';
import { staffTransList } from '@app/contract/meta/service';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatYuan } from '../../cms/lib/format';
import { displayState } from '../../service/lib/display';
import { KeywordSearch, StaffList } from '../components/staff-list';
import { formatBeijing } from '../lib/beijing-time';
import { keyword, oneOf, pageNumber } from '../lib/list-query';
import { useStaffCall } from '../lib/staff-api';
import { useListQuery } from '../lib/use-list-query';
import { OptionSelect } from '../components/option-select';

const PAGE_SIZE = 20;
const QUERY = { progress: oneOf(TRANS_PROGRESS), type: oneOf(TRANS_TYPES), keyword: keyword(50), page: pageNumber };

/** /staff/svc-trans: translation and editing orders by progress, service and keyword. */
export default function SvcTransList() {
  const { t } = useTranslation(['service', 'staff']);
  const { q, go, bind, pager } = useListQuery(QUERY, PAGE_SIZE);
  const list = useStaffCall(staffTransList, {
    progress: q.progress ?? undefined,
    type: q.type ?? undefined,
    keyword: q.keyword || undefined,
    page: q.page,
    pageSize: PAGE_SIZE,
  });

  const filters = (
    <>
      <OptionSelect
        ariaLabel={t('staff.allProgress')}
        allText={t('staff.allProgress')}
        text={(p) => t(`progress.${p}`)}
        {...bind('progress')}
      />
      <OptionSelect
        ariaLabel={t('staff.allTypes')}
        allText={t('staff.allTypes')}
        text={(x) => t(`type.${x}`)}
        {...bind('type')}
      />
      <KeywordSearch value={q.keyword} label={t('staff.keyword')} onSearch={(k) => go({ keyword: k })} />
    </>
  );

  return (
    <StaffList title={t('staff.transTitle')} filters={filters} list={list} empty={t('staff.empty')} {...pager}>
      {list.data?.list.map((o) => {
        const state = displayState(o.orderStatus, o.progress);
        return (
          <li key={o.id} className="stf-item" data-testid="staff-trans-item">
            <div className="stf-item-body">
              <Link to={`/staff/svc-trans/${o.id}`} className="stf-item-title">
                {o.orderNo} · {t(`type.${o.type}`)}
              </Link>
              <div className="stf-item-meta">
                <span>
                  {o.user.nickname}
                  {o.user.phone ? ` · ${o.user.phone}` : ''}
                </span>
                <span>{t(`pair.${o.languagePair}`)}</span>
                <span>{t('list.words', { count: o.wordCount })}</span>
                <span>{formatYuan(o.amountFen, 'zh')}</span>
                <span>{formatBeijing(o.createdAt)}</span>
              </div>
            </div>
            <Tag color={state === 'after_sales' || state === 'queued' ? 'warning' : 'primary'} fill="outline">
              {t(`progress.${state}`)}
            </Tag>
          </li>
        );
      })}
    </StaffList>
  );
}
