import type { TPaperStatus } from '@app/contract/calls/contribution';
import { staffPaperDecide } from '@app/contract/meta/contribution';
import { Button, Dialog, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffCall } from '../lib/staff-api';
import { errorProps, Field } from './field';
// antd-mobile's Dialog/Toast need the React 19 renderer registered first (STACK gotcha 2).
import '../../../shared/api/render-patch';

type Action = 'accept' | 'revise' | 'reject';

/** States staff decide on (the server's transition table: submitted or resubmitted). */
export const DECIDABLE: readonly TPaperStatus[] = ['submitted', 'resubmitted'];
const MAX_OPINION = 2000;

interface Props {
  paperId: number;
  title: string;
  onDone: () => void;
}

/**
 * Accept, ask for revision, or reject, with the opinion the author will read. Revision and
 * rejection need an opinion; each decision is confirmed first because the author is told at once.
 */
export function PaperDecision({ paperId, title, onDone }: Props) {
  const { t } = useTranslation('staff');
  const [opinion, setOpinion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Action | null>(null);

  const decide = async (action: Action) => {
    const text = opinion.trim();
    if (action !== 'accept' && !text) {
      setError(t('papers.opinionRequired'));
      document.getElementById('stf-opinion')?.focus();
      return;
    }
    const ok = await Dialog.confirm({
      title: t(`papers.confirm.${action}`),
      content: t('papers.confirmText', { title }),
      confirmText: t(`papers.action.${action}`),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    setBusy(action);
    try {
      await staffCall(staffPaperDecide, { id: paperId, action, opinion: text });
      Toast.show({ content: t(`papers.done.${action}`) });
      setOpinion('');
      onDone();
    } catch {
      // Toasted by the client (e.g. another staff member decided first: the page reloads to show it).
      onDone();
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="stf-card stf-form" aria-labelledby="stf-decide-h">
      <h2 className="stf-h2" id="stf-decide-h">
        {t('papers.decide')}
      </h2>
      <Field id="stf-opinion" label={t('papers.opinion')} hint={t('papers.opinionHint')} error={error}>
        <TextArea
          id="stf-opinion"
          value={opinion}
          onChange={(v) => {
            setOpinion(v);
            setError(null);
          }}
          maxLength={MAX_OPINION}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          {...errorProps('stf-opinion', error)}
        />
      </Field>
      <div className="stf-decide-buttons">
        <Button color="success" loading={busy === 'accept'} disabled={!!busy} onClick={() => decide('accept')}>
          {t('papers.action.accept')}
        </Button>
        <Button color="warning" loading={busy === 'revise'} disabled={!!busy} onClick={() => decide('revise')}>
          {t('papers.action.revise')}
        </Button>
        <Button color="danger" loading={busy === 'reject'} disabled={!!busy} onClick={() => decide('reject')}>
          {t('papers.action.reject')}
        </Button>
      </div>
    </section>
  );
}
