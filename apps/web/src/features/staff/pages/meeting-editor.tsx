import { reviewConfig } from '@app/contract/meta/contribution';
import { staffMeetingDelete, staffMeetingGet, staffMeetingSave } from '@app/contract/meta/meeting-staff';
import { Code } from '@app/contract/codes';
import { Button, Input, Switch, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { PageLoading } from '../../../shared/ui/page-loading';
import { StatusPanel } from '../../../shared/ui/status-panel';
import { BackLink, PageHead } from '../components/detail-frame';
import { TitledSection } from '../components/detail-parts';
import { EditorNotFound, SaveBar, useSavedForm } from '../components/editor-page';
import { CategoryRows } from '../components/category-rows';
import { CheckGroup } from '../components/check-group';
import { confirmDelete } from '../components/confirm-delete';
import { errorProps, Field } from '../components/field';
import { MeetingLinks } from '../components/meeting-links';
import {
  checkMeeting,
  emptyMeeting,
  formField,
  fromMeeting,
  INVOICE_TYPES,
  type MeetingForm,
  PAYMENT_CHANNELS,
  toMeetingInput,
} from '../lib/meeting-form';
import { staffCall, useStaffCall } from '../lib/staff-api';
// antd-mobile's Dialog/Toast need the React 19 renderer registered first (STACK gotcha 2).
import '../../../shared/api/render-patch';

type TextKey = { [K in keyof MeetingForm]: MeetingForm[K] extends string ? K : never }[keyof MeetingForm];

const CAT_LABEL: Record<string, string> = {
  name: 'meetingEditor.cat.name',
  nameEn: 'meetingEditor.cat.nameEn',
  fee: 'meetingEditor.cat.fee',
  capacity: 'meetingEditor.cat.capacity',
};

/** /staff/meetings/new and /staff/meetings/:id: a conference with its windows, categories, payment and invoice settings. */
export default function MeetingEditor() {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : undefined;
  const existing = useStaffCall(staffMeetingGet, id ? { id } : null);
  const config = useStaffCall(reviewConfig, {});
  const [error, setError] = useState<{ field: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const { form, setForm, setSaved, dirty } = useSavedForm(id ? null : emptyMeeting, existing.data, fromMeeting, busy);

  if (id && existing.error?.code === Code.NOT_FOUND) {
    return <EditorNotFound title={t('meetingEditor.notFound')} listPath="/staff/meetings" />;
  }
  if (id && existing.error && !existing.data) {
    return (
      <StatusPanel
        tone="danger"
        title={existing.error.codeMsg || t('common.loadFailed')}
        actions={<Button onClick={existing.reload}>{t('common.retry')}</Button>}
      />
    );
  }
  if (!form) return <PageLoading label={t('common.loading')} />;

  const set = <K extends keyof MeetingForm>(key: K, value: MeetingForm[K]) => {
    setForm((f) => (f ? { ...f, [key]: value } : f));
    setError(null);
  };
  const err = (field: string) => (error?.field === field ? error.text : null);
  const label = (field: string) => {
    const cat = /^categories\.(\d+)\.(\w+)$/.exec(field);
    if (cat) return `${t('meetingEditor.cat.title', { n: Number(cat[1]) + 1 })} · ${t(CAT_LABEL[cat[2]!] ?? cat[2]!)}`;
    return t(`meetingEditor.f.${field}`);
  };
  const fid = (k: string) => `stf-m-${k}`;

  const text = (k: TextKey, max: number, hint?: string, type?: 'date' | 'datetime-local') => (
    <Field id={fid(k)} label={t(`meetingEditor.f.${k}`)} error={err(k)} hint={hint}>
      {type ? (
        <input
          id={fid(k)}
          type={type}
          className="stf-select stf-native"
          value={form[k]}
          onChange={(e) => set(k, e.target.value)}
          {...errorProps(fid(k), err(k))}
        />
      ) : (
        <Input
          id={fid(k)}
          value={form[k]}
          onChange={(v) => set(k, v)}
          maxLength={max}
          {...errorProps(fid(k), err(k))}
        />
      )}
    </Field>
  );
  const area = (k: TextKey, max: number) => (
    <Field id={fid(k)} label={t(`meetingEditor.f.${k}`)} error={err(k)}>
      <TextArea
        id={fid(k)}
        value={form[k]}
        onChange={(v) => set(k, v)}
        maxLength={max}
        autoSize={{ minRows: 2, maxRows: 8 }}
        {...errorProps(fid(k), err(k))}
      />
    </Field>
  );
  const toggle = (k: 'isTop' | 'isAnnual' | 'invoiceAllowed') => (
    <div className="stf-switch">
      <span>{t(`meetingEditor.f.${k}`)}</span>
      <Switch checked={form[k]} onChange={(v) => set(k, v)} aria-label={t(`meetingEditor.f.${k}`)} />
    </div>
  );

  const save = async () => {
    const issue = checkMeeting(form);
    if (issue) {
      const text = issue.own ? t(issue.own) : t(`validation.${issue.kind}`, { field: label(issue.field) });
      setError({ field: issue.field, text });
      document
        .getElementById(
          issue.field === 'categories'
            ? 'stf-m-cats'
            : fid(issue.field.replace(/\./g, '-').replace(/^categories/, 'cat')),
        )
        ?.focus();
      return;
    }
    setBusy(true);
    try {
      const r = await staffCall(staffMeetingSave, toMeetingInput(form, id));
      setSaved(form);
      Toast.show({ content: id ? t('common.saved') : t('meetingEditor.created') });
      if (!id) navigate(`/staff/meetings/${r.id}`, { replace: true });
      else existing.reload();
    } catch (e) {
      // A field the contract refused (a taken code comes back as "code"): mark it too.
      const named = e instanceof ApiError ? (e.data as { field?: string } | null)?.field : undefined;
      const field = named ? formField([named]) : undefined;
      if (field && field in form) setError({ field, text: (e as ApiError).codeMsg });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!id || !(await confirmDelete(form.title))) return;
    try {
      await staffCall(staffMeetingDelete, { id });
      Toast.show({ content: t('common.deleted') });
      navigate('/staff/meetings', { replace: true });
    } catch {
      // Toasted by the client (a conference with registrations, orders or papers stays).
    }
  };

  return (
    <div className="stf-page stf-editor">
      <PageHead
        back={<BackLink to="/staff/meetings" label={t('meetings.title')} />}
        title={id ? t('meetingEditor.editTitle') : t('meetingEditor.newTitle')}
      />
      {id ? <MeetingLinks id={id} /> : null}

      <TitledSection id="stf-m-basic" title={t('meetingEditor.basic')}>
        <div className="stf-grid-2">
          {text('code', 40, t('meetingEditor.codeHint'))}
          <Field id={fid('field')} label={t('meetingEditor.f.field')} error={err('field')}>
            <select
              id={fid('field')}
              className="stf-select"
              value={form.field}
              onChange={(e) => set('field', e.target.value)}
              {...errorProps(fid('field'), err('field'))}
            >
              <option value="">{t('meetingEditor.chooseField')}</option>
              {config.data?.fields.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
              {form.field && config.data && !config.data.fields.some((o) => o.value === form.field) ? (
                <option value={form.field}>{form.field}</option>
              ) : null}
            </select>
          </Field>
        </div>
        {text('title', 200)}
        {text('titleEn', 300)}
        <div className="stf-grid-2">
          {text('city', 40)}
          {text('cityEn', 60)}
          {text('startDate', 10, undefined, 'date')}
          {text('endDate', 10, undefined, 'date')}
        </div>
        {text('cover', 500, t('editor.coverHint'))}
        {area('description', 5000)}
        {area('descriptionEn', 8000)}
        <div className="stf-switches">
          {toggle('isTop')}
          {toggle('isAnnual')}
        </div>
      </TitledSection>

      <section className="stf-card stf-form" aria-labelledby="stf-m-windows">
        <div>
          <h2 className="stf-h2" id="stf-m-windows">
            {t('meetingEditor.windows')}
          </h2>
          <p className="stf-muted">{t('meetingEditor.windowsHint')}</p>
        </div>
        <div className="stf-grid-2">
          {text('regOpenAt', 16, undefined, 'datetime-local')}
          {text('regCloseAt', 16, undefined, 'datetime-local')}
          {text('submitOpenAt', 16, undefined, 'datetime-local')}
          {text('submitDeadlineAt', 16, undefined, 'datetime-local')}
          {text('paperMaxMb', 3, t('meetingEditor.paperMaxMbHint', { mb: config.data?.defaultPaperMaxMb ?? '—' }))}
        </div>
      </section>

      <section className="stf-card stf-form" aria-labelledby="stf-m-cats">
        <div>
          <h2 className="stf-h2" id="stf-m-cats" tabIndex={-1}>
            {t('meetingEditor.categories')}
          </h2>
          <p className="stf-muted">{t('meetingEditor.categoriesHint')}</p>
        </div>
        <CategoryRows rows={form.categories} onChange={(rows) => set('categories', rows)} err={err} />
      </section>

      <TitledSection id="stf-m-pay" title={t('meetingEditor.payment')}>
        <Field id={fid('paymentChannels')} label={t('meetingEditor.f.paymentChannels')} error={err('paymentChannels')}>
          <CheckGroup
            id={fid('paymentChannels')}
            name={t('meetingEditor.f.paymentChannels')}
            options={PAYMENT_CHANNELS}
            value={form.paymentChannels}
            label={(c) => t(`meetingEditor.channel.${c}`)}
            onChange={(v) => set('paymentChannels', v)}
            invalid={!!err('paymentChannels')}
          />
        </Field>
        {area('offlineAccount', 500)}
        {area('offlineAccountEn', 500)}
      </TitledSection>

      <TitledSection id="stf-m-invoice" title={t('meetingEditor.invoice')}>
        {toggle('invoiceAllowed')}
        {form.invoiceAllowed ? (
          <>
            <Field id={fid('invoiceTypes')} label={t('meetingEditor.f.invoiceTypes')} error={err('invoiceTypes')}>
              <CheckGroup
                id={fid('invoiceTypes')}
                name={t('meetingEditor.f.invoiceTypes')}
                options={INVOICE_TYPES}
                value={form.invoiceTypes}
                label={(c) => t(`meetingEditor.invoiceType.${c}`)}
                onChange={(v) => set('invoiceTypes', v)}
                invalid={!!err('invoiceTypes')}
              />
            </Field>
            {area('invoiceNote', 500)}
            {area('invoiceNoteEn', 500)}
          </>
        ) : null}
      </TitledSection>

      <SaveBar busy={busy} disabled={!dirty && !!id} onCancel={() => navigate('/staff/meetings')} onSave={save}>
        {id ? (
          <Button color="danger" fill="outline" onClick={remove}>
            {t('common.delete')}
          </Button>
        ) : null}
      </SaveBar>
    </div>
  );
}
