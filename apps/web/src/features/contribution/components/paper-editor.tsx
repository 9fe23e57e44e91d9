import type { TPaperDetail } from '@app/contract/calls/contribution';
import { Code } from '@app/contract/codes';
import type { Lang } from '@app/contract/messages';
import { paperResubmit, paperSave, paperSubmit } from '@app/contract/meta/contribution';
import { href, routeById } from '@app/contract/routes';
import { Dialog } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, callApi, toast } from '../../../shared/api/client';
import {
  draftBody,
  formFrom,
  type PaperErrors,
  type PaperForm,
  paperErrors,
  submitBody,
  hasErrors,
} from '../lib/paper-form';
import type { Option } from './author-card';
import { AuthorList } from './author-list';
import { errorAria, FormField } from '../../../shared/ui/form-field';
// antd-mobile's Dialog/Toast need the React 19 renderer registered first (STACK gotcha 2).
import '../../../shared/api/render-patch';
import { PaperFields } from './paper-fields';

interface Props {
  meetingId: number;
  /** The caller's paper for this conference: a draft, or one staff asked to revise. */
  paper: TPaperDetail | null;
  maxMb: number;
  maxFields: number;
  fields: Option[];
  titles: Option[];
  /** The server refused because the window or the paper's state changed: show the new state. */
  onStale: () => void;
}

/** Refusals shown on the form (by field, or above the buttons) instead of a toast. */
const EXPECTED = [
  Code.INVALID_INPUT,
  Code.OUT_OF_WINDOW,
  Code.ALREADY_SUBMITTED,
  Code.INVALID_STATE,
  Code.UPLOAD_TOO_LARGE,
];
/** Fields the form shows an error beside; a refusal naming another one shows above the buttons. */
const SHOWN = [
  'title',
  'keywords',
  'abstract',
  'fields',
  'fileId',
  'authors',
  'couponCode',
  'referralCode',
  'inviteCode',
];
const CODES = ['couponCode', 'referralCode', 'inviteCode'] as const;

/**
 * The paper form (§3): title, keywords, abstract, fields, the file, up to 7 authors and the codes.
 * A draft may be saved at any point; submitting (or resubmitting after a revision request) asks
 * first, then opens the paper's page.
 */
export function PaperEditor({ meetingId, paper, maxMb, maxFields, fields, titles, onStale }: Props) {
  const { t, i18n } = useTranslation('contribution');
  const lang = (i18n.language === 'en' ? 'en' : 'zh') as Lang;
  const navigate = useNavigate();
  const [form, setForm] = useState<PaperForm>(() => formFrom(paper));
  const [errors, setErrors] = useState<PaperErrors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  const revising = paper?.status === 'revision_requested';

  const set = (patch: Partial<PaperForm>, places: string[]) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(next)) if (places.some((p) => k === p || k.startsWith(`${p}.`))) delete next[k];
      return next;
    });
  };
  const label = (place: string) => {
    const last = place.split('.').pop() ?? place;
    // An author's professional title is not the paper's title.
    return t(`label.${place.startsWith('authors.') && last === 'title' ? 'authorTitle' : last}`, {
      defaultValue: place,
    });
  };
  const fromServer = (err: unknown) => {
    if (!(err instanceof ApiError) || !EXPECTED.includes(err.code as (typeof EXPECTED)[number])) return;
    const field = (err.data as { field?: string } | null)?.field;
    if (err.code === Code.INVALID_INPUT && field && SHOWN.includes(field)) setErrors({ [field]: err.codeMsg });
    else if (err.code === Code.UPLOAD_TOO_LARGE) setErrors({ fileId: err.codeMsg });
    else setFormError(err.codeMsg);
    if (err.code === Code.OUT_OF_WINDOW || err.code === Code.ALREADY_SUBMITTED || err.code === Code.INVALID_STATE)
      onStale();
  };

  const save = async () => {
    const found = paperErrors(form, 'draft', lang, label);
    setErrors(found);
    setFormError(undefined);
    if (hasErrors(found)) return;
    setBusy('save');
    try {
      await callApi(paperSave, { meetingId, ...draftBody(form) }, { expect: EXPECTED });
      toast(t('submit.saved'));
    } catch (err) {
      fromServer(err);
    } finally {
      setBusy(null);
    }
  };

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const found = paperErrors(form, 'submit', lang, label);
    setErrors(found);
    setFormError(undefined);
    if (hasErrors(found)) {
      setFormError(t('submit.fix'));
      return;
    }
    const ok = await Dialog.confirm({
      title: revising ? t('submit.resubmitTitle') : t('submit.dialogTitle'),
      content: t('submit.dialogText'),
      confirmText: revising ? t('submit.resubmit') : t('submit.submit'),
      cancelText: t('submit.cancel'),
    });
    if (!ok) return;
    setBusy('submit');
    try {
      const body = submitBody(form);
      const r =
        revising && paper
          ? await callApi(paperResubmit, { id: paper.id, ...body }, { expect: EXPECTED })
          : await callApi(paperSubmit, { meetingId, ...body }, { expect: EXPECTED });
      toast(revising ? t('submit.resubmitted') : t('submit.submitted'));
      navigate(href(routeById.paperDetail!.path, { id: r.id }));
    } catch (err) {
      fromServer(err);
    } finally {
      setBusy(null);
    }
  };

  return (
    <form className="ct-form" onSubmit={submit} noValidate>
      <section className="ct-section" aria-labelledby="ct-paper-title">
        <h2 id="ct-paper-title">{t('paper.section')}</h2>
        <PaperFields form={form} errors={errors} set={set} fields={fields} maxFields={maxFields} maxMb={maxMb} />
      </section>
      <AuthorList
        authors={form.authors}
        errors={errors}
        titles={titles}
        fields={fields}
        onChange={(authors) => set({ authors }, ['authors'])}
      />
      <section className="ct-section" aria-labelledby="ct-codes-title">
        <h2 id="ct-codes-title">{t('codes.title')}</h2>
        <p className="ct-section__hint">{t('codes.hint')}</p>
        {CODES.map((k) => (
          <FormField key={k} id={`ct-${k}`} label={t(`label.${k}`)} error={errors[k]}>
            <input
              id={`ct-${k}`}
              className="app-input"
              maxLength={32}
              autoComplete="off"
              placeholder={t('codes.placeholder')}
              value={form[k]}
              onChange={(e) => set({ [k]: e.target.value.trim() }, [k])}
              {...errorAria(`ct-${k}`, errors[k])}
            />
          </FormField>
        ))}
      </section>
      {formError ? (
        <p className="ct-form-error" role="alert" data-testid="form-error">
          {formError}
        </p>
      ) : null}
      <div className="ct-submit-bar">
        {revising ? null : (
          <button type="button" className="ct-btn" disabled={busy !== null} onClick={() => void save()}>
            {busy === 'save' ? t('submit.saving') : t('submit.save')}
          </button>
        )}
        <button type="submit" className="ct-btn ct-btn--primary" disabled={busy !== null}>
          {busy === 'submit' ? t('submit.sending') : revising ? t('submit.resubmit') : t('submit.submit')}
        </button>
      </div>
    </form>
  );
}
