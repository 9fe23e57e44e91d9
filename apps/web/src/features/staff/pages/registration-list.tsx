import { staffMeetingGet, staffRegistrationList } from '@app/contract/meta/meeting-staff';
import { staffOrderMarkPaid } from '@app/contract/meta/order';
import { Code } from '@app/contract/codes';
import { Button, Dialog, SearchBar, Tag, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { StatusPanel } from '../../../shared/ui/status-panel';
import { ListState } from '../components/list-state';
import { MeetingLinks } from '../components/meeting-links';
import { Pager } from '../components/pager';
import { formatBeijing } from '../lib/beijing-time';
import { decodeText } from '../lib/format';
import { filterInput, keyword, pageNumber } from '../lib/list-query';
import { staffCall, useStaffCall } from '../lib/staff-api';
import { useListQuery } from '../lib/use-list-query';
// antd-mobile's Dialog/Toast need the React 19 renderer registered first (STACK gotcha 2).
import '../../../shared/api/render-patch';

const PAGE_SIZE = 20;
const QUERY = { q: keyword(50), page: pageNumber };
const ORDER_TAG: Record<string, 'warning' | 'success' | 'default'> = { unpaid: 'warning', paid: 'success' };

/**
 * /staff/meetings/:id/registrations: who registered, under which category, whether the order is
 * paid and the ticket used. A payment received outside the platform (bank transfer) is recorded here.
 */
export default function RegistrationList() {
  const { t } = useTranslation('staff');
  const { id: idParam } = useParams();
  const meetingId = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const { q, go, pager } = useListQuery(QUERY, PAGE_SIZE);
  const meeting = useStaffCall(staffMeetingGet, meetingId ? { id: meetingId } : null);
  const list = useStaffCall(
    staffRegistrationList,
    meetingId ? { meetingId, page: q.page, pageSize: PAGE_SIZE, ...filterInput(q) } : null,
  );

  if (!meetingId || meeting.error?.code === Code.NOT_FOUND) {
    return (
      <StatusPanel
        tone="warning"
        title={t('meetingEditor.notFound')}
        actions={<Link to="/staff/meetings">{t('common.back')}</Link>}
      />
    );
  }

  const markPaid = async (orderId: number, name: string) => {
    const ok = await Dialog.confirm({
      title: t('registrations.markPaidTitle'),
      content: t('registrations.markPaidText', { name }),
      confirmText: t('registrations.markPaid'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      await staffCall(staffOrderMarkPaid, { id: orderId, reason: 'offline' });
      Toast.show({ content: t('registrations.markedPaid') });
      list.reload();
    } catch {
      list.reload();
    }
  };

  return (
    <div className="stf-page">
      <div className="stf-page-head">
        <div>
          <Link to={`/staff/meetings/${meetingId}`} className="stf-back">
            ‹ {meeting.data ? decodeText(meeting.data.title) : t('meetings.title')}
          </Link>
          <h1 className="stf-h1">{t('registrations.title')}</h1>
        </div>
      </div>
      <MeetingLinks id={meetingId} withEdit />
      <div className="stf-card stf-filters">
        <SearchBar
          key={q.q}
          defaultValue={q.q}
          placeholder={t('registrations.search')}
          aria-label={t('registrations.search')}
          onSearch={(k) => go({ q: k })}
          onClear={() => go({ q: '' })}
        />
      </div>
      <ListState state={list} empty={t('registrations.empty')} isEmpty={list.data?.list.length === 0}>
        <ul className="stf-card stf-list">
          {list.data?.list.map((r) => (
            <li key={r.id} className="stf-item" data-testid="staff-registration-item">
              <div className="stf-item-body">
                <div className="stf-item-title">
                  {r.name} <span className="stf-muted">· {decodeText(r.categoryName)}</span>
                </div>
                <div className="stf-item-meta">
                  <span>{r.phone}</span>
                  <span>{r.email}</span>
                  {r.unit ? <span>{r.unit}</span> : null}
                  <code>{r.ticketCode}</code>
                </div>
                <div className="stf-tags">
                  <Tag color={ORDER_TAG[r.orderStatus] ?? 'default'} fill="outline">
                    {t(`registrations.order.${r.orderStatus}`, { defaultValue: r.orderStatus })}
                  </Tag>
                  {r.checkedInAt ? (
                    <Tag color="success">{t('registrations.checkedInAt', { date: formatBeijing(r.checkedInAt) })}</Tag>
                  ) : null}
                </div>
              </div>
              {r.orderStatus === 'unpaid' ? (
                <div className="stf-item-actions">
                  <Button size="mini" fill="none" color="primary" onClick={() => markPaid(r.orderId, r.name)}>
                    {t('registrations.markPaid')}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
        <Pager {...pager} total={list.data?.total ?? 0} />
      </ListState>
    </div>
  );
}
