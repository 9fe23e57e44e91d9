import type { TPaperStatus } from '@app/contract/calls/contribution';
import { staffPaperList } from '@app/contract/meta/contribution';
import { SearchBar, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListState } from '../components/list-state';
import { MeetingPicker } from '../components/meeting-picker';
import { Pager } from '../components/pager';
import { StatusChips } from '../components/status-chips';
import { decodeText } from '../lib/format';
import { formatBeijing } from '../lib/beijing-time';
import { filterInput, type ListQuery, readListQuery, writeListQuery } from '../lib/list-query';
import { PAPER_STATUS_LIST, PAPER_TAG } from '../lib/status-colors';
import { useStaffCall } from '../lib/staff-api';

const PAGE_SIZE = 10;
type Status = TPaperStatus;

/** /staff/papers: papers by conference and state, newest first; a row opens the paper to decide on it. */
export default function PaperList() {
  const { t } = useTranslation('staff');
  const [params, setParams] = useSearchParams();
  const q = readListQuery<Status>(params, PAPER_STATUS_LIST);
  const list = useStaffCall(staffPaperList, { page: q.page, pageSize: PAGE_SIZE, ...filterInput(q) });
  const go = (next: Partial<ListQuery<Status>>) => setParams(writeListQuery({ ...q, page: 1, ...next }));
  const back = encodeURIComponent(params.toString());

  return (
    <div className="stf-page">
      <div className="stf-page-head">
        <h1 className="stf-h1">{t('papers.title')}</h1>
      </div>
      <div className="stf-card stf-filters">
        <MeetingPicker value={q.meetingId} onChange={(meetingId) => go({ meetingId })} />
        <StatusChips
          statuses={PAPER_STATUS_LIST}
          value={q.status}
          onChange={(status) => go({ status })}
          labelKey="papers.status"
          label={t('papers.statusLabel')}
        />
        <SearchBar
          key={q.keyword}
          defaultValue={q.keyword}
          placeholder={t('papers.search')}
          aria-label={t('papers.search')}
          onSearch={(keyword) => go({ keyword })}
          onClear={() => go({ keyword: '' })}
        />
      </div>
      <ListState state={list} empty={t('papers.empty')} isEmpty={list.data?.list.length === 0}>
        <ul className="stf-card stf-list">
          {list.data?.list.map((p) => (
            <li key={p.id} className="stf-item" data-testid="staff-paper-item">
              <div className="stf-item-body">
                <Link to={`/staff/papers/${p.id}${back ? `?from=${back}` : ''}`} className="stf-item-title">
                  {decodeText(p.title)}
                </Link>
                <div className="stf-item-meta">
                  <span>{decodeText(p.meeting.title)}</span>
                  <span>{p.authorName || t('papers.noAuthor')}</span>
                  <span>
                    {p.submittedAt
                      ? t('papers.submittedAt', { date: formatBeijing(p.submittedAt) })
                      : t('papers.updatedAt', { date: formatBeijing(p.updatedAt) })}
                  </span>
                </div>
              </div>
              <Tag color={PAPER_TAG[p.status]} fill="outline">
                {t(`papers.status.${p.status}`)}
              </Tag>
            </li>
          ))}
        </ul>
        <Pager page={q.page} pageSize={PAGE_SIZE} total={list.data?.total ?? 0} onPage={(page) => go({ page })} />
      </ListState>
    </div>
  );
}
