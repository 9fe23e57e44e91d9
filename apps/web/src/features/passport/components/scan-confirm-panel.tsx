import { scanLogin } from '@app/contract/meta/passport';
import { Code } from '@app/contract/codes';
import { Button, Result } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, callApi } from '../../../shared/api/client';

type Step = 'ask' | 'busy' | 'done' | 'cancelled' | 'expired';

const looksLikeTicket = (t: string) => /^[A-Za-z0-9_-]{16,64}$/.test(t);

/**
 * A signed-in phone opened a scan link (`/login?scan=…`): it marks the ticket scanned, so the
 * other device can say "confirm on your phone", then asks the person to confirm or cancel.
 */
export function ScanConfirmPanel({ ticket, nickname }: { ticket: string; nickname: string }) {
  const { t } = useTranslation('passport');
  const [step, setStep] = useState<Step>(looksLikeTicket(ticket) ? 'ask' : 'expired');

  useEffect(() => {
    if (!looksLikeTicket(ticket)) return;
    callApi(scanLogin, { ticket, confirm: false }, { silent: true }).catch((err) => {
      if (err instanceof ApiError && err.code === Code.TICKET_EXPIRED) setStep('expired');
    });
  }, [ticket]);

  const confirm = async () => {
    setStep('busy');
    try {
      await callApi(scanLogin, { ticket, confirm: true }, { expect: [Code.TICKET_EXPIRED] });
      setStep('done');
    } catch (err) {
      setStep(err instanceof ApiError && err.code === Code.TICKET_EXPIRED ? 'expired' : 'ask');
    }
  };

  if (step === 'done' || step === 'cancelled' || step === 'expired') {
    const status = step === 'done' ? 'success' : step === 'expired' ? 'warning' : 'info';
    return (
      <div className="pp-page">
        <Result status={status} title={t(`scanConfirm.${step}`)} />
        <Link className="pp-link-button" to="/personal">
          {t('scanConfirm.goPersonal')}
        </Link>
      </div>
    );
  }

  return (
    <div className="pp-page pp-scan-confirm">
      <svg className="pp-scan-confirm__icon" viewBox="0 0 64 64" aria-hidden="true">
        <rect x="6" y="10" width="52" height="34" rx="4" fill="none" stroke="currentColor" strokeWidth="4" />
        <path d="M22 54h20M32 44v10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <h1 className="pp-title">{t('scanConfirm.title')}</h1>
      <p className="pp-subtitle">{t('scanConfirm.desc', { name: nickname })}</p>
      <Button block color="primary" size="large" loading={step === 'busy'} onClick={() => void confirm()}>
        {t('scanConfirm.confirm')}
      </Button>
      <Button
        className="pp-secondary"
        block
        size="large"
        disabled={step === 'busy'}
        onClick={() => setStep('cancelled')}
      >
        {t('scanConfirm.cancel')}
      </Button>
    </div>
  );
}
