import { login } from '@app/contract/meta/passport';
import { formatMessage } from '@app/contract/messages';
import { Button } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../shared/api/client';
import { useCaptcha } from '../../../shared/auth/use-captcha';
import { DEFAULT_COUNTRY_CODE } from '../lib/country-codes';
import { formSchemas } from '../lib/schemas';
import { captchaError } from '../lib/target-errors';
import { useFinishLogin } from '../lib/use-finish-login';
import { useLang } from '../lib/use-lang';
import { type FieldErrors, hasErrors, phoneError, validateWith } from '../lib/validate';
import { CaptchaField } from './captcha-field';
import { CountryCodeSelect } from './country-code-select';
import { errorAria, FormField } from './form-field';
import { PasswordField } from './password-field';
import { TextInput } from './text-input';

/** Account (phone or e-mail) and password; a picture code once the server asks for one. */
export function PasswordLoginForm() {
  const { t } = useTranslation('passport');
  const lang = useLang();
  const finish = useFinishLogin();
  const captcha = useCaptcha();
  const [countryCode, setCountryCode] = useState(DEFAULT_COUNTRY_CODE);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const isEmail = account.includes('@');

  const check = async (): Promise<FieldErrors> => {
    const { login: schema, zEmail } = await formSchemas();
    const e = validateWith(schema.input, { account, password, countryCode }, lang);
    if (!e.account && isEmail && !zEmail.safeParse(account).success) e.account = formatMessage(lang, 'email.invalid');
    if (!e.account && !isEmail) e.account = phoneError(countryCode, account, lang);
    return { ...e, ...captchaError(captcha.shown, captcha.answer, lang) };
  };

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const found = await check();
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      finish(await callApi(login, { account: account.trim(), password, countryCode, ...captcha.params() }));
    } catch (err) {
      captcha.onFailure(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="pp-form" onSubmit={submit} noValidate>
      <FormField id="login-account" label={t('field.account')} error={errors.account}>
        {isEmail ? null : <CountryCodeSelect value={countryCode} onChange={setCountryCode} />}
        <TextInput
          id="login-account"
          autoComplete="username"
          placeholder={t('placeholder.account')}
          value={account}
          onChange={(v) => {
            setAccount(v.trim());
            setErrors((e) => ({ ...e, account: undefined }));
          }}
          maxLength={254}
          {...errorAria('login-account', errors.account)}
        />
      </FormField>
      <PasswordField
        id="login-password"
        label={t('field.password')}
        placeholder={t('placeholder.password')}
        value={password}
        onChange={(v) => {
          setPassword(v);
          setErrors((e) => ({ ...e, password: undefined }));
        }}
        error={errors.password}
        autoComplete="current-password"
      />
      <CaptchaField id="login-captcha" captcha={captcha} error={errors.captcha} />
      <Button className="pp-submit" block color="primary" size="large" type="submit" loading={busy}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
