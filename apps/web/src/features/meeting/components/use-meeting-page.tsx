import type { CallDef, CallInput, CallOutput } from '@app/contract/call';
import { Code } from '@app/contract/codes';
import type { ReactElement } from 'react';
import { useParams } from 'react-router';
import { useCall } from '../../../shared/api/use-call';
import { StatusPanel } from '../../cms/components/status-panel';
import { parseId } from '../lib/parse-id';
import { MeetingLoading, MeetingNotFound } from './meeting-fallback';

/** A meeting page's data once loaded, or what the page shows instead. */
export type MeetingPage<T> = { data: T; fallback: null } | { data: null; fallback: ReactElement };

/**
 * Loads what the address's `:id` names with `def`, a call that takes just `{ id }`. A malformed id
 * and the server's not-found get the same page, worded by `notFound`; other failures offer a retry.
 */
export function useMeetingPage<C extends CallDef>(
  def: C,
  notFound: { title: string; description: string },
): MeetingPage<CallOutput<C>> {
  const id = parseId(useParams().id);
  // Nothing in CallDef says its input is `{ id }`; the callers' calls (meetingHome, annualIndex) take that.
  const res = useCall(def, id === null ? null : ({ id } as CallInput<C>), { silent: true });
  if (id === null || res.error?.code === Code.NOT_FOUND) {
    return { data: null, fallback: <MeetingNotFound title={notFound.title} description={notFound.description} /> };
  }
  if (res.error) {
    return { data: null, fallback: <StatusPanel kind="error" description={res.error.codeMsg} onRetry={res.reload} /> };
  }
  if (!res.data) return { data: null, fallback: <MeetingLoading /> };
  return { data: res.data, fallback: null };
}
