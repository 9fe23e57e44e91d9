import type { CallOutput } from '@app/contract/call';
import type { TOrderKind } from '@app/contract/calls/order';
import { Code } from '@app/contract/codes';
import { INVOICE_STATUSES, type TInvoiceStatus } from '@app/contract/invoice-rules';
import { staffInvoiceIssue, staffInvoiceList, staffInvoiceReject } from '@app/contract/meta/invoice';
import { Button, Dialog, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, toast } from '../../../shared/api/client';
import { formatYuan } from '../../cms/lib/format';
import { orderName } from '../../invoice/lib/format';
import { Fact, OptionalFact } from '../components/detail-parts';
import { KeywordSearch, StaffList } from '../components/staff-list';
import { formatBeijing } from '../lib/beijing-time';
import { keyword, oneOf } from '../lib/list-query';
import { staffCall, useStaffCall } from '../lib/staff-api';
import { useListQuery } from '../lib/use-list-query';
// antd-mobile's Dialog needs the React 19 renderer registered first (STACK gotcha 2).
import '../../../shared/api/render-patch';
import { LabelledSelect } from '../components/option-select';
import { ReasonField } from '../components/reason-field';

const PAGE_SIZE = 20;
const KINDS: TOrderKind[] = ['register', 'sci', 'translation', 'papercheck'];
const TAG: Record<TInvoiceStatus, string> = { requested: 'primary', issued: 'success', rejected: 'default' };
type Item = CallOutput<typeof staffInvoiceList>['list'][number];

const QUERY = { q: keyword(100), status: oneOf(INVOICE_STATUSES), kind: oneOf(KINDS) };

/**
 * /staff/invoices: invoice requests of every order kind, newest first, by state, kind and a
 * keyword. A requested one is issued (after a confirmation; the PDF is drawn and the user can
 * open it) or rejected with a reason the user reads; an issued one opens its PDF.
 */
export default function InvoiceList() {
  const { t } = useTranslation(['invoice', 'staff']);
  const { q, go, bind, pager } = useListQuery(QUERY, PAGE_SIZE);
  const list = useStaffCall(staffInvoiceList, {
    page: q.page,
    pageSize: PAGE_SIZE,
    keyword: q.q,
    ...(q.status ? { status: q.status } : {}),
    ...(q.kind ? { orderKind: q.kind } : {}),
  });
  const filters = (
    <>
      <KeywordSearch value={q.q} label={t('staff.search')} onSearch={(v) => go({ q: v })} />
      <div className="stf-filter-row">
        <LabelledSelect
          id="inv-status"
          label={t('staff.statusLabel')}
          allText={t('staff.allStatuses')}
          text={(s) => t(`status.${s}`)}
          {...bind('status')}
        />
        <LabelledSelect
          id="inv-kind"
          label={t('staff.kindLabel')}
          allText={t('staff.allKinds')}
          text={(k) => t(`kind.${k}`)}
          {...bind('kind')}
        />
      </div>
    </>
  );
  return (
    <StaffList title={t('staff.title')} filters={filters} list={list} empty={t('staff.empty')} {...pager}>
      {list.data?.list.map((i) => (
        <Row key={i.id} item={i} onChanged={list.reload} />
      ))}
    </StaffList>
  );
}

function Row({ item: i, onChanged }: { item: Item; onChanged: () => void }) {
  const { t, i18n } = useTranslation(['invoice', 'staff']);
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const [open, setOpen] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const amount = formatYuan(i.amountFen, lang);

  const act = async (fn: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await fn();
      toast(done);
      setRejecting(false);
      onChanged();
    } catch (err) {
      if (err instanceof ApiError && err.code === Code.INVALID_INPUT) setError(err.codeMsg);
      else if (err instanceof ApiError) onChanged();
    } finally {
      setBusy(false);
    }
  };
  const issue = async () => {
    const ok = await Dialog.confirm({
      title: t('staff.issueTitle'),
      content: t('staff.issueConfirm', { title: i.invoiceTitle, amount }),
      confirmText: t('staff.issue'),
      cancelText: t('staff:common.cancel'),
    });
    if (ok) await act(() => staffCall(staffInvoiceIssue, { id: i.id }), t('staff.issued'));
  };
  const reject = async () => {
    if (!reason.trim()) return setError(t('staff.rejectPlaceholder'));
    await act(
      () => staffCall(staffInvoiceReject, { id: i.id, reason: reason.trim() }, { expect: [Code.INVALID_INPUT] }),
      t('staff.rejected'),
    );
  };

  return (
    <li className="stf-item stf-item-col" data-testid="staff-invoice-item">
      <div className="stf-item-row">
        <div className="stf-item-body">
          <div className="stf-item-title">
            {i.invoiceTitle} · {amount}
          </div>
          <div className="stf-item-meta">
            <code>{i.orderNo}</code>
            <span>{orderName(t, i.orderKind, i.orderTitle)}</span>
            <span>
              {t('staff.user')} {i.userName}
            </span>
            <span>{formatBeijing(i.createdAt)}</span>
          </div>
        </div>
        <Tag color={TAG[i.status]} fill="outline">
          {t(`status.${i.status}`)}
        </Tag>
      </div>
      <div className="stf-item-actions">
        <Button size="mini" fill="none" color="primary" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t('staff.hide') : t('staff.details')}
        </Button>
        {i.status === 'issued' && i.pdfUrl ? (
          <a
            className="adm-button adm-button-mini adm-button-fill-none adm-button-primary"
            href={i.pdfUrl}
            target="_blank"
            rel="noopener"
          >
            {t('staff.openPdf')}
          </a>
        ) : null}
        {i.status === 'requested' ? (
          <>
            <Button size="mini" fill="none" color="danger" onClick={() => setRejecting(!rejecting)}>
              {t('staff.reject')}
            </Button>
            <Button
              size="mini"
              color="primary"
              loading={busy}
              onClick={() => void issue()}
              data-testid="staff-invoice-issue"
            >
              {t('staff.issue')}
            </Button>
          </>
        ) : null}
      </div>
      {open ? (
        <dl className="stf-dl">
          <Fact label={t('field.invoiceType')} value={t(`type.${i.invoiceType}`)} />
          <Fact label={t('field.titleType')} value={t(`titleType.${i.titleType}`)} />
          <OptionalFact label={t('field.taxNo')} value={i.taxNo} />
          <Fact label={t('field.email')} value={i.email} />
          <OptionalFact label={t('staff.remark')} value={i.remark} />
          <OptionalFact label={t('common.invoiceNo')} value={i.invoiceNo} />
          <OptionalFact label={t('view.rejectReason')} value={i.rejectReason} />
        </dl>
      ) : null}
      {rejecting ? (
        <ReasonField
          id={`inv-reason-${i.id}`}
          label={t('staff.rejectReason')}
          placeholder={t('staff.rejectPlaceholder')}
          maxLength={200}
          value={reason}
          error={error || null}
          onChange={(v) => {
            setReason(v);
            setError('');
          }}
          actions={
            <Button size="mini" color="danger" loading={busy} onClick={() => void reject()}>
              {t('staff.rejectSubmit')}
            </Button>
          }
        />
      ) : null}
    </li>
  );
}
