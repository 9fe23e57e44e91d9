import type { z } from 'zod';

/**
 * A fast path for the success case of input validation (QUALITY plumbing budget; decision 020,
 * session 10). Zod stays the declaration and the judge: a schema is compiled here, once, into checks
 * that accept an input only when they can vouch that zod would accept it with the same output.
 * Anything else, every failure included, goes to zod, which words the error as before.
 *
 * Why: in a server that has parsed every call's schema, zod's shared parsing code has seen every
 * shape and runs megamorphic. Timed inside the route, in one load alternating both: `validPhone`'s
 * parse took 4.0–4.9 µs through zod and 1.6–1.8 µs here (the NUL check included).
 *
 * Only what the contract uses and whose success semantics are simple is compiled: strings with
 * trim-like overwrites, length and pattern checks; numbers with bounds and the safe-integer format;
 * booleans, literals, enums; optional, nullable, default; pipes, one-argument transforms, unions;
 * arrays and objects (strict or stripping). Any other construct, or a def key not listed, leaves
 * the whole schema to zod (`compileFastInput` answers null).
 */

/** Certainly invalid: zod will refuse it (and say why). */
const FAIL: unique symbol = Symbol('fail');
/** Not certain either way (a string length zod counts in code points): zod decides. */
const MISS: unique symbol = Symbol('miss');
type Out = unknown;
type Check = (v: unknown) => Out;

/** What a fast path answers when zod must decide (and, for a bad input, word the error). */
export const ZOD_DECIDES: unique symbol = Symbol('zod decides');
/** Answers the parsed input, or ZOD_DECIDES. */
export type FastInput = (raw: unknown) => unknown;

interface Internals {
  def: Record<string, unknown> & { type: string };
  optin?: 'optional' | 'defaulted';
  optout?: 'optional';
  values?: Set<unknown>;
}

const zodOf = (s: unknown) => (s as { _zod: Internals })._zod;

/** Def keys each type may carry; `error` only words failures, which zod handles. */
const ALLOWED: Record<string, string[]> = {
  string: ['checks'],
  number: ['checks'],
  boolean: [],
  literal: ['values'],
  enum: ['entries'],
  optional: ['innerType'],
  nullable: ['innerType'],
  default: ['innerType', 'defaultValue'],
  pipe: ['in', 'out'],
  transform: ['transform'],
  union: ['options'],
  array: ['element', 'checks'],
  object: ['shape', 'catchall', 'checks'],
};

class Unsupported extends Error {}

const compiled = new WeakMap<object, FastInput | null>();

/** The schema's fast path, compiled once; null when the schema uses anything not compiled here. */
export function compileFastInput(schema: z.ZodType): FastInput | null {
  if (compiled.has(schema)) return compiled.get(schema)!;
  let fast: FastInput | null;
  try {
    const check = node(schema);
    fast = (raw) => {
      const v = check(raw);
      return v === FAIL || v === MISS ? ZOD_DECIDES : v;
    };
  } catch (e) {
    if (!(e instanceof Unsupported)) throw e;
    fast = null;
  }
  compiled.set(schema, fast);
  return fast;
}

function node(schema: unknown): Check {
  const z = zodOf(schema);
  const def = z.def;
  const allowed = ALLOWED[def.type];
  if (!allowed) throw new Unsupported(def.type);
  for (const k of Object.keys(def)) {
    if (k !== 'type' && k !== 'error' && !allowed.includes(k)) throw new Unsupported(`${def.type}.${k}`);
  }
  if (def.coerce) throw new Unsupported('coerce');
  switch (def.type) {
    case 'string':
      return stringNode(stringChecks(def.checks));
    case 'number':
      return numberNode(numberChecks(def.checks));
    case 'boolean':
      return (v) => (typeof v === 'boolean' ? v : FAIL);
    case 'literal':
    case 'enum': {
      // The very set zod checks membership in.
      const values = z.values;
      if (!values) throw new Unsupported('values');
      // A listed value with a NUL would pass here but not the NUL check (validate.ts): leave it.
      return (v) => (values.has(v) && !(typeof v === 'string' && v.includes('\0')) ? v : FAIL);
    }
    case 'optional': {
      if (zodOf(def.innerType).optin === 'defaulted') throw new Unsupported('optional default');
      const inner = node(def.innerType);
      return (v) => (v === undefined ? undefined : inner(v));
    }
    case 'nullable': {
      const inner = node(def.innerType);
      return (v) => (v === null ? null : inner(v));
    }
    case 'default': {
      const inner = node(def.innerType);
      // `defaultValue` is a getter (zod clones object defaults): read per use, as zod does.
      return (v) => {
        if (v === undefined) return def.defaultValue;
        const r = inner(v);
        return r === undefined ? def.defaultValue : r;
      };
    }
    case 'pipe': {
      const a = node(def.in);
      const b = node(def.out);
      return (v) => {
        const r = a(v);
        return r === FAIL || r === MISS ? r : b(r);
      };
    }
    case 'transform': {
      const fn = def.transform as (v: unknown) => unknown;
      // A transform that takes the payload (to add issues) is zod's to run.
      if (typeof fn !== 'function' || fn.length > 1) throw new Unsupported('transform');
      return (v) => {
        const r = fn(v);
        return r instanceof Promise ? MISS : r;
      };
    }
    case 'union': {
      const options = (def.options as unknown[]).map(node);
      // Zod answers the first option that succeeds, in order.
      return (v) => {
        for (const o of options) {
          const r = o(v);
          if (r !== FAIL) return r;
        }
        return FAIL;
      };
    }
    case 'array':
      return arrayNode(node(def.element), lengthChecks(def.checks));
    case 'object':
      return objectNode(def);
  }
  throw new Unsupported(def.type);
}

type LengthCheck = (n: number) => boolean;

function checkDefs(checks: unknown): Record<string, unknown>[] {
  return ((checks as unknown[] | undefined) ?? []).map((c) => zodOf(c).def);
}

type LengthOp = '<=' | '>=' | '===';

/** Zod's three length checks, read once for strings and arrays alike. */
function lengthBound(d: Record<string, unknown>): { op: LengthOp; n: number } | null {
  const op = ({ max_length: '<=', min_length: '>=', length_equals: '===' } as const)[d.check as string];
  const n = d.maximum ?? d.minimum ?? d.length;
  return op && typeof n === 'number' && Number.isInteger(n) ? { op, n } : null;
}

function lengthChecks(checks: unknown): LengthCheck[] {
  return checkDefs(checks).map((d): LengthCheck => {
    const b = lengthBound(d);
    if (!b) throw new Unsupported(String(d.check));
    const { op, n } = b;
    return op === '<=' ? (len) => len <= n : op === '>=' ? (len) => len >= n : (len) => len === n;
  });
}

type StringStep =
  | { kind: 'tx'; tx: (s: string) => unknown }
  | { kind: 'pattern'; re: RegExp }
  | { kind: 'length'; op: LengthOp; n: number };

/** Formats whose check is their pattern alone. */
const PATTERN_FORMATS = new Set(['regex', 'email', 'lowercase', 'uppercase']);

function stringChecks(checks: unknown): StringStep[] {
  return checkDefs(checks).map((d): StringStep => {
    if (d.check === 'overwrite' && typeof d.tx === 'function')
      return { kind: 'tx', tx: d.tx as (s: string) => unknown };
    if (d.check === 'string_format' && PATTERN_FORMATS.has(d.format as string) && d.pattern instanceof RegExp)
      return { kind: 'pattern', re: d.pattern };
    const b = lengthBound(d);
    if (b) return { kind: 'length', ...b };
    throw new Unsupported(String(d.check));
  });
}

/**
 * Builds a check from generated source, one function per schema: code shared by every schema would
 * see every shape and field name and run megamorphic, as zod's does (the `new Function` is zod's own
 * technique for objects). Only numbers and JSON-quoted keys are written into the source; functions
 * and patterns are passed in as arguments.
 */
function generated(body: string, args: Record<string, unknown>): Check {
  const names = Object.keys(args);
  return new Function('FAIL', 'MISS', 'SURROGATE', ...names, `return function fastCheck(v) {\n${body}\n};`)(
    FAIL,
    MISS,
    SURROGATE,
    ...names.map((n) => args[n]),
  ) as Check;
}

/** A lone surrogate or a pair: zod would count code points, not UTF-16 units. */
const SURROGATE = /[\uD800-\uDFFF]/;

function stringNode(steps: StringStep[]): Check {
  const args: Record<string, unknown> = {};
  // A NUL anywhere is refused before zod runs (validate.ts): such an input is never answered here.
  const lines = ["if (typeof v !== 'string' || v.includes('\\0')) return FAIL;", 'let s = v;'];
  steps.forEach((st, i) => {
    if (st.kind === 'tx') {
      args[`t${i}`] = st.tx;
      lines.push(`s = t${i}(s);`, "if (typeof s !== 'string') return MISS;");
    } else if (st.kind === 'pattern') {
      args[`p${i}`] = st.re;
      lines.push(`p${i}.lastIndex = 0;`, `if (!p${i}.test(s)) return FAIL;`);
    } else {
      lines.push('if (SURROGATE.test(s)) return MISS;', `if (!(s.length ${st.op} ${st.n})) return FAIL;`);
    }
  });
  lines.push('return s;');
  return generated(lines.join('\n'), args);
}

type NumberCheck = (n: number) => boolean;

function numberChecks(checks: unknown): NumberCheck[] {
  return checkDefs(checks).map((d): NumberCheck => {
    const bound = d.value as number;
    if ((d.check === 'greater_than' || d.check === 'less_than') && typeof bound !== 'number')
      throw new Unsupported('bound');
    if (d.check === 'greater_than') return d.inclusive ? (n) => n >= bound : (n) => n > bound;
    if (d.check === 'less_than') return d.inclusive ? (n) => n <= bound : (n) => n < bound;
    if (d.check === 'number_format' && d.format === 'safeint') return Number.isSafeInteger;
    throw new Unsupported(String(d.check));
  });
}

function numberNode(checks: NumberCheck[]): Check {
  return (v) => {
    if (typeof v !== 'number' || !Number.isFinite(v)) return FAIL;
    for (const c of checks) if (!c(v)) return FAIL;
    return v;
  };
}

function arrayNode(element: Check, checks: LengthCheck[]): Check {
  return (v) => {
    if (!Array.isArray(v)) return FAIL;
    for (const c of checks) if (!c(v.length)) return FAIL;
    const out = new Array(v.length);
    for (let i = 0; i < v.length; i++) {
      const r = element(v[i]);
      if (r === FAIL || r === MISS) return r;
      out[i] = r;
    }
    return out;
  };
}

interface Field {
  key: string;
  check: Check;
  /** How zod's compiled object parser treats the key (its optin/optout): see objectNode. */
  mode: 'required' | 'optional' | 'optionalDefaulted' | 'defaulted' | 'optionalIn';
}

function objectNode(def: Internals['def']): Check {
  if (checkDefs(def.checks).length) throw new Unsupported('object checks');
  const catchall = def.catchall;
  const strict = catchall !== undefined;
  if (strict && zodOf(catchall).def.type !== 'never') throw new Unsupported('catchall');
  const shape = def.shape as Record<string, unknown>;
  const fields: Field[] = [];
  for (const key of Object.keys(shape)) {
    // Zod never copies a declared __proto__ into its result either.
    if (key === '__proto__') throw new Unsupported('__proto__');
    const z = zodOf(shape[key]);
    const mode: Field['mode'] =
      z.optin === undefined
        ? 'required'
        : z.optout === 'optional'
          ? z.optin === 'optional'
            ? 'optional'
            : 'optionalDefaulted'
          : z.optin === 'defaulted'
            ? 'defaulted'
            : 'optionalIn';
    fields.push({ key, check: node(shape[key]), mode });
  }
  // The branches of zod's compiled object parser (schemas.js, generateFastpass), per key.
  const args: Record<string, unknown> = {};
  const lines = ["if (typeof v !== 'object' || v === null || Array.isArray(v)) return FAIL;"];
  // An unknown key fails a strict object; a stripping one drops it, but its value has not been
  // checked for a NUL then, so zod's path decides.
  const unknown = strict ? 'FAIL' : 'MISS';
  const known = fields.map((f) => `case ${JSON.stringify(f.key)}:`).join(' ');
  lines.push(
    known
      ? `for (const k in v) { switch (k) { ${known} continue; default: return ${unknown}; } }`
      : `for (const k in v) return ${unknown};`,
  );
  lines.push('const out = {};');
  fields.forEach((f, i) => {
    const k = JSON.stringify(f.key);
    args[`c${i}`] = f.check;
    lines.push(`{ const present = ${k} in v; const r = c${i}(v[${k}]); const bad = r === FAIL || r === MISS;`);
    if (f.mode === 'required') lines.push(`if (bad) return r; if (!present) return FAIL; out[${k}] = r;`);
    // An absent optional key's failure is ignored, and nothing is written for it.
    else if (f.mode === 'optional') lines.push(`if (!bad) { if (present) out[${k}] = r; } else if (present) return r;`);
    else if (f.mode === 'optionalDefaulted')
      lines.push(`if (!bad) { if (r !== undefined || present) out[${k}] = r; } else if (present) return r;`);
    else if (f.mode === 'defaulted') lines.push(`if (bad) return r; out[${k}] = r;`);
    else lines.push(`if (bad) return r; if (r !== undefined || present) out[${k}] = r;`);
    lines.push('}');
  });
  lines.push('return out;');
  return generated(lines.join('\n'), args);
}
