import type { Clock } from '../platform/clock';
import type { Db } from '../db/client';
import { outbox } from '../domains/passport/schema';
import type { MessageSender, Providers } from './types';

/** Sandbox SMS and e-mail: the message is written to the outbox table, readable on the dev page. */
function outboxSender(db: Db, clock: Clock, channel: 'sms' | 'email'): MessageSender {
  return {
    async send(recipient, body) {
      await db.insert(outbox).values({ channel, recipient, body, createdAt: clock.now() });
    },
  };
}

export function sandboxProviders(db: Db, clock: Clock): Providers {
  return { sms: outboxSender(db, clock, 'sms'), mail: outboxSender(db, clock, 'email') };
}
