import type { TPaperDetail } from '@app/contract/calls/contribution';
import { Code } from '@app/contract/codes';
import type { Lang } from '@app/contract/messages';
import { paperResubmit, paperSave, paperSubmit } from '@app/contract/meta/contribution';
import { href, routeById } from '@app/contract/routes';
import { Dialog } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi, toast } from '../../../shared/api/client';
import { draftBody, formFrom, paperErrors, submitBody } from '../lib/paper-form';
import { errorAria, FormField } from '../../../shared/ui/form-field';
// antd-mobile's Dialog/Toast need the React 19 renderer registered first (STACK gotcha 2).
import '../../../shared/api/render-patch';
import { FormRefusal } from './form-refusal';
import { type PaperChoices, PaperSections } from './paper-sections';
import { usePaperForm } from './use-paper-form';

interface Props extends PaperChoices {
  meetingId: number;
  /** The caller's paper for this conference: a draft, or one staff asked to revise. */
  paper: TPaperDetail | null;
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
/** The window closed or the paper moved on meanwhile. */
const STALE = [Code.OUT_OF_WINDOW, Code.ALREADY_SUBMITTED, Code.INVALID_STATE];
const CODES = ['couponCode', 'referralCode', 'inviteCode'] as const;

/**
 * The paper form (§3): title, keywords, abstract, fields, the file, up to 7 authors and the codes.
 * A draft may be saved at any point; submitting (or resubmitting after a revision request) asks
 * first, then opens the paper's page.
 */
export function PaperEditor({ meetingId, paper, onStale, ...choices }: Props) {
  const { t, i18n } = useTranslation('contribution');
  const lang = (i18n.language === 'en' ? 'en' : 'zh') as Lang;
  const navigate = useNavigate();
  const editor = usePaperForm(() => formFrom(paper), { expected: EXPECTED, shown: SHOWN, stale: STALE, onStale });
  const { form, errors, formError, setFormError, set, label, showErrors, fromServer } = editor;
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  const revising = paper?.status === 'revision_requested';

  const save = async () => {
    if (!showErrors(paperErrors(form, 'draft', lang, label))) return;
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
    if (!showErrors(paperErrors(form, 'submit', lang, label))) {
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
      <PaperSections headingId="ct-paper-title" heading={t('paper.section')} editor={editor} choices={choices} />
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
      <FormRefusal message={formError} />
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
