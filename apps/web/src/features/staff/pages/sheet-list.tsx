import { staffSheetList, staffSheetSave } from '@app/contract/meta/settlement';
import { Button, SearchBar, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '../../cms/lib/format';
import { useInlineEdit } from '../components/inline-edit-list';
import { ListState } from '../components/list-state';
import { MeetingPicker } from '../components/meeting-picker';
import { OptionSelect } from '../components/option-select';
import { Pager } from '../components/pager';
import { LINKABLE, SheetActions } from '../components/sheet-actions';
import { SheetEditor } from '../components/sheet-editor';
import { formatBeijing } from '../lib/beijing-time';
import { decodeText } from '../lib/format';
import { filterInput, keyword, oneOf, pageNumber, positiveId, type Query } from '../lib/list-query';
import { emptySheet, fromSheet, type StaffSheet, toSheetInput } from '../lib/sheet-form';
import { SHEET_STATUS_LIST, SHEET_TAG } from '../lib/status-colors';
import { staffCall, useStaffCall } from '../lib/staff-api';
import { useListQuery } from '../lib/use-list-query';

const PAGE_SIZE = 10;
const QUERY = { meeting: positiveId, status: oneOf(SHEET_STATUS_LIST), q: keyword(50), page: pageNumber };

/**
 * /staff/sheets: conference allowance (honorarium) sheets by conference and state. A sheet is
 * created and edited in place until the guest confirms it; its row opens to the link, the guest's
 * confirmation, the history and the next steps.
 */
export default function SheetList() {
  const { t, i18n } = useTranslation('staff');
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const query = useListQuery(QUERY, PAGE_SIZE);
  const { q } = query;
  const list = useStaffCall(staffSheetList, { page: q.page, pageSize: PAGE_SIZE, ...filterInput(q) });
  const edit = useInlineEdit(list.reload);
  const [open, setOpen] = useState<number | null>(null);
  /** Another view of the list closes the editor that was open. */
  const go = (next: Partial<Query<typeof QUERY>>) => {
    edit.setEditing(null);
    query.go(next);
  };
  const editor = (s: StaffSheet | null) => (
    <SheetEditor
      idPrefix={`stf-sheet-${s?.id ?? 'new'}`}
      initial={s ? fromSheet(s) : emptySheet(q.meeting)}
      onSave={(f) => edit.save(() => staffCall(staffSheetSave, toSheetInput(f, s?.id)))}
      onCancel={() => edit.setEditing(null)}
    />
  );

  return (
    <div className="stf-page">
      <div className="stf-page-head">
        <h1 className="stf-h1">{t('sheets.title')}</h1>
        <Button
          size="small"
          shape="rounded"
          color="primary"
          onClick={() => edit.setEditing('new')}
          disabled={edit.editing === 'new'}
        >
          {t('sheets.add')}
        </Button>
      </div>
      <div className="stf-card stf-filters">
        <MeetingPicker value={q.meeting} onChange={(meeting) => go({ meeting })} />
        <OptionSelect
          ariaLabel={t('sheets.statusLabel')}
          allText={t('sheets.allStatuses')}
          text={(s) => t(`sheets.status.${s}`)}
          values={SHEET_STATUS_LIST}
          value={q.status}
          onChange={(status) => go({ status })}
        />
        <SearchBar
          key={q.q}
          defaultValue={q.q}
          placeholder={t('sheets.search')}
          aria-label={t('sheets.search')}
          onSearch={(k) => go({ q: k })}
          onClear={() => go({ q: '' })}
        />
      </div>
      {edit.editing === 'new' ? (
        <div className="stf-card">
          <h2 className="stf-h2 stf-pad">{t('sheets.add')}</h2>
          {editor(null)}
        </div>
      ) : null}
      <ListState state={list} empty={t('sheets.empty')} isEmpty={list.data?.list.length === 0}>
        <ul className="stf-card stf-list">
          {list.data?.list.map((s) =>
            edit.editing === s.id ? (
              <li key={s.id} className="stf-item is-editing">
                {editor(s)}
              </li>
            ) : (
              <li key={s.id} className="stf-item stf-item-col" data-testid="staff-sheet-item">
                <div className="stf-item-row">
                  <div className="stf-item-body">
                    <div className="stf-item-title">
                      {s.expertName} · {formatYuan(s.amountFen, lang)}
                    </div>
                    <div className="stf-item-meta">
                      <code>{s.sheetNo}</code>
                      {s.meetingTitle ? <span>{decodeText(s.meetingTitle)}</span> : null}
                      <span>{formatBeijing(s.createdAt)}</span>
                      <span>{t(`sheets.linkState.${s.linkState}`)}</span>
                    </div>
                  </div>
                  <Tag color={SHEET_TAG[s.status]} fill="outline">
                    {t(`sheets.status.${s.status}`)}
                  </Tag>
                </div>
                <div className="stf-item-actions">
                  <Button
                    size="mini"
                    fill="none"
                    color="primary"
                    aria-expanded={open === s.id}
                    onClick={() => setOpen(open === s.id ? null : s.id)}
                  >
                    {open === s.id ? t('sheets.hide') : t('sheets.details')}
                  </Button>
                  {LINKABLE.includes(s.status) ? (
                    <Button size="mini" fill="none" color="primary" onClick={() => edit.setEditing(s.id)}>
                      {t('common.edit')}
                    </Button>
                  ) : null}
                </div>
                {open === s.id ? <SheetDetail sheet={s} onChanged={list.reload} /> : null}
              </li>
            ),
          )}
        </ul>
        <Pager page={q.page} pageSize={PAGE_SIZE} total={list.data?.total ?? 0} onPage={(page) => go({ page })} />
      </ListState>
    </div>
  );
}

/** Everything on the sheet, what the guest gave when confirming or returning it, and its history. */
function SheetDetail({ sheet: s, onChanged }: { sheet: StaffSheet; onChanged: () => void }) {
  const { t } = useTranslation('staff');
  const row = (label: string, value: string | null | undefined) =>
    value ? (
      <div className="stf-dl-row">
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    ) : null;
  return (
    <div className="stf-sheet-detail" data-testid="staff-sheet-detail">
      <dl className="stf-dl">
        {row(t('sheets.f.bankCard'), s.bankCard)}
        {row(t('sheets.f.bankName'), s.bankName)}
        {row(t('sheets.f.swiftCode'), s.swiftCode)}
        {row(t('sheets.f.passportNo'), s.passportNo)}
        {row(t('sheets.f.guestPhone'), `+${s.guestCountryCode} ${s.guestPhone}`)}
        {row(t('sheets.f.guestEmail'), s.guestEmail)}
        {row(t('sheets.f.remark'), s.remark)}
        {row(t('sheets.linkExpires'), s.linkExpiresAt ? formatBeijing(s.linkExpiresAt) : null)}
        {row(t('sheets.confirmedAt'), s.confirmedAt ? formatBeijing(s.confirmedAt) : null)}
        {row(t('sheets.confirmPhone'), s.confirmPhone)}
        {row(t('sheets.confirmEmail'), s.confirmEmail)}
        {row(t('sheets.returnReason'), s.returnReason)}
        {row(t('sheets.staffComment'), s.staffComment)}
      </dl>
      {s.events.length ? (
        <ul className="stf-timeline" aria-label={t('sheets.history')}>
          {s.events.map((e) => (
            <li key={`${e.at}-${e.to}`}>
              <div className="stf-item-meta">
                <span>{formatBeijing(e.at)}</span>
                <strong>
                  {e.from ? `${t(`sheets.status.${e.from}`, { defaultValue: e.from })} → ` : ''}
                  {t(`sheets.status.${e.to}`, { defaultValue: e.to })}
                </strong>
              </div>
              {e.reason ? <div className="stf-muted">{e.reason}</div> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <SheetActions sheet={s} onChanged={onChanged} />
    </div>
  );
}
