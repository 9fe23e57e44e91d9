import { staffDialogInbox } from '@app/contract/meta/meeting-staff';
import { Badge } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MeetingPicker } from '../components/meeting-picker';
import { StaffList } from '../components/staff-list';
import { formatBeijing } from '../lib/beijing-time';
import { decodeText } from '../lib/format';
import { filterInput, pageNumber, positiveId } from '../lib/list-query';
import { useStaffCall } from '../lib/staff-api';
import { useListQuery } from '../lib/use-list-query';

const PAGE_SIZE = 20;
const QUERY = { meeting: positiveId, page: pageNumber };

/** /staff/consult: one row per attendee and conference, latest message first, unread counted. */
export default function ConsultInbox() {
  const { t } = useTranslation('staff');
  const { q, bind, pager } = useListQuery(QUERY, PAGE_SIZE);
  const list = useStaffCall(staffDialogInbox, { page: q.page, pageSize: PAGE_SIZE, ...filterInput(q) });

  return (
    <StaffList
      title={t('consult.title')}
      filters={<MeetingPicker {...bind('meeting')} />}
      list={list}
      empty={t('consult.empty')}
      {...pager}
    >
      {list.data?.list.map((d) => (
        <li key={`${d.meetingId}-${d.userId}`} className="stf-item" data-testid="staff-consult-item">
          <div className="stf-item-body">
            <Link
              to={`/staff/consult/${d.meetingId}/${d.userId}`}
              state={{ nickname: d.nickname, meetingTitle: d.meetingTitle }}
              className="stf-item-title"
            >
              {d.nickname}
              <span className="stf-muted"> · {decodeText(d.meetingTitle)}</span>
            </Link>
            <div className="stf-item-link">{d.lastContent}</div>
            <div className="stf-item-meta">
              <span>{formatBeijing(d.lastAt)}</span>
            </div>
          </div>
          {d.unread > 0 ? <Badge content={d.unread} aria-label={t('consult.unread', { count: d.unread })} /> : null}
        </li>
      ))}
    </StaffList>
  );
}
