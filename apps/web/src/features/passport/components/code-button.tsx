import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../lib/use-countdown';

interface Props {
  /** Sends the code; resolves to the cooldown in seconds, or null when nothing was sent. */
  onSend: () => Promise<number | null>;
}

/** "Get code", then a countdown during which the button stays disabled (issue 2: 60 s). */
export function CodeButton({ onSend }: Props) {
  const { t } = useTranslation('passport');
  const { left, start } = useCountdown();
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      const seconds = await onSend();
      if (seconds) start(seconds);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button className="pp-code-btn" fill="none" color="primary" disabled={left > 0 || busy} onClick={click}>
      {left > 0 ? t('code.resendIn', { seconds: left }) : t('code.get')}
    </Button>
  );
}
