import { zAnnualSignInput } from '@app/contract/calls/meeting';
import { Code } from '@app/contract/codes';
import { annualIndex, annualSign } from '@app/contract/meta/meeting';
import { href, routeById } from '@app/contract/routes';
import { Button } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { ApiError, callApi } from '../../../shared/api/client';
import { useCall } from '../../../shared/api/use-call';
import { StatusPanel as UiStatus } from '../../../shared/ui/status-panel';
import { ListSkeleton } from '../../cms/components/list-skeleton';
import { StatusPanel } from '../../cms/components/status-panel';
import type { Lang } from '../../cms/lib/format';
import { type ContactValues, ContactFields } from '../components/contact-fields';
import { contactErrors, type FieldErrors, hasErrors, serverFieldError } from '../lib/field-errors';
import { parseId } from '../lib/parse-id';
import '../styles';

const zSign = z.object(zAnnualSignInput);
const EMPTY: ContactValues = { name: '', countryCode: '86', phone: '', email: '', unit: '' };

/**
 * /annualMeeting/:id/sign (public, no login): sign up for an annual meeting with contact details.
 * One sign-up per phone number per meeting; a number already used is said next to the phone.
 */
export default function AnnualMeetingSign() {
  const { t, i18n } = useTranslation('meeting');
  const lang = i18n.language as Lang;
  const id = parseId(useParams().id);
  const res = useCall(annualIndex, id === null ? null : { id }, { silent: true });
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  if (id === null || res.error?.code === Code.NOT_FOUND) {
    return (
      <div className="cms-page">
        <StatusPanel
          kind="notFound"
          title={t('annual.notFound')}
          description={t('annual.notFoundDesc')}
          action={
            <Link className="cms-btn cms-btn--ghost" to={routeById.meetingList!.path}>
              {t('detail.toList')}
            </Link>
          }
        />
      </div>
    );
  }
  if (res.error) return <StatusPanel kind="error" description={res.error.codeMsg} onRetry={res.reload} />;
  if (!res.data) {
    return (
      <div className="cms-page" aria-busy="true">
        <ListSkeleton rows={5} thumb={false} />
      </div>
    );
  }
  const m = res.data.meeting;
  const page = href(routeById.annualMeeting!.path, { id: m.id });
  const back = (
    <Link className="ui-btn" to={page}>
      {t('annual.backToPage')}
    </Link>
  );
  if (done) {
    return (
      <UiStatus
        testId="annual-signed"
        title={t('annual.doneTitle')}
        description={t('annual.doneDesc', { title: m.title })}
        actions={back}
      />
    );
  }
  if (res.data.signState !== 'open') {
    return (
      <UiStatus
        testId={`annual-${res.data.signState}`}
        tone="warning"
        badge={t(`window.state.registration.${res.data.signState}`)}
        title={m.title}
        description={t(`annual.${res.data.signState}`)}
        actions={back}
      />
    );
  }

  const change = (patch: Partial<ContactValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next: FieldErrors = { ...e, form: undefined };
      for (const k of Object.keys(patch)) next[k] = undefined;
      if ('countryCode' in patch) next.phone = undefined;
      return next;
    });
  };

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const found = contactErrors(zSign, values, lang);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const { position: _unused, ...contact } = values;
      await callApi(
        annualSign,
        { id: m.id, ...contact },
        {
          expect: [Code.ALREADY_REGISTERED, Code.INVALID_INPUT, Code.RATE_LIMITED, Code.OUT_OF_WINDOW],
        },
      );
      setDone(true);
    } catch (err) {
      if (!(err instanceof ApiError)) return;
      if (err.code === Code.ALREADY_REGISTERED) setErrors({ phone: err.codeMsg });
      else if (err.code === Code.OUT_OF_WINDOW) res.reload();
      else setErrors(serverFieldError(err) ?? { form: err.codeMsg });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="cms-page mt-page">
      <form className="mt-form" onSubmit={submit} noValidate>
        <header className="mt-form__head">
          <h1 className="mt-form__title">{t('annual.formTitle')}</h1>
          <Link className="mt-form__meeting" to={page}>
            {m.title}
          </Link>
        </header>
        <div className="mt-card pp-form mt-fields">
          <ContactFields idPrefix="an" values={values} errors={errors} onChange={change} />
        </div>
        {errors.form ? (
          <p className="pp-field__error mt-form__error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <div className="mt-form__foot">
          <p className="mt-muted">{t('annual.privacy')}</p>
          <Button className="pp-submit" block color="primary" size="large" type="submit" loading={busy}>
            {t('annual.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
