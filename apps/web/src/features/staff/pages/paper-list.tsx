import { staffPaperList } from '@app/contract/meta/contribution';
import { SearchBar, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MeetingPicker } from '../components/meeting-picker';
import { StaffList } from '../components/staff-list';
import { StatusChips } from '../components/status-chips';
import { formatBeijing } from '../lib/beijing-time';
import { decodeText } from '../lib/format';
import { filterInput, keyword, oneOf, pageNumber, positiveId } from '../lib/list-query';
import { useStaffCall } from '../lib/staff-api';
import { PAPER_STATUS_LIST, PAPER_TAG } from '../lib/status-colors';
import { useListQuery } from '../lib/use-list-query';

const PAGE_SIZE = 10;
const QUERY = { meeting: positiveId, status: oneOf(PAPER_STATUS_LIST), q: keyword(50), page: pageNumber };

/** /staff/papers: papers by conference and state, newest first; a row opens the paper to decide on it. */
export default function PaperList() {
  const { t } = useTranslation('staff');
  const { q, go, bind, pager, detailLink } = useListQuery(QUERY, PAGE_SIZE);
  const list = useStaffCall(staffPaperList, { page: q.page, pageSize: PAGE_SIZE, ...filterInput(q) });
  const { values, ...status } = bind('status');

  const filters = (
    <>
      <MeetingPicker {...bind('meeting')} />
      <StatusChips statuses={values} {...status} labelKey="papers.status" label={t('papers.statusLabel')} />
      <SearchBar
        key={q.q}
        defaultValue={q.q}
        placeholder={t('papers.search')}
        aria-label={t('papers.search')}
        onSearch={(k) => go({ q: k })}
        onClear={() => go({ q: '' })}
      />
    </>
  );

  return (
    <StaffList title={t('papers.title')} filters={filters} list={list} empty={t('papers.empty')} {...pager}>
      {list.data?.list.map((p) => (
        <li key={p.id} className="stf-item" data-testid="staff-paper-item">
          <div className="stf-item-body">
            <Link to={detailLink(`/staff/papers/${p.id}`)} className="stf-item-title">
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
    </StaffList>
  );
}
