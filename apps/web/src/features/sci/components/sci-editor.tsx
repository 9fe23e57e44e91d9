import type { TSciDetail } from '@app/contract/calls/sci';
import { Code } from '@app/contract/codes';
import type { Lang } from '@app/contract/messages';
import { sciModify, sciSubmit } from '@app/contract/meta/sci';
import { href, routeById } from '@app/contract/routes';
import type { TSciServiceType } from '@app/contract/sci-services';
import { Dialog } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, callApi, toast } from '../../../shared/api/client';
import { formatYuan } from '../../cms/lib/format';
import type { Option } from '../../contribution/components/author-card';
import { AuthorList } from '../../contribution/components/author-list';
import { errorAria, FormField } from '../../../shared/ui/form-field';
import { hasErrors, type PaperErrors } from '../../contribution/lib/paper-form';
import { type SciForm, sciBody, sciErrors, sciFormFrom } from '../lib/sci-form';
// antd-mobile's Dialog/Toast need the React 19 renderer registered first (STACK gotcha 2).
import '../../../shared/api/render-patch';
import { PaperFields } from '../../contribution/components/paper-fields';

type Props = {
  maxMb: number;
  maxFields: number;
  fields: Option[];
  titles: Option[];
  /** The server refused because the order changed state meanwhile: show the new state. */
  onStale?: () => void;
} & (
  | { mode: 'create'; journalId: number; type: TSciServiceType; priceFen: number }
  | { mode: 'modify'; paper: TSciDetail }
);

const EXPECTED = [Code.INVALID_INPUT, Code.INVALID_STATE, Code.UPLOAD_TOO_LARGE, Code.NOT_FOUND];
const SHOWN = ['title', 'keywords', 'abstract', 'fields', 'fileId', 'authors', 'remark', 'reply'];

/**
 * The SCI manuscript form (issue 3's paper fields and author rules, plus a remark). Creating asks
 * for confirmation with the price, then opens the payment page of the new order; modifying a paper
 * staff sent back carries a reply to their opinion and resubmits it.
 */
export function SciEditor(props: Props) {
  const { maxMb, maxFields, fields, titles, onStale } = props;
  const { t, i18n } = useTranslation('sci');
  const tc = useTranslation('contribution').t;
  const lang = (i18n.language === 'en' ? 'en' : 'zh') as Lang;
  const navigate = useNavigate();
  const paper = props.mode === 'modify' ? props.paper : null;
  const revising = paper?.progress === 'revision';
  const [form, setForm] = useState<SciForm>(() => sciFormFrom(paper));
  const [errors, setErrors] = useState<PaperErrors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const set = (patch: Partial<SciForm>, places: string[]) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(next)) if (places.some((p) => k === p || k.startsWith(`${p}.`))) delete next[k];
      return next;
    });
  };
  const label = (place: string) => {
    const last = place.split('.').pop() ?? place;
    return tc(`label.${place.startsWith('authors.') && last === 'title' ? 'authorTitle' : last}`, {
      defaultValue: place,
    });
  };
  const fromServer = (err: unknown) => {
    if (!(err instanceof ApiError) || !EXPECTED.includes(err.code as (typeof EXPECTED)[number])) return;
    const field = (err.data as { field?: string } | null)?.field;
    if (err.code === Code.INVALID_INPUT && field && SHOWN.includes(field)) setErrors({ [field]: err.codeMsg });
    else if (err.code === Code.UPLOAD_TOO_LARGE) setErrors({ fileId: err.codeMsg });
    else setFormError(err.codeMsg);
    if (err.code === Code.INVALID_STATE) onStale?.();
  };

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const found = sciErrors(form, lang, label);
    setErrors(found);
    setFormError(undefined);
    if (hasErrors(found)) {
      setFormError(t('form.fix'));
      return;
    }
    const creating = props.mode === 'create';
    const ok = await Dialog.confirm({
      title: creating ? t('form.confirmTitle') : revising ? t('form.resubmitTitle') : t('form.saveTitle'),
      content: creating
        ? t('form.confirmText', { price: formatYuan(props.priceFen, lang), type: t(`type.${props.type}.name`) })
        : revising
          ? t('form.resubmitText')
          : t('form.saveText'),
      confirmText: creating ? t('form.confirmOk') : revising ? t('form.resubmit') : t('form.save'),
      cancelText: t('form.cancel'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      const body = sciBody(form);
      if (props.mode === 'create') {
        const r = await callApi(
          sciSubmit,
          { journalId: props.journalId, type: props.type, ...body },
          { expect: EXPECTED },
        );
        toast(t('form.created'));
        navigate(`${routeById.orderPay!.path}?orderId=${r.orderId}`);
      } else {
        const r = await callApi(sciModify, { id: props.paper.id, ...body, reply: form.reply }, { expect: EXPECTED });
        toast(revising ? t('form.resubmitted') : t('form.saved'));
        navigate(href(routeById.sciOrderDetail!.path, { id: r.id }));
      }
    } catch (err) {
      fromServer(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="ct-form" onSubmit={submit} noValidate data-testid="sci-form">
      {revising ? (
        <section className="ct-section" aria-labelledby="sci-reply-title">
          <h2 id="sci-reply-title">{t('form.replySection')}</h2>
          <FormField id="sci-reply" label={t('form.reply')} error={errors.reply} hint={t('form.replyHint')}>
            <textarea
              id="sci-reply"
              className="app-input app-textarea"
              rows={4}
              maxLength={2000}
              value={form.reply}
              onChange={(e) => set({ reply: e.target.value }, ['reply'])}
              {...errorAria('sci-reply', errors.reply)}
            />
          </FormField>
        </section>
      ) : null}
      <section className="ct-section" aria-labelledby="sci-paper-title">
        <h2 id="sci-paper-title">{t('form.paperSection')}</h2>
        <PaperFields form={form} errors={errors} set={set} fields={fields} maxFields={maxFields} maxMb={maxMb} />
      </section>
      <AuthorList
        authors={form.authors}
        errors={errors}
        titles={titles}
        fields={fields}
        onChange={(authors) => set({ authors }, ['authors'])}
      />
      <section className="ct-section" aria-labelledby="sci-remark-title">
        <h2 id="sci-remark-title">{t('form.remarkSection')}</h2>
        <FormField id="sci-remark" label={t('form.remark')} error={errors.remark} hint={t('form.remarkHint')}>
          <textarea
            id="sci-remark"
            className="app-input app-textarea"
            rows={3}
            maxLength={1000}
            value={form.remark}
            onChange={(e) => set({ remark: e.target.value }, ['remark'])}
            {...errorAria('sci-remark', errors.remark)}
          />
        </FormField>
      </section>
      {formError ? (
        <p className="ct-form-error" role="alert" data-testid="form-error">
          {formError}
        </p>
      ) : null}
      <div className="ct-submit-bar">
        {props.mode === 'create' ? (
          <span className="sci-bar-price" data-testid="sci-price">
            {formatYuan(props.priceFen, lang)}
          </span>
        ) : null}
        <button type="submit" className="ct-btn ct-btn--primary" disabled={busy}>
          {busy
            ? t('form.sending')
            : props.mode === 'create'
              ? t('form.submitPay')
              : revising
                ? t('form.resubmit')
                : t('form.save')}
        </button>
      </div>
    </form>
  );
}
