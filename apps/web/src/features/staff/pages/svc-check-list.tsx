import { CHECK_PROGRESS } from '@app/contract/calls/service';
import { staffCheckList, staffCheckMove } from '@app/contract/meta/service';
import { Button, Dialog, Input, Tag, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '../../cms/lib/format';
import { FilePick, type PickedFile } from '../../service/components/file-pick';
import { displayState } from '../../service/lib/display';
import { validSimilarity } from '../../service/lib/trans-form';
import { errorProps, Field } from '../components/field';
import { KeywordSearch, StaffList } from '../components/staff-list';
import { formatBeijing } from '../lib/beijing-time';
import { keyword, oneOf, pageNumber } from '../lib/list-query';
import { staffCall, useStaffCall } from '../lib/staff-api';
import { useListQuery } from '../lib/use-list-query';
import '../../contribution/contribution.css';
import '../../service/service.css';
// antd-mobile's Dialog/Toast need the React 19 renderer registered first (STACK gotcha 2).
import '../../../shared/api/render-patch';
import { OptionSelect } from '../components/option-select';

const PAGE_SIZE = 20;
const QUERY = { progress: oneOf(CHECK_PROGRESS), keyword: keyword(50), page: pageNumber };

/** The report form of one check order: the PDF or Word report and an optional similarity. */
function ReportForm({ orderId, onDone }: { orderId: number; onDone: () => void }) {
  const { t } = useTranslation(['service', 'staff']);
  const [file, setFile] = useState<PickedFile | null>(null);
  const [similarity, setSimilarity] = useState('');
  const [error, setError] = useState<{ file?: string; similarity?: string }>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const e: typeof error = {};
    if (!file) e.file = t('staff.fileRequired');
    if (!validSimilarity(similarity)) e.similarity = t('staff.similarityInvalid');
    setError(e);
    if (Object.keys(e).length) return;
    const ok = await Dialog.confirm({
      title: t('staff.confirmTitle'),
      content: t('staff.confirmText', { action: t('staff.report') }),
      confirmText: t('staff.ok'),
      cancelText: t('staff.cancel'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      await staffCall(staffCheckMove, {
        id: orderId,
        action: 'report',
        fileId: file!.id,
        similarity: similarity.trim(),
      });
      Toast.show({ content: t('staff.done') });
    } catch {
      // Toasted by the client.
    } finally {
      setBusy(false);
      onDone();
    }
  };
  return (
    <div className="stf-form" style={{ marginTop: 8 }}>
      <FilePick
        id={`stf-report-${orderId}`}
        label={t('staff.report')}
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
      <Field
        id={`stf-sim-${orderId}`}
        label={t('staff.similarity')}
        hint={t('staff.similarityHint')}
        error={error.similarity}
      >
        <Input
          id={`stf-sim-${orderId}`}
          inputMode="decimal"
          value={similarity}
          onChange={(v) => {
            setSimilarity(v);
            setError({});
          }}
          {...errorProps(`stf-sim-${orderId}`, error.similarity)}
        />
      </Field>
      <Button color="primary" loading={busy} onClick={() => void submit()}>
        {t('staff.report')}
      </Button>
    </div>
  );
}

/** /staff/svc-check: paper check orders; start a check and upload its report. */
export default function SvcCheckList() {
  const { t } = useTranslation(['service', 'staff']);
  const { q, go, bind, pager } = useListQuery(QUERY, PAGE_SIZE);
  const list = useStaffCall(staffCheckList, {
    progress: q.progress ?? undefined,
    keyword: q.keyword || undefined,
    page: q.page,
    pageSize: PAGE_SIZE,
  });
  const [open, setOpen] = useState<number | null>(null);
  const start = async (id: number) => {
    try {
      await staffCall(staffCheckMove, { id, action: 'start' });
      Toast.show({ content: t('staff.done') });
    } catch {
      // Toasted by the client.
    }
    list.reload();
  };

  const filters = (
    <>
      <OptionSelect
        ariaLabel={t('staff.allProgress')}
        allText={t('staff.allProgress')}
        text={(p) => t(`checkProgress.${p}`)}
        {...bind('progress')}
      />
      <KeywordSearch value={q.keyword} label={t('staff.checkKeyword')} onSearch={(k) => go({ keyword: k })} />
    </>
  );

  return (
    <StaffList title={t('staff.checkTitle')} filters={filters} list={list} empty={t('staff.empty')} {...pager}>
      {list.data?.list.map((o) => {
        const state = displayState(o.orderStatus, o.progress);
        const paid = o.orderStatus === 'paid';
        return (
          <li key={o.id} className="stf-item" data-testid="staff-check-item" style={{ flexWrap: 'wrap' }}>
            <div className="stf-item-body">
              <div className="stf-item-title">{o.title}</div>
              <div className="stf-item-meta">
                <span>{o.orderNo}</span>
                <span>
                  {o.user.nickname}
                  {o.user.phone ? ` · ${o.user.phone}` : ''}
                </span>
                <span>{t(`engine.${o.engine}`)}</span>
                <span>{formatYuan(o.amountFen, 'zh')}</span>
                <span>{formatBeijing(o.createdAt)}</span>
              </div>
              <div className="stf-item-meta">
                {o.paper ? (
                  <a className="svc-link" href={o.paper.url} download>
                    {t('check.paper')}: {o.paper.name}
                  </a>
                ) : null}
                {o.report ? (
                  <a className="svc-link" href={o.report.url} download>
                    {t('check.report')}
                  </a>
                ) : null}
              </div>
              {paid && o.progress === 'queued' ? (
                <Button size="small" onClick={() => void start(o.id)}>
                  {t('staff.startCheck')}
                </Button>
              ) : null}
              {paid && (o.progress === 'queued' || o.progress === 'checking') ? (
                <Button
                  size="small"
                  color="primary"
                  fill="outline"
                  onClick={() => setOpen(open === o.id ? null : o.id)}
                >
                  {open === o.id ? t('staff.close2') : t('staff.report')}
                </Button>
              ) : null}
              {open === o.id ? (
                <ReportForm
                  orderId={o.id}
                  onDone={() => {
                    setOpen(null);
                    list.reload();
                  }}
                />
              ) : null}
            </div>
            <Tag color={state === 'reported' ? 'success' : 'primary'} fill="outline">
              {t(`checkProgress.${state}`)}
            </Tag>
          </li>
        );
      })}
    </StaffList>
  );
}
