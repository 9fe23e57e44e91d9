import { staffMeetingList } from '@app/contract/meta/meeting-staff';
import { SearchBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateRange } from '../../cms/lib/format';
import { ListState } from '../components/list-state';
import { MeetingLinks } from '../components/meeting-links';
import { Pager } from '../components/pager';
import { decodeText } from '../lib/format';
import { filterInput, keyword, pageNumber } from '../lib/list-query';
import { useStaffCall } from '../lib/staff-api';
import { useListQuery } from '../lib/use-list-query';

const PAGE_SIZE = 10;
const QUERY = { q: keyword(50), page: pageNumber };

/** /staff/meetings: every conference, newest first, with its registrations and papers and what can be done with it. */
export default function MeetingList() {
  const { t, i18n } = useTranslation('staff');
  const { q, go, pager } = useListQuery(QUERY, PAGE_SIZE);
  const input = filterInput(q);
  const list = useStaffCall(staffMeetingList, { page: q.page, pageSize: PAGE_SIZE, ...input });
  const lang = i18n.language === 'en' ? 'en' : 'zh';

  return (
    <div className="stf-page">
      <div className="stf-page-head">
        <h1 className="stf-h1">{t('meetings.title')}</h1>
        <Link to="/staff/meetings/new" className="stf-button-link">
          {t('meetings.new')}
        </Link>
      </div>
      <div className="stf-card stf-filters">
        <SearchBar
          key={q.q}
          defaultValue={q.q}
          placeholder={t('meetings.search')}
          aria-label={t('meetings.search')}
          onSearch={(k) => go({ q: k })}
          onClear={() => go({ q: '' })}
        />
      </div>
      <ListState
        state={list}
        empty={input.keyword ? t('meetings.noMatch') : t('meetings.empty')}
        isEmpty={list.data?.list.length === 0}
      >
        <ul className="stf-card stf-list">
          {list.data?.list.map((m) => (
            <li key={m.id} className="stf-item stf-item-col" data-testid="staff-meeting-item">
              <div className="stf-item-body">
                <Link to={`/staff/meetings/${m.id}`} className="stf-item-title">
                  {decodeText(m.title)}
                </Link>
                <div className="stf-item-meta">
                  <code>{m.code}</code>
                  <span>{formatDateRange(m.startDate, m.endDate, lang)}</span>
                  <span>{t('meetings.registered', { count: m.registered })}</span>
                  <span>{t('meetings.papers', { count: m.papers })}</span>
                </div>
              </div>
              <MeetingLinks id={m.id} withEdit />
            </li>
          ))}
        </ul>
        <Pager {...pager} total={list.data?.total ?? 0} />
      </ListState>
    </div>
  );
}
