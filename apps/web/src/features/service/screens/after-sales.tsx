import { AFTER_SALES_DAYS } from '@app/contract/calls/service';
import { Code } from '@app/contract/codes';
import { transAfterSales, transDetails } from '@app/contract/meta/service';
import { href, routeById } from '@app/contract/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, callApi, toast } from '../../../shared/api/client';
import { useCall } from '../../../shared/api/use-call';
import { PageLoading } from '../../../shared/ui/page-loading';
import { StatusPanel } from '../../cms/components/status-panel';
import { errorAria, FormField } from '../../../shared/ui/form-field';
import { parseId } from '../../contribution/lib/parse-id';
import { FilePick, type PickedFile } from '../components/file-pick';
import { validateReason } from '../lib/trans-form';
import { FormRefusal } from '../../contribution/components/form-refusal';
import '../../cms/components/cms.css';
import '../../../shared/ui/form.css';
import '../../contribution/contribution.css';
import '../service.css';

/** /transOrder/afterSales/:id (alias /personal/trans/service/:id): ask for after-sales on a delivered order. */
export default function AfterSales() {
  const { t } = useTranslation('service');
  const navigate = useNavigate();
  const id = parseId(useParams().id);
  const d = useCall(transDetails, id ? { id } : null, { expect: [Code.NOT_FOUND] });
  const [reason, setReason] = useState('');
  const [file, setFile] = useState<PickedFile | null>(null);
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);

  if (!id || d.error?.code === Code.NOT_FOUND)
    return (
      <div className="ct-page">
        <StatusPanel kind="notFound" title={t('detail.notFound')} />
      </div>
    );
  if (d.error) return <StatusPanel kind="error" description={d.error.codeMsg} onRetry={d.reload} />;
  if (!d.data) return <PageLoading />;
  const o = d.data;
  const detail = href(routeById.transDetail!.path, { id: o.id });

  if (!o.canAfterSales)
    return (
      <div className="ct-page">
        <StatusPanel
          kind="empty"
          title={t('after.notAllowed')}
          description={t('after.notAllowedDesc', { days: AFTER_SALES_DAYS })}
          action={
            <Link className="cms-btn" to={detail}>
              {t('after.toDetail')}
            </Link>
          }
        />
      </div>
    );

  const submit = async () => {
    setFormError(undefined);
    const e = validateReason(reason);
    setError(e ? t(e) : undefined);
    if (e) return;
    setBusy(true);
    try {
      await callApi(
        transAfterSales,
        { id: o.id, reason: reason.trim(), fileId: file?.id },
        { expect: [Code.INVALID_INPUT, Code.INVALID_STATE, Code.OUT_OF_WINDOW] },
      );
      toast(t('after.done'));
      navigate(detail, { replace: true });
    } catch (err) {
      if (err instanceof ApiError) setFormError(err.codeMsg);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ct-page" data-testid="after-sales">
      <header className="ct-head">
        <p className="ct-head__kicker">{t('after.order', { no: o.orderNo })}</p>
        <h1>{t(`type.${o.type}`)}</h1>
      </header>
      <p className="ct-notice">{t('after.intro', { days: AFTER_SALES_DAYS })}</p>
      <form
        className="ct-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <section className="ct-section">
          <FormField id="svc-reason" label={t('after.reason')} error={error} required>
            <textarea
              id="svc-reason"
              className="app-input app-textarea"
              rows={5}
              maxLength={1000}
              placeholder={t('after.reasonPlaceholder')}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setError(undefined);
              }}
              {...errorAria('svc-reason', error)}
            />
          </FormField>
          <FilePick
            id="svc-attach"
            label={t('after.attachment')}
            kind="document"
            maxMb={10}
            file={file}
            hint={t('after.attachmentHint', { mb: 10 })}
            onChange={setFile}
          />
        </section>
        <FormRefusal message={formError} />
        <div className="ct-submit-bar">
          <Link className="ct-btn" to={detail}>
            {t('form.cancel')}
          </Link>
          <button type="submit" className="ct-btn ct-btn--primary" disabled={busy}>
            {busy ? t('after.submitting') : t('after.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}
