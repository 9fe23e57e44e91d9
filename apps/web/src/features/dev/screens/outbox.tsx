import { devOutbox } from '@app/contract/meta/common';
import { Code } from '@app/contract/codes';
import { Button, SpinLoading } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../shared/api/use-call';
import { codeIn, normaliseRecipient } from '../recipient';
import '../dev.css';

/**
 * /dev/outbox: the SMS and e-mails the sandbox providers "sent", newest first, so a person
 * trying the app can read their code. The server answers only when DEV_OUTBOX is on.
 */
export default function OutboxScreen() {
  const { t, i18n } = useTranslation('passport');
  const [typed, setTyped] = useState('');
  const [recipient, setRecipient] = useState('');
  const { data, error, loading, reload } = useCall(devOutbox, recipient ? { recipient } : {}, {
    expect: [Code.UNKNOWN_CALL],
  });
  const rows = [...(data ?? [])].sort((a, b) => b.id - a.id);
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'zh-CN', { hour12: false });

  const filter = (ev: FormEvent) => {
    ev.preventDefault();
    const next = normaliseRecipient(typed);
    if (next === recipient) reload();
    else setRecipient(next);
  };

  return (
    <div className="dev-page">
      <h1 className="dev-title">{t('outbox.title')}</h1>
      <p className="dev-note">{t('outbox.note')}</p>
      <form className="dev-filter" onSubmit={filter}>
        <input
          className="dev-filter__input"
          type="search"
          aria-label={t('outbox.recipient')}
          placeholder={t('outbox.placeholder')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button color="primary" type="submit">
          {t('outbox.search')}
        </Button>
      </form>
      {recipient ? <p className="dev-shown">{t('outbox.showing', { recipient })}</p> : null}
      {loading ? <SpinLoading className="dev-spin" aria-label={t('loading')} /> : null}
      {error?.code === Code.UNKNOWN_CALL ? <p className="dev-empty">{t('outbox.disabled')}</p> : null}
      {!loading && !error && rows.length === 0 ? <p className="dev-empty">{t('outbox.empty')}</p> : null}
      <ul className="dev-list">
        {rows.map((m) => {
          const code = codeIn(m.body);
          return (
            <li key={m.id} className="dev-item">
              <div className="dev-item__head">
                <span className="dev-item__channel">{t(m.channel === 'email' ? 'outbox.email' : 'outbox.sms')}</span>
                <span className="dev-item__to">{m.recipient}</span>
                <time dateTime={m.createdAt}>{when(m.createdAt)}</time>
              </div>
              {code ? <div className="dev-item__code">{code}</div> : null}
              <p className="dev-item__body">{m.body}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
