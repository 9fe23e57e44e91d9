import type { CallOutput } from '@app/contract/call';
import type { TOrderKind } from '@app/contract/calls/order';
import { invoiceView } from '@app/contract/meta/invoice';
import { href, routeById } from '@app/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCall } from '../../../shared/api/use-call';
import { StatusPanel } from '../../cms/components/status-panel';
import { formatDate, formatYuan, type Lang } from '../../cms/lib/format';
import { formatTime } from '../../meeting/lib/time';
import { InvoiceStatus } from '../components/invoice-status';
import { OrderLoadState } from '../components/page-states';
import { eventLabel, orderName } from '../lib/format';
import { orderQuery, readOrderRef } from '../lib/order-ref';
import { MeetingCard } from '../../meeting/components/meeting-card';
import '../../meeting/styles';
import '../invoice.css';

type View = CallOutput<typeof invoiceView>;

/**
 * /attendOrder/viewInVoice?orderId= (login): the invoice request of an order — its state, the
 * title it was asked for, the rejection reason, the PDF once issued, and the history. No request
 * yet: why not, or a way to ask for one.
 */
export default function ViewInvoice() {
  const [params] = useSearchParams();
  const { orderId, kind } = readOrderRef(params);
  const res = useCall(invoiceView, orderId === null ? null : { a: kind, b: orderId }, { silent: true });
  if (!res.data) return <OrderLoadState orderId={orderId} res={res} />;
  return <Body view={res.data} kind={kind} />;
}

function Body({ view, kind }: { view: View; kind: TOrderKind }) {
  const { t, i18n } = useTranslation('invoice');
  const lang = i18n.language as Lang;
  const inv = view.invoice;
  const q = orderQuery(view.order.id, kind);
  const setPath = `${routeById.setInvoice!.path}${q}`;
  const orderLink =
    kind === 'register' ? (
      <Link className="mt-act" to={href(routeById.attendDetail!.path, { id: view.order.id })}>
        {t('view.toOrder')}
      </Link>
    ) : null;

  if (!inv) {
    return (
      <div className="cms-page mt-page">
        <StatusPanel
          kind="empty"
          title={t('view.none')}
          description={view.blocked ? t(`blocked.${view.blocked}`) : t('view.noneDesc')}
          action={
            view.blocked ? (
              kind === 'register' ? (
                <Link className="cms-btn cms-btn--ghost" to={href(routeById.attendDetail!.path, { id: view.order.id })}>
                  {t('view.toOrder')}
                </Link>
              ) : undefined
            ) : (
              <Link className="cms-btn" to={setPath} data-testid="invoice-request">
                {t('view.request')}
              </Link>
            )
          }
        />
      </div>
    );
  }

  const dateTime = (s: string) => `${formatDate(s, lang)} ${formatTime(s)}`;
  return (
    <div className="cms-page mt-page mt-page--actions">
      <section className="iv-head" data-testid="invoice-head">
        <InvoiceStatus status={inv.status} />
        <p className="iv-head__hint">{t(`view.hint.${inv.status}`)}</p>
        <p className="iv-head__amount">{formatYuan(inv.amountFen, lang)}</p>
      </section>
      {inv.status === 'rejected' && inv.rejectReason ? (
        <MeetingCard titleId="iv-reason" title={t('view.rejectReason')}>
          <p className="iv-reason" data-testid="invoice-reject-reason">
            {inv.rejectReason}
          </p>
        </MeetingCard>
      ) : null}
      <MeetingCard titleId="iv-facts" title={t('view.heading')}>
        <dl className="mt-dl">
          {inv.invoiceNo ? <Row label={t('common.invoiceNo')} value={inv.invoiceNo} /> : null}
          <Row label={t('field.invoiceType')} value={t(`type.${inv.invoiceType}`)} />
          <Row label={t('field.titleType')} value={t(`titleType.${inv.titleType}`)} />
          <Row label={t('field.invoiceTitle')} value={inv.invoiceTitle} />
          {inv.taxNo ? <Row label={t('field.taxNo')} value={inv.taxNo} /> : null}
          <Row label={t('field.email')} value={inv.email} />
          {inv.remark ? <Row label={t('field.remark')} value={inv.remark} /> : null}
          <Row label={t('common.amount')} value={formatYuan(inv.amountFen, lang)} />
          <Row label={t('common.order')} value={orderName(t, inv.orderKind, inv.orderTitle)} />
          <Row label={t('common.orderNo')} value={inv.orderNo} />
          <Row label={t('common.createdAt')} value={dateTime(inv.createdAt)} />
          {inv.issuedAt ? <Row label={t('common.issuedAt')} value={dateTime(inv.issuedAt)} /> : null}
        </dl>
      </MeetingCard>
      <MeetingCard titleId="iv-history" title={t('common.history')}>
        <ol className="mt-timeline" data-testid="invoice-history">
          {inv.events.map((e, i) => {
            const { what, why } = eventLabel(t, e);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: history rows never reorder
              <li key={i} className="mt-timeline__item">
                <span className="mt-timeline__what">{what}</span>
                {why ? <span className="mt-timeline__why">{why}</span> : null}
                <time className="mt-timeline__at" dateTime={e.at}>
                  {dateTime(e.at)}
                </time>
              </li>
            );
          })}
        </ol>
      </MeetingCard>
      <nav className="mt-actions" aria-label={t('view.heading')}>
        {orderLink}
        {inv.status === 'issued' && inv.pdfUrl ? (
          <a
            className="mt-act mt-act--primary"
            href={inv.pdfUrl}
            target="_blank"
            rel="noopener"
            data-testid="invoice-pdf"
          >
            {t('view.openPdf')}
          </a>
        ) : null}
        {inv.status !== 'issued' && !view.blocked ? (
          <Link className="mt-act mt-act--primary" to={setPath} data-testid="invoice-modify">
            {inv.status === 'rejected' ? t('view.resubmit') : t('view.modify')}
          </Link>
        ) : null}
      </nav>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="mt-dl__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
