import { staffDialogInbox } from '@app/contract/meta/meeting-staff';
import { Badge } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListState } from '../components/list-state';
import { MeetingPicker } from '../components/meeting-picker';
import { Pager } from '../components/pager';
import { formatBeijing } from '../lib/beijing-time';
import { decodeText } from '../lib/format';
import { readListQuery, writeListQuery } from '../lib/list-query';
import { useStaffCall } from '../lib/staff-api';

const PAGE_SIZE = 20;

/** /staff/consult: one row per attendee and conference, latest message first, unread counted. */
export default function ConsultInbox() {
  const { t } = useTranslation('staff');
  const [params, setParams] = useSearchParams();
  const q = readListQuery(params);
  const list = useStaffCall(staffDialogInbox, {
    page: q.page,
    pageSize: PAGE_SIZE,
    ...(q.meetingId ? { meetingId: q.meetingId } : {}),
  });

  return (
    <div className="stf-page">
      <div className="stf-page-head">
        <h1 className="stf-h1">{t('consult.title')}</h1>
      </div>
      <div className="stf-card stf-filters">
        <MeetingPicker
          value={q.meetingId}
          onChange={(meetingId) => setParams(writeListQuery({ ...q, page: 1, meetingId }))}
        />
      </div>
      <ListState state={list} empty={t('consult.empty')} isEmpty={list.data?.list.length === 0}>
        <ul className="stf-card stf-list">
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
        </ul>
        <Pager
          page={q.page}
          pageSize={PAGE_SIZE}
          total={list.data?.total ?? 0}
          onPage={(page) => setParams(writeListQuery({ ...q, page }))}
        />
      </ListState>
    </div>
  );
}
