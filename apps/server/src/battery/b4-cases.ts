import type { CallDef } from '@app/contract/call';
import { Code } from '@app/contract/codes';
import { isRequired, type Sample, shapeOf } from './samples';

/**
 * The hostile inputs of QUALITY B4 for one call, derived from its contract: per field missing,
 * oversized (10 KB), NUL, repeated (`a=1&a=2`), bracketed (`a[b]=1`) and, for JSON, wrong types;
 * per body an unknown field, `__proto__` and `constructor` keys, a body over 1 MB, a wrong content
 * type; per path parameter malformed segments.
 */
export interface Case {
  label: string;
  /** The path with its query string. */
  url: string;
  contentType: string;
  payload: string;
  /**
   * What the server's parser hands to validation (path params merged), for the oracle that
   * decides whether this input is in fact valid; null when no parse reaches validation.
   */
  raw: Record<string, unknown> | null;
  /** Codes this input may be answered with when it is invalid. */
  codes: number[];
  /** The field the validation message must name, when one field is at fault. */
  field?: string;
  /**
   * Whether the input may legitimately be valid (a number where an id goes, `null` for a
   * nullable field, a path segment that fits): the server's own validation decides. Every other
   * case must be refused.
   */
  mayBeValid?: boolean;
}

const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';
export const LONG = 'x'.repeat(10 * 1024);
const NUL = 'ab\u0000cd';
const HUGE = 'y'.repeat(1024 * 1024 + 16);

/** Own properties even for `__proto__`, as the body parser and the spread in bindCall make them. */
function own(entries: [string, unknown][]): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (const [k, v] of entries) {
    const prev = Object.hasOwn(o, k) ? o[k] : undefined;
    const value = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
    Object.defineProperty(o, k, { value, enumerable: true, writable: true, configurable: true });
  }
  return o;
}

const formPayload = (entries: [string, string][]) =>
  entries.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');

function buildPath(path: string, params: Record<string, string>, rawSegments: Record<string, string> = {}) {
  return path.replace(/\{(\w+)\}/g, (_, k: string) => rawSegments[k] ?? encodeURIComponent(params[k] ?? ''));
}

export function casesFor(call: CallDef, sample: Sample): Case[] {
  const shape = shapeOf(call);
  const url = buildPath(call.path, sample.params);
  const isJson = call.encoding === 'json';
  const out: Case[] = [];
  const V = Code.INVALID_INPUT;

  const base: [string, unknown][] = Object.entries(sample.body).map(([k, v]) => [k, isJson ? v : String(v)]);
  const withParams = (entries: [string, unknown][]) => own([...entries, ...Object.entries(sample.params)]);
  const push = (label: string, entries: [string, unknown][], field?: string, extra: Partial<Case> = {}) => {
    const payload = isJson
      ? `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`
      : formPayload(entries as [string, string][]);
    out.push({
      label,
      url,
      contentType: isJson ? JSON_TYPE : FORM,
      payload,
      raw: withParams(entries),
      codes: [V],
      field,
      ...extra,
    });
  };
  const without = (key: string) => base.filter(([k]) => k !== key);
  const sampleOf = (key: string) => base.find(([k]) => k === key)?.[1] ?? '1';

  const bodyFields = Object.keys(shape).filter((k) => !(k in sample.params));
  for (const key of bodyFields) {
    if (isRequired(shape[key]!)) push(`${key}: missing`, without(key), key);
    push(`${key}: 10 KB`, [...without(key), [key, LONG]], key);
    push(`${key}: NUL`, [...without(key), [key, NUL]], key);
    if (isJson) {
      push(`${key}: array`, [...without(key), [key, [sampleOf(key), sampleOf(key)]]], key);
      for (const wrong of [{ b: 1 }, []] as unknown[]) {
        push(`${key}: ${JSON.stringify(wrong)}`, [...without(key), [key, wrong]], key);
      }
      for (const other of [true, null, 12345, 'str'] as unknown[]) {
        push(`${key}: ${JSON.stringify(other)}`, [...without(key), [key, other]], key, { mayBeValid: true });
      }
    } else {
      push(`${key}: repeated`, [...without(key), [key, String(sampleOf(key))], [key, '2']], key);
      push(`${key}: ${key}[b]=1`, [...base, [`${key}[b]`, '1']], `${key}[b]`);
    }
  }

  push('unknown field', [...base, ['zzUnknown', '1']], 'zzUnknown');
  push('constructor key', [...base, ['constructor', '1']], 'constructor');
  out.push({
    label: 'unknown field in the query',
    url: `${url}?zzQuery=1`,
    contentType: isJson ? JSON_TYPE : FORM,
    payload: isJson ? JSON.stringify(sample.body) : formPayload(base as [string, string][]),
    raw: withParams([...base, ['zzQuery', '1']]),
    codes: [V],
    field: 'zzQuery',
  });
  const fixed = (label: string, contentType: string, payload: string, codes: number[], u = url) =>
    out.push({ label, url: u, contentType, payload, raw: null, codes });
  if (isJson) {
    fixed(
      '__proto__ key',
      JSON_TYPE,
      `{"__proto__":{"polluted":1}${base.length ? ',' : ''}${JSON.stringify(sample.body).slice(1)}`,
      [V],
    );
    fixed('constructor.prototype', JSON_TYPE, '{"constructor":{"prototype":{"polluted":1}}}', [V]);
    fixed('broken JSON', JSON_TYPE, '{"a":', [V]);
    fixed('array body', JSON_TYPE, '[1,2]', [V]);
    // `null` is read as no body at all: valid exactly when the call needs no field.
    out.push({
      label: 'null body',
      url,
      contentType: JSON_TYPE,
      payload: 'null',
      raw: withParams([]),
      codes: [V],
      mayBeValid: true,
    });
  } else {
    push('__proto__ key', [...base, ['__proto__', '1']], '__proto__');
    push('__proto__[polluted]', [...base, ['__proto__[polluted]', '1']], '__proto__[polluted]');
  }
  fixed('body over 1 MB', isJson ? JSON_TYPE : FORM, isJson ? JSON.stringify({ a: HUGE }) : `a=${HUGE}`, [
    Code.BODY_TOO_LARGE,
  ]);
  // Fastify reads text/plain as a string, which is not an object of fields.
  fixed('text/plain body', 'text/plain', 'a=1', [V]);
  fixed('XML body', 'application/xml', '<a>1</a>', [Code.UNSUPPORTED_MEDIA]);

  for (const p of Object.keys(sample.params)) {
    const segments: [string, string][] = [
      ['abc', 'abc'],
      ['-1', '-1'],
      ['0', '0'],
      ['1.5', '1.5'],
      ['10 KB', LONG],
      ['NUL', 'a%00b'],
      ['slash', '..%2F..%2Fetc'],
      ['bad escape', '%E0%A4%A'],
    ];
    for (const [label, seg] of segments) {
      let decoded: string | null;
      try {
        decoded = decodeURIComponent(seg);
      } catch {
        decoded = null;
      }
      out.push({
        label: `path ${p}: ${label}`,
        url: buildPath(call.path, sample.params, { [p]: seg }),
        contentType: isJson ? JSON_TYPE : FORM,
        payload: isJson ? JSON.stringify(sample.body) : formPayload(base as [string, string][]),
        raw: decoded === null ? null : own([...base, ...Object.entries({ ...sample.params, [p]: decoded })]),
        // A segment Fastify cannot route (too long, bad escape) is an unknown call.
        codes: [V, Code.UNKNOWN_CALL],
        mayBeValid: true,
      });
    }
  }
  return out;
}
