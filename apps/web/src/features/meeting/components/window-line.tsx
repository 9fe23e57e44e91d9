import type { TWindowState } from '@app/contract/calls/meeting';
import { useTranslation } from 'react-i18next';
import { formatDate, type Lang } from '../../cms/lib/format';

interface Props {
  kind: 'registration' | 'submission';
  state: TWindowState;
  openAt: string | null;
  closeAt: string | null;
}

/** One window (registration or submission): its state as a coloured badge and its dates. */
export function WindowLine({ kind, state, openAt, closeAt }: Props) {
  const { t, i18n } = useTranslation('meeting');
  const lang = i18n.language as Lang;
  const date = (v: string | null) => (v ? formatDate(v, lang) : null);
  const open = date(openAt);
  const close = date(closeAt);
  let when: string | null = null;
  if (state === 'notOpen' && open) when = t('window.opensOn', { date: open });
  else if (state === 'open' && close) when = t('window.closesOn', { date: close });
  else if (state === 'closed' && close) when = t('window.closedOn', { date: close });
  return (
    <div className="mt-window" data-testid={`window-${kind}`}>
      <span className="mt-window__label">{t(`window.${kind}`)}</span>
      <span className={`mt-badge mt-badge--${state}`}>{t(`window.state.${kind}.${state}`)}</span>
      {when ? <span className="mt-window__when">{when}</span> : null}
    </div>
  );
}
