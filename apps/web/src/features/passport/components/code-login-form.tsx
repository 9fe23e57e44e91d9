import { loginByEmail, loginByPhone } from '@app/contract/meta/passport';
import { Button } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../shared/api/client';
import { formSchemas } from '../lib/schemas';
import { targetErrors } from '../lib/target-errors';
import { useCodeForm } from '../lib/use-code-form';
import { useFinishLogin } from '../lib/use-finish-login';
import { hasErrors, validateWith } from '../lib/validate';
import { CaptchaField } from './captcha-field';
import { CodeField } from './code-field';
import { EmailField } from './email-field';
import { PhoneField } from './phone-field';

/** Sign-in by a code sent to the phone (SMS) or to the e-mail address. */
export function CodeLoginForm({ by }: { by: 'phone' | 'email' }) {
  const { t } = useTranslation('passport');
  const finish = useFinishLogin();
  const f = useCodeForm('login', by);
  const { values: v } = f;
  const [busy, setBusy] = useState(false);
  const id = `login-${by}`;

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const schemas = await formSchemas();
    const schema = by === 'phone' ? schemas.loginByPhone.input : schemas.loginByEmail.input;
    const found = {
      ...validateWith(
        schema,
        { ...(by === 'phone' ? { countryCode: v.countryCode, phone: v.phone } : { email: v.email }), code: v.code },
        f.lang,
      ),
      ...(await targetErrors(f.target, f.lang)),
    };
    f.setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const user =
        by === 'phone'
          ? await callApi(loginByPhone, { countryCode: v.countryCode, phone: v.phone, code: v.code })
          : await callApi(loginByEmail, { email: v.email, code: v.code });
      finish(user);
    } catch {
      // The client toasted the reason (wrong or expired code, unknown account).
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="pp-form" onSubmit={submit} noValidate>
      {by === 'phone' ? (
        <PhoneField
          id={`${id}-phone`}
          countryCode={v.countryCode}
          phone={v.phone}
          onCountryCode={(countryCode) => f.set({ countryCode })}
          onPhone={(phone) => f.set({ phone })}
          error={f.errors.phone}
        />
      ) : (
        <EmailField id={`${id}-email`} value={v.email} onChange={(email) => f.set({ email })} error={f.errors.email} />
      )}
      <CaptchaField id={`${id}-captcha`} captcha={f.captcha} error={f.errors.captcha} />
      <CodeField
        id={`${id}-code`}
        value={v.code}
        onChange={(code) => f.set({ code })}
        onSend={f.onSend}
        error={f.errors.code}
      />
      <Button className="pp-submit" block color="primary" size="large" type="submit" loading={busy}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
