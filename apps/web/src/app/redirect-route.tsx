import { href, type RedirectDef } from '@app/contract/routes';
import { Navigate, useLocation, useParams } from 'react-router';

/**
 * Where an old path leads (§2 redirects): params carry over, `idFromQuery` supplies `:id` from the
 * query when the old path has none (and is then dropped from the query), the rest of the query stays.
 */
export function redirectTarget(def: RedirectDef, params: Record<string, string | undefined>, search: string): string {
  const query = new URLSearchParams(search);
  const filled: Record<string, string | undefined> = { ...params };
  if (def.idFromQuery && !filled.id) {
    const id = query.get(def.idFromQuery);
    if (id) {
      filled.id = id;
      query.delete(def.idFromQuery);
    }
  }
  const qs = query.toString();
  return qs ? `${href(def.to, filled)}?${qs}` : href(def.to, filled);
}

export function RedirectRoute({ def }: { def: RedirectDef }) {
  const params = useParams();
  const { search, hash } = useLocation();
  return <Navigate replace to={redirectTarget(def, params, search) + hash} />;
}
