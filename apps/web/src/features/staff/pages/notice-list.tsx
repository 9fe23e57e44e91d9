import { staffMeetingGet, staffNoticeDelete, staffNoticeList, staffNoticeSave } from '@app/contract/meta/meeting-staff';
import { Code } from '@app/contract/codes';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { StatusPanel } from '../../../shared/ui/status-panel';
import { InlineEditList, useInlineEdit } from '../components/inline-edit-list';
import { NoticeEditor } from '../components/notice-editor';
import { decodeText, formatDateTime } from '../lib/format';
import { emptyNotice, fromNotice, SITE_PAGE_KEYS, toNoticeInput } from '../lib/notice-form';
import { staffCall, useStaffCall } from '../lib/staff-api';

/** Where the public reads a site page, by its key. */
const SITE_PAGE_PATH: Record<string, string> = {
  siteGuide: '/siteGuide',
  submitGuide: '/submitGuide',
  cultivation: '/coopJournal/cultivation',
};

/**
 * /staff/meetings/:id/notices (a conference's notices) and /staff/site-pages (the guides, which
 * have a key instead of a conference). Edited in place, both languages at once.
 */
export default function NoticeList() {
  const { t } = useTranslation('staff');
  const { id: idParam } = useParams();
  const meetingId = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const isSite = idParam === undefined;
  const meeting = useStaffCall(staffMeetingGet, meetingId ? { id: meetingId } : null);
  const list = useStaffCall(staffNoticeList, meetingId ? { meetingId } : {});
  const edit = useInlineEdit(list.reload);

  if (!isSite && (meetingId === null || meeting.error?.code === Code.NOT_FOUND)) {
    return (
      <StatusPanel
        tone="warning"
        title={t('meetingEditor.notFound')}
        actions={<Link to="/staff/meetings">{t('common.back')}</Link>}
      />
    );
  }
  const unusedKey = SITE_PAGE_KEYS.find((k) => !list.data?.some((n) => n.key === k)) ?? '';

  return (
    <InlineEditList
      title={isSite ? t('notices.siteTitle') : t('notices.title')}
      addLabel={isSite ? t('notices.addPage') : t('notices.add')}
      list={list}
      edit={edit}
      editor={(n) => (
        <NoticeEditor
          idPrefix={`stf-notice-${n?.id ?? 'new'}`}
          meetingId={meetingId}
          initial={n ? fromNotice(n) : emptyNotice(isSite ? unusedKey : '')}
          onSave={(f) => edit.save(() => staffCall(staffNoticeSave, toNoticeInput(f, meetingId, n?.id)))}
          onCancel={() => edit.setEditing(null)}
        />
      )}
      row={(n) => {
        const publicPath = n.key ? SITE_PAGE_PATH[n.key] : `/meet/meetNotice/detail/${n.id}`;
        return (
          <div className="stf-item-body">
            <div className="stf-item-title">{decodeText(n.title)}</div>
            <div className="stf-muted">{decodeText(n.titleEn)}</div>
            <div className="stf-item-meta">
              {n.key ? <code>{n.key}</code> : null}
              <span>{t('notices.publishedAt', { date: formatDateTime(n.publishedAt) })}</span>
              {publicPath ? (
                <a href={publicPath} target="_blank" rel="noreferrer">
                  {t('notices.view')}
                </a>
              ) : null}
            </div>
          </div>
        );
      }}
      rowTestId="staff-notice-item"
      onDelete={(n) => void edit.remove(decodeText(n.title), () => staffCall(staffNoticeDelete, { id: n.id }))}
    >
      {meeting.data ? (
        <p className="stf-muted">
          <Link to={`/staff/meetings/${meeting.data.id}`}>‹ {decodeText(meeting.data.title)}</Link>
        </p>
      ) : isSite ? (
        <p className="stf-muted">{t('notices.siteHint')}</p>
      ) : null}
    </InlineEditList>
  );
}
