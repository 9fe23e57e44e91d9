import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { paySecrets } from './schema';

/**
 * The installation secret: random, made once per database (so every server process of one
 * deployment shares it) unless PAY_SANDBOX_SECRET sets the channel key. Keys for the sandbox
 * channel's signature and for the payment page token are derived from it, each for its purpose.
 */
const cache = new WeakMap<Db, Promise<string>>();

async function installSecret(db: Db): Promise<string> {
  let p = cache.get(db);
  if (!p) {
    p = (async () => {
      await db
        .insert(paySecrets)
        .values({ name: 'install', value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(paySecrets);
      return row!.value;
    })();
    p.catch(() => cache.delete(db));
    cache.set(db, p);
  }
  return p;
}

const derive = (secret: string, purpose: string) => createHmac('sha256', secret).update(purpose).digest();

/** The key the sandbox channel signs callbacks with (and the server verifies them with). */
export async function channelKey(deps: Deps): Promise<Buffer> {
  if (deps.config.paySandboxSecret) return Buffer.from(deps.config.paySandboxSecret);
  return derive(await installSecret(deps.db), 'sandbox-channel-callback');
}

/** Token of the sandbox payment page URL: proves the link was made by us for this intent. */
export async function intentToken(deps: Deps, intentId: string): Promise<string> {
  const key = derive(await installSecret(deps.db), 'sandbox-page-token');
  return createHmac('sha256', key).update(intentId).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
