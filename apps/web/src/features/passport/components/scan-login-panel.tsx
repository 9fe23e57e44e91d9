import { Button, SpinLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/api/client';
import { currentOrigin } from '../../../ssr/environment';
import { useFinishLogin } from '../lib/use-finish-login';
import { useScanTicket } from '../lib/use-scan-ticket';
import { QrCode } from '../qr/qr-code';

/** Shows a sign-in ticket as a QR code for a signed-in phone to scan, and waits for it. */
export function ScanLoginPanel() {
  const { t } = useTranslation('passport');
  const finish = useFinishLogin();
  const { ticket, state, refresh } = useScanTicket(finish);
  const url = ticket ? new URL(ticket.scanUrl, currentOrigin()).toString() : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast(t('scan.copied'));
    } catch {
      // No clipboard permission (e.g. plain http): the link stays selectable by hand.
    }
  };

  return (
    <div className="pp-scan">
      <p className="pp-scan__hint">{t('scan.hint')}</p>
      <div className="pp-scan__code">
        {state === 'loading' ? <SpinLoading aria-label={t('scan.loading')} /> : null}
        {url && state !== 'loading' && state !== 'failed' ? (
          <QrCode text={url} size={200} label={t('scan.qrAlt')} />
        ) : null}
        {state === 'expired' || state === 'failed' ? (
          <div className="pp-scan__over">
            <p>{t(state === 'expired' ? 'scan.expired' : 'scan.failed')}</p>
            <Button color="primary" size="small" onClick={() => void refresh()}>
              {t('scan.refresh')}
            </Button>
          </div>
        ) : null}
      </div>
      <p className="pp-scan__status" aria-live="polite">
        {state === 'scanned' ? t('scan.scanned') : state === 'pending' ? t('scan.waiting') : ''}
      </p>
      {url && (state === 'pending' || state === 'scanned') ? (
        <div className="pp-scan__link">
          <span>{t('scan.orOpen')}</span>
          <code>{url}</code>
          <Button size="mini" fill="outline" onClick={() => void copy()}>
            {t('scan.copy')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
