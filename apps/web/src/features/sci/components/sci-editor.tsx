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
import { callApi, toast } from '../../../shared/api/client';
import { formatYuan } from '../../cms/lib/format';
import { errorAria, FormField } from '../../../shared/ui/form-field';
import { sciBody, sciErrors, sciFormFrom } from '../lib/sci-form';
// antd-mobile's Dialog/Toast need the React 19 renderer registered first (STACK gotcha 2).
import '../../../shared/api/render-patch';
import { FormRefusal } from '../../contribution/components/form-refusal';
import { type PaperChoices, PaperSections } from '../../contribution/components/paper-sections';
import { usePaperForm } from '../../contribution/components/use-paper-form';

type Props = PaperChoices & {
  /** The server refused because the order changed state meanwhile: show the new state. */
  onStale?: () => void;
} & (
    | { mode: 'create'; journalId: number; type: TSciServiceType; priceFen: number }
    | { mode: 'modify'; paper: TSciDetail }
  );

const EXPECTED = [Code.INVALID_INPUT, Code.INVALID_STATE, Code.UPLOAD_TOO_LARGE, Code.NOT_FOUND];
const SHOWN = ['title', 'keywords', 'abstract', 'fields', 'fileId', 'authors', 'remark', 'reply'];
const STALE = [Code.INVALID_STATE];

/**
 * The SCI manuscript form (issue 3's paper fields and author rules, plus a remark). Creating asks
 * for confirmation with the price, then opens the payment page of the new order; modifying a paper
 * staff sent back carries a reply to their opinion and resubmits it.
 */
export function SciEditor(props: Props) {
  const { onStale } = props;
  const { t, i18n } = useTranslation('sci');
  const lang = (i18n.language === 'en' ? 'en' : 'zh') as Lang;
  const navigate = useNavigate();
  const paper = props.mode === 'modify' ? props.paper : null;
  const revising = paper?.progress === 'revision';
  const editor = usePaperForm(() => sciFormFrom(paper), { expected: EXPECTED, shown: SHOWN, stale: STALE, onStale });
  const { form, errors, formError, setFormError, set, label, showErrors, fromServer } = editor;
  const [busy, setBusy] = useState(false);

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    if (!showErrors(sciErrors(form, lang, label))) {
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
      <PaperSections headingId="sci-paper-title" heading={t('form.paperSection')} editor={editor} choices={props} />
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
      <FormRefusal message={formError} />
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
