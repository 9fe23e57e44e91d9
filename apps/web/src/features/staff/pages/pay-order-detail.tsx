import type { CallOutput } from '@app/contract/call';
import { staffPayOrderDetail, staffRefund, staffVoucherReview } from '@app/contract/meta/pay';
import { Button, Dialog, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatYuan } from '../../cms/lib/format';
import { OrderGate, PageHead, useBackLink } from '../components/detail-frame';
import { OptionalFact, TitledSection } from '../components/detail-parts';
import { ReasonField, useReasonForm } from '../components/reason-field';
import { formatBeijing } from '../lib/beijing-time';
import { PAY_TAG } from '../lib/pay-status';
import { staffCall, useStaffCall } from '../lib/staff-api';
// antd-mobile's Dialog needs the React 19 renderer registered first (STACK gotcha 2).
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
  const id = idParam && /^\d{1,15}$/.test(idParam) ? Number(idParam) : null;
  const order = useStaffCall(staffPayOrderDetail, id ? { id } : null);
  const back = useBackLink('/staff/pay-orders', t('staff.title'));

  return (
    <OrderGate ns="payment" valid={id !== null} call={order} back={back}>
      {(o) => (
        <div className="stf-page">
          <PageHead
            back={back}
            title={o.title}
            sub={
              <>
                {o.orderNo} · {t(`kind.${o.kind}`)}
              </>
            }
            tag={
              <Tag color={PAY_TAG[o.status]} fill="outline" data-testid="staff-pay-status">
                {t(`status.${o.status}`)}
              </Tag>
            }
          />
          <section className="stf-card stf-form" aria-label={t('staff.info')}>
            <dl className="stf-dl">
              <OptionalFact label={t('staff.user')} value={`${o.userName}${o.userPhone ? ` · ${o.userPhone}` : ''}`} />
              <OptionalFact label={t('pay.amount')} value={formatYuan(o.amountFen, 'zh')} />
              {o.coupon ? (
                <OptionalFact
                  label={t('pay.couponApplied')}
                  value={`${o.coupon.title} -${formatYuan(o.coupon.discountFen, 'zh')}`}
                />
              ) : null}
              <OptionalFact label={t('pay.payable')} value={formatYuan(o.payableFen, 'zh')} />
              <OptionalFact
                label={t('staff.paidBy')}
                value={o.paidBy ? t(`staff.paidByName.${o.paidBy}`, { defaultValue: o.paidBy }) : null}
              />
              <OptionalFact label={t('pay.createdAt')} value={formatBeijing(o.createdAt)} />
              <OptionalFact label={t('staff.paidAt')} value={o.paidAt ? formatBeijing(o.paidAt) : null} />
            </dl>
          </section>
          {o.voucher ? <VoucherCard order={o} onDone={order.reload} /> : null}
          {o.status === 'paid' ? <RefundCard order={o} onDone={order.reload} /> : null}
          {o.refunds.length ? (
            <TitledSection id="pay-refunds-h" title={t('staff.refunds')}>
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
            </TitledSection>
          ) : null}
          <TitledSection id="pay-history-h" title={t('staff.history')}>
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
          </TitledSection>
        </div>
      )}
    </OrderGate>
  );
}

function VoucherCard({ order, onDone }: { order: Detail; onDone: () => void }) {
  const { t } = useTranslation('payment');
  const v = order.voucher!;
  const reason = useReasonForm('pay-reject-reason', onDone);
  const open = order.status === 'voucher_review';

  const decide = async (approve: boolean) => {
    if (!approve && !reason.require(t('staff.reasonRequired'))) return;
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
    await reason.send(
      () => staffCall(staffVoucherReview, { id: order.id, approve: approve ? '1' : '0', reason: reason.text }),
      t(approve ? 'staff.approved' : 'staff.rejected'),
    );
  };

  return (
    <TitledSection id="pay-voucher-h" title={t('staff.voucher')} testId="staff-voucher">
      <p className="stf-muted">
        {t('staff.voucherAt', { at: formatBeijing(v.submittedAt) })}
        {v.rejectReason ? ` · ${t('staff.lastReject', { reason: v.rejectReason })}` : ''}
      </p>
      <a href={v.url} target="_blank" rel="noreferrer">
        <img src={v.url} alt={t('pay.voucherAlt')} style={{ maxWidth: '100%', maxHeight: 360, borderRadius: 8 }} />
      </a>
      {open ? (
        <ReasonField
          label={t('staff.reason')}
          hint={t('staff.reasonHint')}
          maxLength={MAX_REASON}
          {...reason.field}
          actions={
            <>
              <Button
                color="primary"
                loading={reason.busy}
                onClick={() => void decide(true)}
                data-testid="staff-approve"
              >
                {t('staff.approve')}
              </Button>
              <Button color="danger" fill="outline" disabled={reason.busy} onClick={() => void decide(false)}>
                {t('staff.reject')}
              </Button>
            </>
          }
        />
      ) : null}
    </TitledSection>
  );
}

function RefundCard({ order, onDone }: { order: Detail; onDone: () => void }) {
  const { t } = useTranslation('payment');
  const [to, setTo] = useState<'wallet' | 'channel'>('wallet');
  const reason = useReasonForm('pay-refund-reason', onDone);

  const refund = async () => {
    if (!reason.require(t('staff.reasonRequired'))) return;
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
    await reason.send(() => staffCall(staffRefund, { id: order.id, to, reason: reason.text }), t('staff.refunded'));
  };

  return (
    <TitledSection id="pay-refund-h" title={t('staff.refund')} testId="staff-refund">
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
      <ReasonField
        label={t('staff.reason')}
        maxLength={MAX_REASON}
        {...reason.field}
        actions={
          <Button color="danger" loading={reason.busy} onClick={() => void refund()} data-testid="staff-refund-submit">
            {t('staff.refundAmount', { amount: formatYuan(order.payableFen, 'zh') })}
          </Button>
        }
      />
    </TitledSection>
  );
}
