import { reviewConfig } from '@app/contract/meta/contribution';
import { staffSciGet, staffSciMove } from '@app/contract/meta/sci';
import {
  SCI_OPINION_REQUIRED,
  SCI_STAFF_TARGETS,
  type TSciProgress,
  type TSciStaffTarget,
} from '@app/contract/sci-services';
import { Button, Dialog, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatYuan } from '../../cms/lib/format';
import { OrderGate, PageHead, useBackLink } from '../components/detail-frame';
import { OptionalFact, TitledSection } from '../components/detail-parts';
import { ReasonField, useReasonForm } from '../components/reason-field';
import { formatBeijing } from '../lib/beijing-time';
import { formatFileSize } from '../lib/file-size';
import { decodeText } from '../lib/format';
import { staffCall, useStaffCall } from '../lib/staff-api';
import { SCI_TAG } from './sci-orders';
// antd-mobile's Dialog needs the React 19 renderer registered first (STACK gotcha 2).
import '../../../shared/api/render-patch';

/** Staff moves the server's transition table allows from each progress (domains/sci/states.ts). */
const MOVES: Partial<Record<TSciProgress, readonly TSciStaffTarget[]>> = {
  submitted: SCI_STAFF_TARGETS,
  reviewing: ['revision', 'accepted', 'rejected'],
  resubmitted: SCI_STAFF_TARGETS,
};

function MoveForm({ id, progress, onDone }: { id: number; progress: TSciProgress; onDone: () => void }) {
  const { t } = useTranslation('sci');
  const targets = MOVES[progress] ?? [];
  const [to, setTo] = useState<TSciStaffTarget>(targets[0] ?? 'reviewing');
  const opinion = useReasonForm('stf-sci-opinion', onDone);

  const submit = async () => {
    if (SCI_OPINION_REQUIRED.includes(to) && !opinion.require(t('staff.opinionRequired'))) return;
    const ok = await Dialog.confirm({
      title: t('staff.move'),
      content: t('staff.moveConfirm', { to: t(`progress.${to}`) }),
      confirmText: t('staff.confirm'),
      cancelText: t('staff.cancel'),
    });
    if (!ok) return;
    await opinion.send(() => staffCall(staffSciMove, { id, to, opinion: opinion.text }), t('staff.moved'));
  };

  return (
    <TitledSection id="stf-sci-move-h" title={t('staff.move')}>
      <fieldset className="stf-chips" aria-label={t('staff.moveTo')}>
        {targets.map((s) => (
          <button
            key={s}
            type="button"
            className={to === s ? 'stf-chip is-active' : 'stf-chip'}
            aria-pressed={to === s}
            onClick={() => {
              setTo(s);
              opinion.setError(null);
            }}
          >
            {t(`progress.${s}`)}
          </button>
        ))}
      </fieldset>
      <ReasonField
        label={t('staff.opinion')}
        placeholder={t('staff.opinionPlaceholder')}
        maxLength={2000}
        rows={[3, 8]}
        {...opinion.field}
      />
      <Button color="primary" loading={opinion.busy} onClick={() => void submit()} data-testid="staff-sci-move">
        {t('staff.moveButton')}
      </Button>
    </TitledSection>
  );
}

/** /staff/sci/:id: an SCI order with its manuscript, authors and history, and the progress form. */
export default function SciOrderDetail() {
  const { t } = useTranslation('sci');
  const { id: idParam } = useParams();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const res = useStaffCall(staffSciGet, id ? { id } : null);
  const config = useStaffCall(reviewConfig, {});
  const back = useBackLink('/staff/sci', t('staff.back'));
  const option = (list: { value: string; label: string }[] | undefined, v: string) =>
    list?.find((x) => x.value === v)?.label ?? v;

  return (
    <OrderGate ns="sci" valid={id !== null} call={res} back={back}>
      {(o) => (
        <div className="stf-page">
          <PageHead
            back={back}
            title={decodeText(o.title)}
            sub={decodeText(o.journal.name)}
            tag={
              <Tag color={SCI_TAG[o.progress]} fill="outline" data-testid="staff-sci-progress">
                {t(`progress.${o.progress}`)}
              </Tag>
            }
          />
          <section className="stf-card stf-form">
            <dl className="stf-dl">
              <OptionalFact label={t('staff.orderNo')} value={o.orderNo} />
              <OptionalFact
                label={t('staff.user')}
                value={`${o.user.nickname}${o.user.phone ? ` · ${o.user.phone}` : ''}`}
              />
              <OptionalFact label={t('staff.type')} value={t(`type.${o.type}.name`)} />
              <OptionalFact
                label={t('staff.amount')}
                value={`${formatYuan(o.amountFen, 'zh')} · ${t(`pay.${o.payStatus}`)}`}
              />
              <OptionalFact label={t('staff.created')} value={formatBeijing(o.createdAt)} />
              <OptionalFact label={t('staff.keywords')} value={decodeText(o.keywords)} />
              <OptionalFact label={t('staff.remark')} value={decodeText(o.remark)} />
              <OptionalFact
                label={t('staff.fields')}
                value={o.fields.map((f) => option(config.data?.fields, f)).join('、') || null}
              />
            </dl>
            <div>
              <div className="stf-label">{t('staff.abstract')}</div>
              <p className="stf-prose">{decodeText(o.abstract)}</p>
            </div>
            {o.file ? (
              <div>
                <div className="stf-label">{t('staff.file')}</div>
                <a href={o.file.url} target="_blank" rel="noreferrer" className="stf-file">
                  {decodeText(o.file.name)} <span className="stf-muted">({formatFileSize(o.file.size)})</span>
                </a>
              </div>
            ) : null}
          </section>
          <TitledSection id="stf-sci-authors-h" title={t('staff.authors', { count: o.authors.length })}>
            <ol className="stf-authors">
              {o.authors.map((a) => (
                <li key={a.position} className="stf-author">
                  <div className="stf-item-title">
                    {a.position}. {decodeText(a.nameEn)}
                    {a.name ? ` (${decodeText(a.name)})` : ''}
                    {a.corresponding ? (
                      <Tag color="primary" className="stf-tag-gap">
                        {t('staff.corresponding')}
                      </Tag>
                    ) : null}
                  </div>
                  <div className="stf-item-meta">
                    <span>
                      +{a.countryCode} {a.phone}
                    </span>
                    <span>{a.email}</span>
                    {a.affiliation ? <span>{decodeText(a.affiliation)}</span> : null}
                  </div>
                </li>
              ))}
            </ol>
          </TitledSection>
          <TitledSection id="stf-sci-history-h" title={t('staff.timeline')}>
            <ul className="stf-timeline">
              {[...o.timeline].reverse().map((e) => (
                <li key={e.id}>
                  <div className="stf-item-meta">
                    <strong>
                      {e.action === 'created' || e.from === e.to
                        ? t(`timeline.action.${e.action}`, { defaultValue: e.action })
                        : t(`progress.${e.to}`)}
                    </strong>
                    <span>{t(`timeline.actor.${e.actor}`)}</span>
                    <span>{formatBeijing(e.at)}</span>
                  </div>
                  {e.opinion ? <p className="stf-prose">{decodeText(e.opinion)}</p> : null}
                </li>
              ))}
            </ul>
          </TitledSection>
          {MOVES[o.progress] ? (
            <MoveForm key={o.progress} id={o.id} progress={o.progress} onDone={res.reload} />
          ) : (
            <p className="stf-card stf-state stf-muted">
              {o.progress === 'revision' ? t('staff.waitAuthor') : t('staff.noMove')}
            </p>
          )}
        </div>
      )}
    </OrderGate>
  );
}
