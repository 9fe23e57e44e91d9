import { Code } from '@app/contract/codes';
import { walletChangePass, walletChangePassByCode, walletIndex, walletSendCode } from '@app/contract/meta/wallet';
import { routeById } from '@app/contract/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, callApi, toast } from '../../../shared/api/client';
import { useCall } from '../../../shared/api/use-call';
import { ListSkeleton } from '../../cms/components/list-skeleton';
import { StatusPanel } from '../../cms/components/status-panel';
import { CodeField } from '../../passport/components/code-field';
import { PinInput } from '../components/pin-input';
import '../styles';

type Mode = 'set' | 'change' | 'reset';
type Field = 'old' | 'password' | 'repeat' | 'code';
type Errors = Partial<Record<Field, string>>;
const PIN = /^\d{6}$/;

/** Where to go afterwards: a page of this site only (e.g. back to the payment screen). */
const safeBack = (raw: string | null) =>
  raw?.startsWith('/') && !raw.startsWith('//') ? raw : routeById.walletAccount!.path;

/**
 * /payPassword (login): set the 6-digit pay password, change it with the old one, or reset it
 * with an SMS code sent to the account's phone (which also lifts the lock after wrong tries).
 */
export default function PayPassword() {
  const { t } = useTranslation('payment');
  const [search] = useSearchParams();
  const wallet = useCall(walletIndex, { page: 1, pageSize: 1 }, { silent: true });
  if (wallet.error) return <StatusPanel kind="error" description={wallet.error.codeMsg} onRetry={wallet.reload} />;
  if (!wallet.data) {
    return (
      <div className="cms-page" aria-busy="true">
        <ListSkeleton rows={3} thumb={false} />
      </div>
    );
  }
  const has = wallet.data.hasPayPassword;
  const initial: Mode = !has ? 'set' : search.get('mode') === 'reset' ? 'reset' : 'change';
  return (
    <div className="cms-page pm-page">
      <PasswordForm
        key={initial}
        initial={initial}
        has={has}
        back={safeBack(search.get('back'))}
        title={t('password.title')}
      />
    </div>
  );
}

function PasswordForm({ initial, has, back, title }: { initial: Mode; has: boolean; back: string; title: string }) {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>(initial);
  const [v, setV] = useState({ old: '', password: '', repeat: '', code: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState('');

  const set = (f: Field) => (value: string) => {
    setV((s) => ({ ...s, [f]: value }));
    setErrors((e) => ({ ...e, [f]: undefined }));
  };
  const validate = (): Errors => {
    const e: Errors = {};
    if (mode === 'change' && !PIN.test(v.old)) e.old = t(v.old ? 'password.format' : 'password.oldRequired');
    if (mode === 'reset' && !/^\d{6}$/.test(v.code)) e.code = t('password.codeRequired');
    if (!PIN.test(v.password)) e.password = t('password.format');
    else if (mode === 'change' && v.password === v.old) e.password = t('password.same');
    if (!e.password && v.repeat !== v.password) e.repeat = t('password.mismatch');
    return e;
  };

  const sendCode = async () => {
    try {
      const r = await callApi(walletSendCode, {});
      setSentTo(r.maskedPhone);
      return r.cooldownSeconds > 0 ? r.cooldownSeconds : 60;
    } catch {
      return null;
    }
  };

  const submit = async (ev: React.FormEvent) => {
    ev.preventDefault();
    const e = validate();
    setErrors(e);
    if (Object.keys(e).length) return;
    setBusy(true);
    try {
      if (mode === 'reset') {
        await callApi(
          walletChangePassByCode,
          { code: v.code, password: v.password },
          { expect: [Code.INVALID_INPUT, Code.VERIFY_CODE_WRONG, Code.VERIFY_CODE_EXPIRED, Code.RATE_LIMITED] },
        );
      } else {
        await callApi(
          walletChangePass,
          { oldPassword: mode === 'change' ? v.old : undefined, password: v.password },
          { expect: [Code.INVALID_INPUT, Code.PAY_PASSWORD_WRONG, Code.PAY_PASSWORD_LOCKED] },
        );
      }
      toast(t(`password.done.${mode}`));
      navigate(back, { replace: true });
    } catch (err) {
      if (!(err instanceof ApiError) || err.code === -1) return;
      const field = (err.data as { field?: string } | null)?.field;
      const target: Field =
        mode === 'reset' && (field === 'code' || err.code !== Code.INVALID_INPUT)
          ? 'code'
          : mode === 'change' && (field === 'oldPassword' || err.code !== Code.INVALID_INPUT)
            ? 'old'
            : 'password';
      setErrors({ [target]: err.codeMsg });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="pm-card" aria-labelledby="pm-pw-h">
      <h1 className="pm-card__title" id="pm-pw-h">
        {title}
      </h1>
      {has ? (
        <div className="app-tabs" role="tablist" aria-label={t('password.modes')} style={{ margin: '0 -16px 8px' }}>
          {(['change', 'reset'] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              aria-selected={mode === m}
              className={`app-tab${mode === m ? ' app-tab--on' : ''}`}
              onClick={() => {
                setMode(m);
                setErrors({});
              }}
            >
              {t(`password.mode.${m}`)}
            </button>
          ))}
        </div>
      ) : (
        <p className="pm-muted" style={{ marginTop: 0 }}>
          {t('password.setIntro')}
        </p>
      )}
      <form className="pp-form" style={{ padding: 0 }} onSubmit={(e) => void submit(e)} noValidate>
        {mode === 'change' ? (
          <PinField id="pm-pw-old" label={t('password.old')} value={v.old} onChange={set('old')} error={errors.old} />
        ) : null}
        {mode === 'reset' ? (
          <>
            <CodeField id="pm-pw-code" value={v.code} onChange={set('code')} onSend={sendCode} error={errors.code} />
            {sentTo ? <p className="pm-muted">{t('password.sentTo', { phone: sentTo })}</p> : null}
          </>
        ) : null}
        <PinField
          id="pm-pw-new"
          label={t('password.new')}
          value={v.password}
          onChange={set('password')}
          error={errors.password}
        />
        <PinField
          id="pm-pw-repeat"
          label={t('password.repeat')}
          value={v.repeat}
          onChange={set('repeat')}
          error={errors.repeat}
        />
        <p className="pm-muted">{t('password.hint')}</p>
        <button
          type="submit"
          className="pm-btn pm-btn--primary pm-btn--block"
          disabled={busy}
          data-testid="password-submit"
          style={{ marginTop: 12 }}
        >
          {busy ? t('common.working') : t('password.submit')}
        </button>
      </form>
    </section>
  );
}

function PinField(props: { id: string; label: string; value: string; onChange: (v: string) => void; error?: string }) {
  return (
    <div className="pm-pin-field" style={{ marginTop: 12 }}>
      <label className="pp-field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <PinInput {...props} />
    </div>
  );
}
