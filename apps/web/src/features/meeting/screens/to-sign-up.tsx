import type { TMeetingHome } from '@app/contract/calls/meeting';
import { zAttendeeInput } from '@app/contract/calls/order';
import { Code } from '@app/contract/codes';
import { meetingHome } from '@app/contract/meta/meeting';
import { registerCreate } from '@app/contract/meta/order';
import { href, routeById } from '@app/contract/routes';
import { Button } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { ApiError, callApi } from '../../../shared/api/client';
import { useCall } from '../../../shared/api/use-call';
import { StatusPanel as UiStatus } from '../../../shared/ui/status-panel';
import { ListSkeleton } from '../../cms/components/list-skeleton';
import { StatusPanel } from '../../cms/components/status-panel';
import { formatDate, type Lang } from '../../cms/lib/format';
import { PlacesNote, useFeeText } from '../components/category-list';
import { type ContactValues, ContactFields } from '../components/contact-fields';
import { MeetingPicker } from '../components/meeting-picker';
import { confirmAction } from '../../../shared/ui/confirm';
import { contactErrors, type FieldErrors, hasErrors, serverFieldError } from '../lib/field-errors';
import { parseId } from '../lib/parse-id';
import '../styles';

const zAttendee = z.object(zAttendeeInput);
const path = (id: string, params: Record<string, number> = {}) => href(routeById[id]!.path, params);

/**
 * /attendees/toSignUp/:id? (login): register for a conference. Without an id the user picks the
 * conference first. Already registered, a window that is not open and a category that is full
 * are states shown before any typing; the order is created only after a confirmation.
 */
export default function ToSignUp() {
  const { t } = useTranslation('meeting');
  const raw = useParams().id;
  const id = parseId(raw);
  const home = useCall(meetingHome, id === null ? null : { id }, { silent: true });

  if (raw === undefined) {
    return (
      <MeetingPicker
        title={t('signUp.pickTitle')}
        hint={t('signUp.pickHint')}
        linkTo={(meetingId) => path('toSignUp', { id: meetingId })}
      />
    );
  }
  if (id === null || home.error?.code === Code.NOT_FOUND) {
    return (
      <div className="cms-page">
        <StatusPanel
          kind="notFound"
          title={t('detail.notFound')}
          description={t('detail.notFoundDesc')}
          action={
            <Link className="cms-btn cms-btn--ghost" to={path('toSignUp')}>
              {t('signUp.pickOther')}
            </Link>
          }
        />
      </div>
    );
  }
  if (home.error) return <StatusPanel kind="error" description={home.error.codeMsg} onRetry={home.reload} />;
  if (!home.data) {
    return (
      <div className="cms-page" aria-busy="true">
        <ListSkeleton rows={5} thumb={false} />
      </div>
    );
  }
  return <SignUpBody home={home.data} reload={home.reload} />;
}

function SignUpBody({ home, reload }: { home: TMeetingHome; reload: () => void }) {
  const { t, i18n } = useTranslation('meeting');
  const lang = i18n.language as Lang;
  const m = home.meeting;
  const back = (
    <Link className="ui-btn" to={path('meetingDetail', { id: m.id })}>
      {t('signUp.backToMeeting')}
    </Link>
  );

  if (home.me?.orderId != null) {
    return (
      <UiStatus
        testId="already-registered"
        title={t('signUp.already')}
        description={t('signUp.alreadyDesc', { title: m.title })}
        actions={
          <>
            <Link className="ui-btn ui-btn-primary" to={path('attendDetail', { id: home.me.orderId })}>
              {t('action.viewOrder')}
            </Link>
            {back}
          </>
        }
      />
    );
  }
  const reg = home.registration;
  if (reg.state !== 'open') {
    const date = reg.state === 'notOpen' ? reg.openAt : reg.closeAt;
    return (
      <UiStatus
        testId={`registration-${reg.state}`}
        tone="warning"
        badge={t(`window.state.registration.${reg.state}`)}
        title={m.title}
        description={date ? t(`signUp.${reg.state}On`, { date: formatDate(date, lang) }) : t(`signUp.${reg.state}`)}
        actions={back}
      />
    );
  }
  if (!home.categories.length) {
    return <UiStatus tone="warning" title={m.title} description={t('action.registerNoCategory')} actions={back} />;
  }
  if (home.categories.every((c) => c.remaining === 0)) {
    return (
      <UiStatus
        testId="registration-full"
        tone="warning"
        badge={t('category.full')}
        title={m.title}
        description={t('signUp.allFull')}
        actions={back}
      />
    );
  }
  return <SignUpForm home={home} reload={reload} />;
}

const EMPTY: ContactValues = { name: '', countryCode: '86', phone: '', email: '', unit: '', position: '' };

function SignUpForm({ home, reload }: { home: TMeetingHome; reload: () => void }) {
  const { t, i18n } = useTranslation('meeting');
  const lang = i18n.language as Lang;
  const navigate = useNavigate();
  const fee = useFeeText();
  const m = home.meeting;
  const open = home.categories.filter((c) => c.remaining !== 0);
  const [categoryId, setCategoryId] = useState<number | null>(open.length === 1 ? open[0]!.id : null);
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const category = home.categories.find((c) => c.id === categoryId);

  const change = (patch: Partial<ContactValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) next[k] = undefined;
      if ('countryCode' in patch) next.phone = undefined;
      return next;
    });
  };

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const found = contactErrors(zAttendee, values, lang);
    if (!category) found.categoryId = t('signUp.chooseCategory');
    setErrors(found);
    if (hasErrors(found) || !category) return;
    const ok = await confirmAction({
      title: t('signUp.confirmTitle'),
      content: (
        <div className="mt-confirm">
          <p>{m.title}</p>
          <p>
            {t('signUp.confirmCategory', { name: category.name })}
            <br />
            {t('signUp.confirmFee', { fee: fee(category.feeFen) })}
          </p>
          <p className="mt-muted">{category.feeFen === 0 ? t('signUp.confirmFree') : t('signUp.confirmPayLater')}</p>
        </div>
      ),
      confirmText: t('signUp.confirmOk'),
      cancelText: t('signUp.confirmCancel'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      const res = await callApi(
        registerCreate,
        { meetingId: m.id, categoryId: category.id, ...values, position: values.position ?? '' },
        {
          expect: [Code.ALREADY_REGISTERED, Code.INVALID_STATE, Code.OUT_OF_WINDOW, Code.NOT_FOUND, Code.INVALID_INPUT],
        },
      );
      navigate(path('attendDetail', { id: res.orderId }), { replace: true });
    } catch (err) {
      setBusy(false);
      if (!(err instanceof ApiError)) return;
      const onField = serverFieldError(err);
      if (onField) return setErrors(onField);
      if (err.code === Code.INVALID_INPUT) return setErrors({ form: err.codeMsg });
      if (err.code === Code.INVALID_STATE || err.code === Code.NOT_FOUND) {
        // The category filled up (or was withdrawn) meanwhile: say so beside it and show fresh places.
        setErrors({ categoryId: err.codeMsg });
        setCategoryId(null);
      }
      // Already registered, or the window closed: the reloaded page shows that state.
      reload();
    }
  };

  return (
    <div className="cms-page mt-page">
      <form className="mt-form" onSubmit={submit} noValidate>
        <header className="mt-form__head">
          <h1 className="mt-form__title">{t('signUp.title')}</h1>
          <Link className="mt-form__meeting" to={path('meetingDetail', { id: m.id })}>
            {m.title}
          </Link>
        </header>
        <fieldset
          className="mt-card mt-fieldset"
          aria-describedby={errors.categoryId ? 'su-category-error' : undefined}
        >
          <legend className="mt-card__title">{t('signUp.category')}</legend>
          {home.categories.map((c) => {
            const full = c.remaining === 0;
            return (
              <label
                key={c.id}
                className={`mt-option${full ? ' mt-option--off' : ''}${c.id === categoryId ? ' mt-option--on' : ''}`}
              >
                <input
                  type="radio"
                  name="categoryId"
                  value={c.id}
                  checked={c.id === categoryId}
                  disabled={full}
                  onChange={() => {
                    setCategoryId(c.id);
                    setErrors((e) => ({ ...e, categoryId: undefined }));
                  }}
                />
                <span className="mt-option__main">
                  <span className="mt-option__name">{c.name}</span>
                  <PlacesNote category={c} />
                </span>
                <span className="mt-option__fee">{fee(c.feeFen)}</span>
              </label>
            );
          })}
          {errors.categoryId ? (
            <div className="pp-field__error" id="su-category-error" role="alert">
              {errors.categoryId}
            </div>
          ) : null}
        </fieldset>
        <div className="mt-card pp-form mt-fields">
          <h2 className="mt-card__title">{t('signUp.attendee')}</h2>
          <ContactFields idPrefix="su" values={values} errors={errors} onChange={change} withPosition />
        </div>
        {errors.form ? (
          <p className="pp-field__error mt-form__error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <div className="mt-form__foot">
          {category ? (
            <p className="mt-form__total">
              {t('signUp.total')} <strong>{fee(category.feeFen)}</strong>
            </p>
          ) : null}
          <Button className="pp-submit" block color="primary" size="large" type="submit" loading={busy}>
            {t('signUp.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
