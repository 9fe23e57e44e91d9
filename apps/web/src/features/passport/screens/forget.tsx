import { forget } from '@app/contract/meta/passport';
import { Button, Result } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { callApi } from '../../../shared/api/client';
import { clearAuth } from '../../../shared/auth/auth-store';
import { CaptchaField } from '../components/captcha-field';
import { CodeField } from '../components/code-field';
import { EmailField } from '../components/email-field';
import { PasswordField } from '../components/password-field';
import { PhoneField } from '../components/phone-field';
import { passwordFormErrors, zForgetForm } from '../lib/password-forms';
import { keepAuthQuery } from '../lib/safe-redirect';
import { targetErrors } from '../lib/target-errors';
import { useCodeForm } from '../lib/use-code-form';
import { hasErrors } from '../lib/validate';
import { TabStrip } from '../../../shared/ui/tab-strip';
import '../passport.css';

type By = 'phone' | 'email';

/** /forget: a new password after proving the phone or e-mail by code. */
export default function ForgetScreen() {
  const { t } = useTranslation('passport');
  const [search] = useSearchParams();
  const [by, setBy] = useState<By>('phone');
  const [done, setDone] = useState(false);
  const query = keepAuthQuery(search);

  if (done) {
    return (
      <div className="pp-page">
        <Result status="success" title={t('forget.doneTitle')} description={t('forget.doneDesc')} />
        <Link className="pp-link-button" to={`/login${query}`}>
          {t('forget.toLogin')}
        </Link>
      </div>
    );
  }

  return (
    <div className="pp-page">
      <h1 className="pp-title">{t('forget.title')}</h1>
      <p className="pp-subtitle">{t('forget.subtitle')}</p>
      <TabStrip
        className="pp-tabs"
        stretch
        items={[
          { key: 'phone', title: t('forget.byPhone') },
          { key: 'email', title: t('forget.byEmail') },
        ]}
        active={by}
        onChange={setBy}
        label={t('forget.title')}
        idPrefix="forget-tab"
      />
      {/* Keyed by channel so switching starts a clean form (and countdown). */}
      <ForgetForm key={by} by={by} onDone={() => setDone(true)} />
      <div className="pp-links pp-links--center">
        <Link to={`/login${query}`}>{t('link.backToLogin')}</Link>
      </div>
    </div>
  );
}

function ForgetForm({ by, onDone }: { by: By; onDone: () => void }) {
  const { t } = useTranslation('passport');
  const f = useCodeForm('forget', by);
  const { values: v, errors } = f;
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const target = by === 'phone' ? { countryCode: v.countryCode, phone: v.phone } : { email: v.email };
    const values = { by, ...target, code: v.code, password, confirmPassword };
    const found = { ...passwordFormErrors(zForgetForm, values, f.lang), ...(await targetErrors(f.target, f.lang)) };
    f.setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      await callApi(forget, { by, countryCode: v.countryCode, ...target, code: v.code, password });
      // Every session of the account ended with the reset, this one included.
      clearAuth();
      onDone();
    } catch {
      // The client toasted the reason.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="pp-form" onSubmit={submit} noValidate>
      {by === 'phone' ? (
        <PhoneField
          id="fg-phone"
          countryCode={v.countryCode}
          phone={v.phone}
          onCountryCode={(countryCode) => f.set({ countryCode })}
          onPhone={(phone) => f.set({ phone })}
          error={errors.phone}
        />
      ) : (
        <EmailField id="fg-email" value={v.email} onChange={(email) => f.set({ email })} error={errors.email} />
      )}
      <CaptchaField id="fg-captcha" captcha={f.captcha} error={errors.captcha} />
      <CodeField
        id="fg-code"
        value={v.code}
        onChange={(code) => f.set({ code })}
        onSend={f.onSend}
        error={errors.code}
      />
      <PasswordField
        id="fg-password"
        label={t('field.newPassword')}
        placeholder={t('placeholder.newPassword')}
        value={password}
        onChange={(p) => {
          setPassword(p);
          f.setErrors((e) => ({ ...e, password: undefined }));
        }}
        error={errors.password}
        hint={t('register.passwordHint')}
        autoComplete="new-password"
      />
      <PasswordField
        id="fg-confirm"
        label={t('field.confirmPassword')}
        placeholder={t('placeholder.confirmPassword')}
        value={confirmPassword}
        onChange={(p) => {
          setConfirmPassword(p);
          f.setErrors((e) => ({ ...e, confirmPassword: undefined }));
        }}
        error={errors.confirmPassword}
        autoComplete="new-password"
      />
      <Button className="pp-submit" block color="primary" size="large" type="submit" loading={busy}>
        {t('forget.submit')}
      </Button>
    </form>
  );
}
