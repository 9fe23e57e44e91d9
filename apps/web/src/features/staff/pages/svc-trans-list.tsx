import { TRANS_PROGRESS, TRANS_TYPES, type TTransProgress, type TTransType } from '@app/contract/calls/service';
import { staffTransList } from '@app/contract/meta/service';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatYuan } from '../../cms/lib/format';
import { displayState } from '../../service/lib/display';
import { KeywordSearch, StaffList } from '../components/staff-list';
import { formatBeijing } from '../lib/beijing-time';
import { writeParams } from '../lib/list-query';
import { useStaffCall } from '../lib/staff-api';
import { OptionSelect } from '../components/option-select';

const PAGE_SIZE = 20;
const pick = <T extends string>(list: readonly T[], v: string | null): T | undefined =>
  (list as readonly string[]).includes(v ?? '') ? (v as T) : undefined;

/** /staff/svc-trans: translation and editing orders by progress, service and keyword. */
export default function SvcTransList() {
  const { t } = useTranslation(['service', 'staff']);
  const [params, setParams] = useSearchParams();
  const progress = pick<TTransProgress>(TRANS_PROGRESS, params.get('progress'));
  const type = pick<TTransType>(TRANS_TYPES, params.get('type'));
  const keyword = (params.get('keyword') ?? '').slice(0, 50);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useStaffCall(staffTransList, {
    progress,
    type,
    keyword: keyword || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const go = (next: Record<string, string | number | undefined>) =>
    setParams(writeParams({ progress, type, keyword, page: 1, ...next }));

  const filters = (
    <>
      <OptionSelect
        ariaLabel={t('staff.allProgress')}
        value={progress}
        values={TRANS_PROGRESS}
        allText={t('staff.allProgress')}
        text={(p) => t(`progress.${p}`)}
        onChange={(v) => go({ progress: v ?? undefined })}
      />
      <OptionSelect
        ariaLabel={t('staff.allTypes')}
        value={type}
        values={TRANS_TYPES}
        allText={t('staff.allTypes')}
        text={(x) => t(`type.${x}`)}
        onChange={(v) => go({ type: v ?? undefined })}
      />
      <KeywordSearch value={keyword} label={t('staff.keyword')} onSearch={(k) => go({ keyword: k })} />
    </>
  );

  return (
    <StaffList
      title={t('staff.transTitle')}
      filters={filters}
      list={list}
      empty={t('staff.empty')}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={(p) => go({ page: p })}
    >
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
