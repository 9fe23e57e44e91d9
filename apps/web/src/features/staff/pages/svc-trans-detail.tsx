import { staffTransGet, staffTransMove } from '@app/contract/meta/service';
import { Button, Dialog, Tag, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatYuan } from '../../cms/lib/format';
import { parseId } from '../../contribution/lib/parse-id';
import { FilePick, type PickedFile } from '../../service/components/file-pick';
import { Timeline } from '../../service/components/timeline';
import { displayState } from '../../service/lib/display';
import { errorProps, Field } from '../components/field';
import { ListState } from '../components/list-state';
import { formatBeijing } from '../lib/beijing-time';
import { staffCall, useStaffCall } from '../lib/staff-api';
import '../../contribution/contribution.css';
import '../../service/service.css';
// antd-mobile's Dialog/Toast need the React 19 renderer registered first (STACK gotcha 2).
import '../../../shared/api/render-patch';

type Action = 'start' | 'deliver' | 'resume' | 'close';

/** /staff/svc-trans/:id: one translation order; start it, deliver the file, answer after-sales. */
export default function SvcTransDetail() {
  const { t } = useTranslation(['service', 'staff']);
  const id = parseId(useParams().id);
  const d = useStaffCall(staffTransGet, id ? { id } : null);
  const [note, setNote] = useState('');
  const [file, setFile] = useState<PickedFile | null>(null);
  const [error, setError] = useState<{ note?: string; file?: string }>({});
  const [busy, setBusy] = useState<Action | null>(null);

  const act = async (action: Action) => {
    const text = note.trim();
    if ((action === 'resume' || action === 'close') && !text) {
      setError({ note: t('staff.noteRequired') });
      return;
    }
    if (action === 'deliver' && !file) {
      setError({ file: t('staff.fileRequired') });
      return;
    }
    const ok = await Dialog.confirm({
      title: t('staff.confirmTitle'),
      content: t('staff.confirmText', { action: t(`staff.${action}`) }),
      confirmText: t('staff.ok'),
      cancelText: t('staff.cancel'),
    });
    if (!ok || !id) return;
    setBusy(action);
    try {
      await staffCall(staffTransMove, { id, action, note: text, fileId: action === 'deliver' ? file?.id : undefined });
      Toast.show({ content: t('staff.done') });
      setNote('');
      setFile(null);
    } catch {
      // Toasted by the client; the reload shows the current state.
    } finally {
      setBusy(null);
      d.reload();
    }
  };

  const o = d.data;
  const state = o ? displayState(o.orderStatus, o.progress) : '';
  const paid = o?.orderStatus === 'paid';
  const row = (label: string, value: string) => (
    <div className="stf-dl-row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  const lastReason = o?.events.filter((e) => e.to === 'after_sales').pop();

  return (
    <div className="stf-page">
      <Link to="/staff/svc-trans" className="stf-back">
        ← {t('staff.transTitle')}
      </Link>
      <ListState state={d} empty="" isEmpty={false}>
        {o ? (
          <>
            <div className="stf-page-head">
              <h1 className="stf-h1">
                {o.orderNo} · {t(`type.${o.type}`)}
              </h1>
              <Tag color="primary" fill="outline" data-testid="staff-trans-state">
                {t(`progress.${state}`)}
              </Tag>
            </div>
            <section className="stf-card stf-form">
              <dl className="stf-dl">
                {row(t('staff.user'), `${o.user.nickname}${o.user.phone ? ` · ${o.user.phone}` : ''}`)}
                {row(t('detail.pair'), t(`pair.${o.languagePair}`))}
                {row(t('detail.field'), t(`field.${o.field}`))}
                {row(t('detail.words'), String(o.wordCount))}
                {row(
                  t('detail.turnaround'),
                  t(`turnaround.${o.turnaround}`, { days: o.turnaround === 'express' ? 3 : 7 }),
                )}
                {row(t('detail.amount'), formatYuan(o.amountFen, 'zh'))}
                {row(t('detail.createdAt'), formatBeijing(o.createdAt))}
                {o.remark ? row(t('detail.remark'), o.remark) : null}
              </dl>
              <div>
                <div className="stf-label">{t('staff.manuscript')}</div>
                {o.manuscript ? (
                  <a className="svc-link" href={o.manuscript.url} download data-testid="staff-trans-manuscript">
                    {o.manuscript.name}
                  </a>
                ) : null}
              </div>
              {o.delivered ? (
                <div>
                  <div className="stf-label">{t('detail.delivered')}</div>
                  <a className="svc-link" href={o.delivered.url} download>
                    {o.delivered.name}
                  </a>
                </div>
              ) : null}
            </section>

            <section className="stf-card stf-form" aria-label={t('staff.open')}>
              {!paid ? <p className="stf-muted">{t('staff.unpaidHint')}</p> : null}
              {paid && o.progress === 'delivered' ? <p className="stf-muted">{t('staff.waiting')}</p> : null}
              {paid && (o.progress === 'completed' || o.progress === 'closed') ? (
                <p className="stf-muted">{t('staff.nothing')}</p>
              ) : null}
              {paid && o.progress === 'queued' ? (
                <Button color="primary" loading={busy === 'start'} onClick={() => act('start')}>
                  {t('staff.start')}
                </Button>
              ) : null}
              {paid && o.progress === 'after_sales' && lastReason ? (
                <div>
                  <div className="stf-label">{t('staff.afterSalesReason')}</div>
                  <p className="stf-prose">{lastReason.note}</p>
                  {lastReason.file ? (
                    <a className="svc-link" href={lastReason.file.url} download>
                      {lastReason.file.name}
                    </a>
                  ) : null}
                </div>
              ) : null}
              {paid && o.progress === 'in_progress' ? (
                <FilePick
                  id="stf-deliver-file"
                  label={t('staff.deliver')}
                  kind="document"
                  maxMb={10}
                  file={file}
                  required
                  error={error.file}
                  onChange={(f) => {
                    setFile(f);
                    setError({});
                  }}
                />
              ) : null}
              {paid && (o.progress === 'in_progress' || o.progress === 'after_sales') ? (
                <Field id="stf-note" label={t('staff.note')} error={error.note}>
                  <TextArea
                    id="stf-note"
                    value={note}
                    placeholder={t('staff.notePlaceholder')}
                    onChange={(v) => {
                      setNote(v);
                      setError({});
                    }}
                    maxLength={1000}
                    autoSize={{ minRows: 2, maxRows: 6 }}
                    {...errorProps('stf-note', error.note)}
                  />
                </Field>
              ) : null}
              {paid && o.progress === 'in_progress' ? (
                <Button color="primary" loading={busy === 'deliver'} onClick={() => act('deliver')}>
                  {t('staff.deliver')}
                </Button>
              ) : null}
              {paid && o.progress === 'after_sales' ? (
                <div className="stf-decide-buttons">
                  <Button color="warning" loading={busy === 'resume'} disabled={!!busy} onClick={() => act('resume')}>
                    {t('staff.resume')}
                  </Button>
                  <Button color="danger" loading={busy === 'close'} disabled={!!busy} onClick={() => act('close')}>
                    {t('staff.close')}
                  </Button>
                </div>
              ) : null}
            </section>

            <section className="stf-card stf-form">
              <h2 className="stf-h2">{t('detail.timeline')}</h2>
              <Timeline events={o.events} labels="progress" staffView />
            </section>
          </>
        ) : null}
      </ListState>
    </div>
  );
}
