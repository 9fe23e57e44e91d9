import type { CallDef } from '@app/contract/call';
import i18next from 'i18next';
import { onServer } from './environment';

/**
 * Call results the server rendered a page with, handed to the browser so the first render there
 * (hydration) shows the same data instead of a loading state. On the server, a miss is recorded
 * so the entry can fetch it and render again.
 */
export interface WantedCall {
  def: CallDef;
  input: unknown;
}

/** The page and language the seeds were rendered for: anywhere else they do not apply. */
export interface SeedScope {
  url: string;
  lang: string;
}

const seeds = new Map<string, unknown>();
let scope: SeedScope | null = null;
let recordMiss: ((key: string, call: WantedCall) => void) | null = null;

export const seedKey = (def: Pick<CallDef, 'path'>, input: unknown) => `${def.path} ${JSON.stringify(input ?? {})}`;

/** Browser: the page's embedded results, for that page. Server: the results fetched so far for this render. */
export function putSeeds(entries: Record<string, unknown>, forPage: SeedScope | null = null) {
  seeds.clear();
  for (const [k, v] of Object.entries(entries)) seeds.set(k, v);
  scope = forPage;
}

/** Server entry only: collects the calls a render asked for and found no result for. */
export function onSeedMiss(fn: ((key: string, call: WantedCall) => void) | null) {
  recordMiss = fn;
}

/** The first navigation ends the seeds' life: coming back to the page later must load it fresh. */
export function dropSeeds() {
  seeds.clear();
  scope = null;
}

// On another page or in another language (before the navigation's effects ran), seeds do not apply.
const inScope = () =>
  onServer ||
  !scope ||
  (window.location.pathname + window.location.search === scope.url && i18next.language === scope.lang);

/**
 * The seeded result for a call. Not consumed on use: React may render a component more than once
 * before hydration commits (a sibling suspends), and each attempt must see the same data.
 */
export function takeSeed(def: CallDef, input: unknown): { data: unknown } | undefined {
  const key = seedKey(def, input);
  if (seeds.has(key) && inScope()) return { data: seeds.get(key) };
  recordMiss?.(key, { def, input });
  return undefined;
}
