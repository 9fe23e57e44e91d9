import { Code } from '@app/contract/codes';
import { settlementDetails, settlementView } from '@app/contract/meta/settlement';
import { Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError, toast } from '../../../shared/api/client';
import { useCall } from '../../../shared/api/use-call';
import { ListSkeleton } from '../../cms/components/list-skeleton';
import { StatusPanel } from '../../cms/components/status-panel';
import { formatYuan, type Lang } from '../../cms/lib/format';
import { ConfirmForm } from '../components/confirm-form';
import { ReturnForm } from '../components/return-form';
import { SheetFacts } from '../components/sheet-facts';
import { SheetState } from '../components/sheet-state';
import type { ConfirmField, ConfirmValues, Errors } from '../lib/confirm-form';
import { confirmSheet, parseAccess, returnSheet } from '../lib/sheet-access';
import '../../../shared/ui/form.css';
import '../remuneration.css';
// antd-mobile's Dialog/Toast need the React 19 renderer registered first (STACK gotcha 2).
import '../../../shared/api/render-patch';

/** Refusals the page explains itself (by the field, or as the sheet's state) instead of a toast. */
const EXPECTED = [Code.INVALID_INPUT, Code.OUT_OF_WINDOW, Code.INVALID_STATE, Code.LINK_EXPIRED];

/**
 * /settlement/:id: the conference allowance sheet (§3) for the guest to confirm or return (§5),
 * signed in by the sheet's number or as a visitor through the link (token) staff sent.
 */
export default function SettlementScreen() {
  const { t, i18n } = useTranslation('remuneration');
  const lang = (i18n.language === 'en' ? 'en' : 'zh') as Lang;
  const access = parseAccess(useParams().id);
  const opts = { silent: true };
  const byId = useCall(settlementDetails, access?.kind === 'user' ? { id: access.id } : null, opts);
  const byLink = useCall(settlementView, access?.kind === 'link' ? { token: access.token } : null, opts);
  const res = access?.kind === 'link' ? byLink : byId;
  const [busy, setBusy] = useState(false);
  const [returning, setReturning] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors<ConfirmField>>({});
  const [refusal, setRefusal] = useState<string>();

  if (!access || res.error?.code === Code.NOT_FOUND) {
    return (
      <div className="rm-page">
        <StatusPanel kind="notFound" title={t('page.notFound')} description={t('page.notFoundDesc')} />
      </div>
    );
  }
  if (res.error?.code === Code.LINK_EXPIRED) {
    return (
      <div className="rm-page">
        <StatusPanel kind="error" title={t('page.expired')} description={res.error.codeMsg} />
      </div>
    );
  }
  if (res.error) {
    return (
      <div className="rm-page">
        <StatusPanel kind="error" description={res.error.codeMsg} onRetry={res.reload} />
      </div>
    );
  }
  const sheet = res.data;
  if (!sheet) {
    return (
      <div className="rm-page" aria-busy="true">
        <ListSkeleton rows={5} thumb={false} />
      </div>
    );
  }

  /** The field a refusal names (`data.field`, sent with every refusal about one field). */
  const fieldOf = (err: ApiError): ConfirmField | null => {
    const named = (err.data as { field?: string } | null)?.field;
    if (named && ['bankCard', 'countryCode', 'phone', 'email', 'agreeTerms', 'agreeTax'].includes(named))
      return named as ConfirmField;
    return null;
  };

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setRefusal(undefined);
    try {
      await action();
      toast(done);
      setReturning(false);
      res.reload();
    } catch (err) {
      if (!(err instanceof ApiError) || !EXPECTED.includes(err.code as (typeof EXPECTED)[number])) return;
      const field = err.code === Code.INVALID_INPUT ? fieldOf(err) : null;
      if (field) setServerErrors({ [field]: err.codeMsg });
      else if (err.code === Code.INVALID_STATE || err.code === Code.LINK_EXPIRED || err.code === Code.OUT_OF_WINDOW) {
        setRefusal(err.codeMsg);
        res.reload();
      } else setRefusal(err.codeMsg);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (v: ConfirmValues) => {
    const ok = await Dialog.confirm({
      title: t('confirm.dialogTitle'),
      content: t('confirm.dialogText', { amount: formatYuan(sheet.amountFen, lang) }),
      confirmText: t('confirm.dialogOk'),
      cancelText: t('confirm.dialogCancel'),
    });
    if (ok) await run(() => confirmSheet(access, v, { expect: EXPECTED }), t('confirm.done'));
  };
  const giveBack = async (reason: string) => {
    const ok = await Dialog.confirm({
      content: t('return.dialogText'),
      confirmText: t('return.dialogOk'),
      cancelText: t('confirm.dialogCancel'),
    });
    if (ok) await run(() => returnSheet(access, reason, { expect: EXPECTED }), t('return.done'));
  };

  const pending = sheet.status === 'pending_confirm';
  // A link works once: after a step through it, only the signed-in guest or a new link goes on.
  const linkDead = access.kind === 'link' && sheet.linkState !== 'valid';
  return (
    <div className="rm-page">
      <header className="rm-head">
        <h1>{t('page.title')}</h1>
        {sheet.meetingTitle ? <p>{sheet.meetingTitle}</p> : null}
      </header>
      <SheetState sheet={sheet} />
      {refusal ? (
        <p className="rm-refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      <SheetFacts sheet={sheet} />
      {pending && linkDead ? (
        <StatusPanel kind="error" title={t('page.linkUsed')} description={t('page.linkUsedDesc')} compact />
      ) : null}
      {pending && !linkDead ? (
        <>
          {sheet.confirmOpen ? null : (
            <div className="rm-paused" data-testid="confirm-paused">
              <strong>{t('page.pausedTitle')}</strong>
              <span>{t('page.pausedRule')}</span>
            </div>
          )}
          {sheet.confirmOpen && !returning ? (
            <ConfirmForm
              busy={busy}
              serverErrors={serverErrors}
              onSubmit={(v) => void confirm(v)}
              onEdit={(f) => setServerErrors((e) => ({ ...e, [f]: undefined }))}
            />
          ) : null}
          {returning ? (
            <ReturnForm busy={busy} onSubmit={(r) => void giveBack(r)} onCancel={() => setReturning(false)} />
          ) : (
            <div className="rm-alt">
              <span>{t('return.prompt')}</span>
              <button type="button" className="rm-btn" onClick={() => setReturning(true)}>
                {t('return.open')}
              </button>
            </div>
          )}
        </>
      ) : null}
      {sheet.status === 'failed' || linkDead || !pending ? <p className="rm-contact">{t('page.contact')}</p> : null}
    </div>
  );
}
