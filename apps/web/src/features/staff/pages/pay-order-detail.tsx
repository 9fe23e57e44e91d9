import type { CallOutput } from '@app/contract/call';
import { Code } from '@app/contract/codes';
import { staffPayOrderDetail, staffRefund, staffVoucherReview } from '@app/contract/meta/pay';
import { Button, Dialog, Tag, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageLoading } from '../../../shared/ui/page-loading';
import { StatusPanel } from '../../../shared/ui/status-panel';
import { formatYuan } from '../../cms/lib/format';
import { errorProps, Field } from '../components/field';
import { formatBeijing } from '../lib/beijing-time';
import { PAY_TAG } from '../lib/pay-status';
import { staffCall, useStaffCall } from '../lib/staff-api';
// antd-mobile's Dialog/Toast need the React 19 renderer registered first (STACK gotcha 2).
import '../../../shared/api/render-patch';

type Detail = CallOutput<typeof staffPayOrderDetail>;
const MAX_REASON = 200;

/**
 * /staff/pay-orders/:id: one order of any kind — payer, amounts, coupon, history with who made
 * each move — and the staff actions its state allows: review an offline voucher (approve, or
 * reject with a reason), refund a paid order to the wallet or the original channel.
 */
export default function PayOrderDetail() {
  const { t } = useTranslation('payment');
  const { id: idParam } = useParams();
  const [params] = useSearchParams();
  const id = idParam && /^\d{1,15}$/.test(idParam) ? Number(idParam) : null;
  const order = useStaffCall(staffPayOrderDetail, id ? { id } : null);
  const from = params.get('from') ?? '';
  const backTo = `/staff/pay-orders${/^[\w=&%.-]*$/.test(from) && from ? `?${from}` : ''}`;
  const back = (
    <Link to={backTo} className="stf-back">
      ‹ {t('staff.title')}
    </Link>
  );

  if (id === null || order.error?.code === Code.NOT_FOUND) {
    return <StatusPanel tone="warning" title={t('staff.notFound')} actions={back} />;
  }
  if (order.error && !order.data) {
    return (
      <StatusPanel
        tone="danger"
        title={order.error.codeMsg}
        actions={<Button onClick={order.reload}>{t('staff.retry')}</Button>}
      />
    );
  }
  const o = order.data;
  if (!o) return <PageLoading label={t('staff.loading')} />;
  const row = (label: string, value: string | null | undefined) =>
    value ? (
      <div className="stf-dl-row">
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    ) : null;

  return (
    <div className="stf-page">
      <div className="stf-page-head">
        <div>
          {back}
          <h1 className="stf-h1">{o.title}</h1>
          <p className="stf-muted">
            {o.orderNo} · {t(`kind.${o.kind}`)}
          </p>
        </div>
        <Tag color={PAY_TAG[o.status]} fill="outline" data-testid="staff-pay-status">
          {t(`status.${o.status}`)}
        </Tag>
      </div>
      <section className="stf-card stf-form" aria-label={t('staff.info')}>
        <dl className="stf-dl">
          {row(t('staff.user'), `${o.userName}${o.userPhone ? ` · ${o.userPhone}` : ''}`)}
          {row(t('pay.amount'), formatYuan(o.amountFen, 'zh'))}
          {o.coupon
            ? row(t('pay.couponApplied'), `${o.coupon.title} -${formatYuan(o.coupon.discountFen, 'zh')}`)
            : null}
          {row(t('pay.payable'), formatYuan(o.payableFen, 'zh'))}
          {row(t('staff.paidBy'), o.paidBy ? t(`staff.paidByName.${o.paidBy}`, { defaultValue: o.paidBy }) : null)}
          {row(t('pay.createdAt'), formatBeijing(o.createdAt))}
          {row(t('staff.paidAt'), o.paidAt ? formatBeijing(o.paidAt) : null)}
        </dl>
      </section>
      {o.voucher ? <VoucherCard order={o} onDone={order.reload} /> : null}
      {o.status === 'paid' ? <RefundCard order={o} onDone={order.reload} /> : null}
      {o.refunds.length ? (
        <section className="stf-card stf-form" aria-labelledby="pay-refunds-h">
          <h2 className="stf-h2" id="pay-refunds-h">
            {t('staff.refunds')}
          </h2>
          <ul className="stf-list">
            {o.refunds.map((r) => (
              <li key={r.id} className="stf-item">
                <div className="stf-item-body">
                  <div className="stf-item-title">
                    {formatYuan(r.amountFen, 'zh')} → {t(`staff.refundTo.${r.to}`)}
                  </div>
                  <div className="stf-item-meta">
                    <span>{r.reason}</span>
                    <span>{formatBeijing(r.at)}</span>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="stf-card stf-form" aria-labelledby="pay-history-h">
        <h2 className="stf-h2" id="pay-history-h">
          {t('staff.history')}
        </h2>
        <ol className="stf-list" data-testid="staff-pay-history">
          {o.events.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: history rows never reorder
            <li key={i} className="stf-item">
              <div className="stf-item-body">
                <div className="stf-item-title">
                  {e.from ? `${t(`status.${e.from}`, { defaultValue: e.from })} → ` : ''}
                  {t(`status.${e.to}`, { defaultValue: e.to })}
                </div>
                <div className="stf-item-meta">
                  <span>{formatBeijing(e.at)}</span>
                  {e.actor ? <span>{e.actor}</span> : null}
                  {e.reason ? <span>{e.reason}</span> : null}
                </div>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function VoucherCard({ order, onDone }: { order: Detail; onDone: () => void }) {
  const { t } = useTranslation('payment');
  const v = order.voucher!;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = order.status === 'voucher_review';

  const decide = async (approve: boolean) => {
    const text = reason.trim();
    if (!approve && !text) {
      setError(t('staff.reasonRequired'));
      document.getElementById('pay-reject-reason')?.focus();
      return;
    }
    const ok = await Dialog.confirm({
      title: t(approve ? 'staff.approveTitle' : 'staff.rejectTitle'),
      content: t(approve ? 'staff.approveText' : 'staff.rejectText', {
        no: order.orderNo,
        amount: formatYuan(order.payableFen, 'zh'),
      }),
      confirmText: t(approve ? 'staff.approve' : 'staff.reject'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      await staffCall(staffVoucherReview, { id: order.id, approve: approve ? '1' : '0', reason: text });
      Toast.show({ content: t(approve ? 'staff.approved' : 'staff.rejected') });
      setReason('');
    } catch {
      // Toasted by the client; the reload shows the order's real state.
    } finally {
      setBusy(false);
      onDone();
    }
  };

  return (
    <section className="stf-card stf-form" aria-labelledby="pay-voucher-h" data-testid="staff-voucher">
      <h2 className="stf-h2" id="pay-voucher-h">
        {t('staff.voucher')}
      </h2>
      <p className="stf-muted">
        {t('staff.voucherAt', { at: formatBeijing(v.submittedAt) })}
        {v.rejectReason ? ` · ${t('staff.lastReject', { reason: v.rejectReason })}` : ''}
      </p>
      <a href={v.url} target="_blank" rel="noreferrer">
        <img src={v.url} alt={t('pay.voucherAlt')} style={{ maxWidth: '100%', maxHeight: 360, borderRadius: 8 }} />
      </a>
      {open ? (
        <>
          <Field id="pay-reject-reason" label={t('staff.reason')} hint={t('staff.reasonHint')} error={error}>
            <TextArea
              id="pay-reject-reason"
              value={reason}
              onChange={(val) => {
                setReason(val);
                setError(null);
              }}
              maxLength={MAX_REASON}
              showCount
              autoSize={{ minRows: 2, maxRows: 5 }}
              {...errorProps('pay-reject-reason', error)}
            />
          </Field>
          <div className="stf-inline-buttons">
            <Button color="primary" loading={busy} onClick={() => void decide(true)} data-testid="staff-approve">
              {t('staff.approve')}
            </Button>
            <Button color="danger" fill="outline" disabled={busy} onClick={() => void decide(false)}>
              {t('staff.reject')}
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}

function RefundCard({ order, onDone }: { order: Detail; onDone: () => void }) {
  const { t } = useTranslation('payment');
  const [to, setTo] = useState<'wallet' | 'channel'>('wallet');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refund = async () => {
    const text = reason.trim();
    if (!text) {
      setError(t('staff.reasonRequired'));
      document.getElementById('pay-refund-reason')?.focus();
      return;
    }
    const ok = await Dialog.confirm({
      title: t('staff.refundTitle'),
      content: t('staff.refundText', {
        no: order.orderNo,
        amount: formatYuan(order.payableFen, 'zh'),
        to: t(`staff.refundTo.${to}`),
      }),
      confirmText: t('staff.refund'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      await staffCall(staffRefund, { id: order.id, to, reason: text });
      Toast.show({ content: t('staff.refunded') });
      setReason('');
    } catch {
      // Toasted by the client; the reload shows the order's real state.
    } finally {
      setBusy(false);
      onDone();
    }
  };

  return (
    <section className="stf-card stf-form" aria-labelledby="pay-refund-h" data-testid="staff-refund">
      <h2 className="stf-h2" id="pay-refund-h">
        {t('staff.refund')}
      </h2>
      <fieldset className="stf-chips" aria-label={t('staff.refundToLabel')}>
        {(['wallet', 'channel'] as const).map((k) => (
          <button
            key={k}
            type="button"
            className={to === k ? 'stf-chip is-active' : 'stf-chip'}
            aria-pressed={to === k}
            onClick={() => setTo(k)}
          >
            {t(`staff.refundTo.${k}`)}
          </button>
        ))}
      </fieldset>
      <Field id="pay-refund-reason" label={t('staff.reason')} error={error}>
        <TextArea
          id="pay-refund-reason"
          value={reason}
          onChange={(val) => {
            setReason(val);
            setError(null);
          }}
          maxLength={MAX_REASON}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
          {...errorProps('pay-refund-reason', error)}
        />
      </Field>
      <div className="stf-inline-buttons">
        <Button color="danger" loading={busy} onClick={() => void refund()} data-testid="staff-refund-submit">
          {t('staff.refundAmount', { amount: formatYuan(order.payableFen, 'zh') })}
        </Button>
      </div>
    </section>
  );
}
