import { login } from '@app/contract/meta/passport';
import { Button, Input } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { callApi } from '../../../shared/api/client';
import { setAuthUser, signOut, useAuth } from '../../../shared/auth/auth-store';
import { useCaptcha } from '../../../shared/auth/use-captcha';
import { errorProps, Field } from '../components/field';
import { StaffLangToggle } from '../components/staff-layout';

/** Only console paths are followed after sign-in, never another site (open redirect). */
function target(redirect: string | null): string {
  return redirect && /^\/staff(\/|$|\?)/.test(redirect) && !redirect.includes('//') ? redirect : '/staff';
}

/** Staff sign-in with account and password (/service/passport/login); non-staff accounts are told so. */
export default function LoginPage() {
  const { t } = useTranslation('staff');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { status, user } = useAuth();
  const captcha = useCaptcha();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ field: 'account' | 'password'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  if (status === 'in' && user?.role === 'staff') return <Navigate to={target(params.get('redirect'))} replace />;
  const notStaff = status === 'in' && user && user.role !== 'staff' ? user.nickname : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!account.trim())
      return setError({ field: 'account', text: t('validation.required', { field: t('login.account') }) });
    if (!password)
      return setError({ field: 'password', text: t('validation.required', { field: t('login.password') }) });
    setError(null);
    setBusy(true);
    try {
      const me = await callApi(login, { account: account.trim(), password, ...captcha.params() });
      setAuthUser(me);
      if (me.role === 'staff') navigate(target(params.get('redirect')), { replace: true });
    } catch (err) {
      captcha.onFailure(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="stf-bare">
      <div className="stf-bare-lang">
        <StaffLangToggle />
      </div>
      <form className="stf-card stf-login" onSubmit={submit} noValidate>
        <h1 className="stf-login-title">{t('login.title')}</h1>
        <p className="stf-muted">{t('login.subtitle')}</p>
        {notStaff ? (
          <div className="stf-alert" role="alert" data-testid="staff-login-not-staff">
            <p>{t('login.notStaff', { name: notStaff })}</p>
            <Button size="small" onClick={() => void signOut()}>
              {t('login.useOther')}
            </Button>
          </div>
        ) : null}
        <Field id="stf-account" label={t('login.account')} error={error?.field === 'account' ? error.text : null}>
          <Input
            id="stf-account"
            value={account}
            onChange={setAccount}
            placeholder={t('login.accountPlaceholder')}
            autoComplete="username"
            maxLength={254}
            {...errorProps('stf-account', error?.field === 'account' ? error.text : null)}
          />
        </Field>
        <Field id="stf-password" label={t('login.password')} error={error?.field === 'password' ? error.text : null}>
          <Input
            id="stf-password"
            type="password"
            value={password}
            onChange={setPassword}
            placeholder={t('login.passwordPlaceholder')}
            autoComplete="current-password"
            maxLength={64}
            {...errorProps('stf-password', error?.field === 'password' ? error.text : null)}
          />
        </Field>
        {captcha.shown ? (
          <Field id="stf-captcha" label={t('login.captcha')}>
            <div className="stf-captcha">
              <Input
                id="stf-captcha"
                value={captcha.answer}
                onChange={captcha.setAnswer}
                placeholder={t('login.captchaPlaceholder')}
                maxLength={8}
                autoComplete="off"
              />
              <button
                type="button"
                className="stf-captcha-pic"
                onClick={() => void captcha.load()}
                title={t('login.captchaAlt')}
              >
                {captcha.image ? <img src={captcha.image} alt={t('login.captchaAlt')} width={110} height={40} /> : null}
              </button>
            </div>
          </Field>
        ) : null}
        <Button
          block
          color="primary"
          type="submit"
          loading={busy}
          loadingText={t('login.submitting')}
          className="stf-login-submit"
        >
          {t('login.submit')}
        </Button>
        <a href="/" className="stf-login-site">
          {t('nav.site')}
        </a>
      </form>
    </div>
  );
}
