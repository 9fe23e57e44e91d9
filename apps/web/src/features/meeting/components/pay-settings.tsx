import { meetingInvoiceSetting, meetingPaymentSetting } from '@app/contract/meta/meeting';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../shared/api/use-call';
import { MeetingCard } from './meeting-card';

/**
 * How a conference is paid and invoiced (its payment and invoice settings, by meeting code): shown
 * on an order so the attendee knows the channels, the account for a bank transfer and whether an
 * invoice can be had, before issue 4's payment page. A setting that fails to load says so quietly.
 */
export function PaySettings({ code, unpaid }: { code: string; unpaid: boolean }) {
  const { t } = useTranslation('meeting');
  const pay = useCall(meetingPaymentSetting, { meetingCode: code }, { silent: true });
  const invoice = useCall(meetingInvoiceSetting, { meetingCode: code }, { silent: true });
  const failed = pay.error || invoice.error;
  return (
    <MeetingCard titleId="mt-pay" title={t('pay.title')} testId="pay-settings">
      {pay.data && unpaid ? (
        <dl className="mt-dl">
          <div className="mt-dl__row">
            <dt>{t('pay.channels')}</dt>
            <dd>{pay.data.channels.map((c) => t(`pay.channel.${c}`)).join(t('pay.separator'))}</dd>
          </div>
          {pay.data.channels.includes('offline') && pay.data.offlineAccount ? (
            <div className="mt-dl__row">
              <dt>{t('pay.offlineAccount')}</dt>
              <dd className="mt-text-pre">{pay.data.offlineAccount}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {invoice.data ? (
        <dl className="mt-dl">
          <div className="mt-dl__row">
            <dt>{t('pay.invoice')}</dt>
            <dd>
              {invoice.data.allowed
                ? invoice.data.types.map((x) => t(`pay.invoiceType.${x}`)).join(t('pay.separator'))
                : t('pay.noInvoice')}
            </dd>
          </div>
          {invoice.data.note ? (
            <div className="mt-dl__row">
              <dt>{t('pay.note')}</dt>
              <dd className="mt-text-pre">{invoice.data.note}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {failed ? (
        <p className="mt-muted">
          {t('pay.failed')}{' '}
          <button
            type="button"
            className="mt-retry"
            onClick={() => {
              if (pay.error) pay.reload();
              if (invoice.error) invoice.reload();
            }}
          >
            {t('pay.retry')}
          </button>
        </p>
      ) : null}
      {!failed && (!pay.data || !invoice.data) ? <p className="mt-muted">{t('pay.loading')}</p> : null}
    </MeetingCard>
  );
}
