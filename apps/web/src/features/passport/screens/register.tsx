import { register } from '@app/contract/calls/passport';
import { Code } from '@app/contract/codes';
import { Button, Checkbox } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError, callApi } from '../../../shared/api/client';
import { CaptchaField } from '../components/captcha-field';
import { CodeField } from '../components/code-field';
import { errorAria, FormField } from '../components/form-field';
import { PasswordField } from '../components/password-field';
import { PhoneField } from '../components/phone-field';
import { passwordFormErrors, zRegisterForm } from '../lib/password-forms';
import { keepAuthQuery } from '../lib/safe-redirect';
import { useCodeForm } from '../lib/use-code-form';
import { useFinishLogin } from '../lib/use-finish-login';
import { hasErrors, phoneError } from '../lib/validate';
import '../passport.css';
import { TextInput } from '../components/text-input';

/** /register: phone verified by SMS, password twice, agreement; signs in on success. */
export default function RegisterScreen() {
  const { t } = useTranslation('passport');
  const [search] = useSearchParams();
  const finish = useFinishLogin();
  const [taken, setTaken] = useState(false);
  const onTaken = (err: unknown) => setTaken(err instanceof ApiError && err.code === Code.ALREADY_REGISTERED);
  const f = useCodeForm('register', 'phone', { expect: [Code.ALREADY_REGISTERED], onSendError: onTaken });
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [nickname, setNickname] = useState('');
  const [invite, setInvite] = useState(search.get('invite') ?? '');
  const [agree, setAgree] = useState(false);
  const [busy, setBusy] = useState(false);
  const { values: v, errors } = f;
  const query = keepAuthQuery(search);

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const input = { countryCode: v.countryCode, phone: v.phone, code: v.code, password, nickname, agree, invite };
    const found = passwordFormErrors(zRegisterForm, { ...input, confirmPassword }, f.lang);
    found.phone ??= phoneError(v.countryCode, v.phone, f.lang);
    f.setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const user = await callApi(
        register,
        { ...input, nickname: nickname.trim() || undefined, invite: invite.trim() || undefined },
        { expect: [Code.ALREADY_REGISTERED] },
      );
      finish(user);
    } catch (err) {
      onTaken(err);
    } finally {
      setBusy(false);
    }
  };

  const clear = (k: string) => f.setErrors((e) => ({ ...e, [k]: undefined }));

  return (
    <div className="pp-page">
      <h1 className="pp-title">{t('register.title')}</h1>
      <p className="pp-subtitle">{t('register.subtitle')}</p>
      <form className="pp-form" onSubmit={submit} noValidate>
        <PhoneField
          id="reg-phone"
          countryCode={v.countryCode}
          phone={v.phone}
          onCountryCode={(countryCode) => f.set({ countryCode })}
          onPhone={(phone) => {
            setTaken(false);
            f.set({ phone });
          }}
          error={errors.phone}
        />
        {taken ? (
          <p className="pp-notice" role="alert">
            {t('register.alreadyRegistered')} <Link to={`/login${query}`}>{t('register.loginInstead')}</Link>
          </p>
        ) : null}
        <CaptchaField id="reg-captcha" captcha={f.captcha} error={errors.captcha} />
        <CodeField
          id="reg-code"
          value={v.code}
          onChange={(code) => f.set({ code })}
          onSend={f.onSend}
          error={errors.code}
        />
        <PasswordField
          id="reg-password"
          label={t('field.password')}
          placeholder={t('placeholder.newPassword')}
          value={password}
          onChange={(p) => {
            setPassword(p);
            clear('password');
          }}
          error={errors.password}
          hint={t('register.passwordHint')}
          autoComplete="new-password"
        />
        <PasswordField
          id="reg-confirm"
          label={t('field.confirmPassword')}
          placeholder={t('placeholder.confirmPassword')}
          value={confirmPassword}
          onChange={(p) => {
            setConfirmPassword(p);
            clear('confirmPassword');
          }}
          error={errors.confirmPassword}
          autoComplete="new-password"
        />
        <FormField id="reg-nickname" label={t('field.nickname')} error={errors.nickname}>
          <TextInput
            id="reg-nickname"
            autoComplete="nickname"
            placeholder={t('placeholder.nickname')}
            value={nickname}
            onChange={(n) => {
              setNickname(n);
              clear('nickname');
            }}
            maxLength={30}
            {...errorAria('reg-nickname', errors.nickname)}
          />
        </FormField>
        <FormField id="reg-invite" label={t('field.invite')} error={errors.invite}>
          <TextInput
            id="reg-invite"
            autoComplete="off"
            placeholder={t('placeholder.invite')}
            value={invite}
            onChange={(i) => {
              setInvite(i.trim());
              clear('invite');
            }}
            maxLength={32}
            {...errorAria('reg-invite', errors.invite)}
          />
        </FormField>
        <div className={`pp-agree${errors.agree ? ' pp-field--error' : ''}`}>
          <Checkbox
            checked={agree}
            onChange={(c) => {
              setAgree(c);
              clear('agree');
            }}
            aria-describedby={errors.agree ? 'reg-agree-error' : undefined}
          >
            <span>{t('register.agreePrefix')}</span>{' '}
            {/* A link inside the label opens the text without ticking the box. */}
            <Link to="/agreement" target="_blank" rel="noopener">
              {t('link.agreement')}
            </Link>
          </Checkbox>
          {errors.agree ? (
            <div className="pp-field__error" id="reg-agree-error" role="alert">
              {errors.agree}
            </div>
          ) : null}
        </div>
        <Button className="pp-submit" block color="primary" size="large" type="submit" loading={busy}>
          {t('register.submit')}
        </Button>
        {agree ? null : <p className="pp-submit-note">{t('register.needAgree')}</p>}
      </form>
      <div className="pp-links pp-links--center">
        <Link to={`/login${query}`}>{t('link.login')}</Link>
      </div>
    </div>
  );
}
