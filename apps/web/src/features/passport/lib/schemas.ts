import { whenIdle } from '../../../shared/when-idle';

type FormSchemas = typeof import('./form-schemas');

let loading: Promise<FormSchemas> | undefined;

/**
 * The sign-in forms' schemas, loaded once. zod and the schemas cost ~100 ms of script on a
 * throttled phone, which the login page's first load should not pay (Lighthouse TBT); the form
 * fetches them once the page is idle (`prefetchSchemas`), long before a first submit needs them.
 */
export function formSchemas(): Promise<FormSchemas> {
  loading ??= import('./form-schemas').catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

export function prefetchSchemas() {
  whenIdle(() => void formSchemas().catch(() => undefined));
}
