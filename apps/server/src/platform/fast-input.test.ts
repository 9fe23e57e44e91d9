import { allCalls } from '@app/contract/calls/index';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileFastInput, ZOD_DECIDES } from './fast-input';
import { strictInput } from './validate';

/** Strings and patterns a schema mentions, so random inputs often hit its valid values. */
function hints(schema: unknown, out = { values: new Set<unknown>(), patterns: new Set<RegExp>() }) {
  const zod = (schema as { _zod?: { def: Record<string, unknown>; values?: Set<unknown> } })._zod;
  if (!zod) return out;
  const def = zod.def;
  if ((def.type === 'enum' || def.type === 'literal') && zod.values) for (const v of zod.values) out.values.add(v);
  for (const c of (def.checks as { _zod: { def: { pattern?: RegExp } } }[] | undefined) ?? [])
    if (c._zod.def.pattern instanceof RegExp) out.patterns.add(c._zod.def.pattern);
  for (const k of ['innerType', 'in', 'out', 'element'] as const) if (def[k]) hints(def[k], out);
  for (const o of (def.options as unknown[] | undefined) ?? []) hints(o, out);
  for (const v of Object.values((def.shape as Record<string, unknown> | undefined) ?? {})) hints(v, out);
  return out;
}

const COMMON = ['', ' ', '0', '1', '2', '10', ' 12 ', '86', '13800000000', ' 13800000000 ', 'abc', 'true', 'false'];
const ODD = [
  '1e3',
  '-1',
  '10.5',
  '9007199254740993',
  'x'.repeat(300),
  '😀',
  '😀'.repeat(40),
  'a\u00e9',
  'A@B.CO',
  '1\0',
  '\0',
];

function valueArb(schema: unknown): fc.Arbitrary<unknown> {
  const h = hints(schema);
  const scalars = fc.oneof(
    fc.constantFrom(...COMMON, ...ODD, ...h.values),
    ...[...h.patterns].map((re) => fc.stringMatching(new RegExp(re.source))),
    fc.string({ maxLength: 12 }),
    fc.integer({ min: -5, max: 20000 }),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
  );
  return fc.oneof(
    { weight: 6, arbitrary: scalars },
    { weight: 1, arbitrary: fc.array(scalars, { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('id', 'name', 'x'), scalars, { maxKeys: 2 }) },
  );
}

/** Values the field's own schema accepts, picked from a sample of `valueArb`; null when none. */
function validPool(field: z.ZodType): fc.Arbitrary<unknown> | null {
  const pool = fc.sample(valueArb(field), { numRuns: 400, seed: 7 }).filter((v) => field.safeParse(v).success);
  return pool.length ? fc.constantFrom(...pool) : null;
}

/** Half the time any fields and values; half the time the fields' valid values, required keys present. */
function inputArb(schema: z.ZodType): fc.Arbitrary<Record<string, unknown>> {
  const shape = (schema as unknown as { _zod: { def: { shape?: Record<string, z.ZodType> } } })._zod.def.shape ?? {};
  const any = Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, valueArb(s)]));
  const valid = Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, validPool(s) ?? valueArb(s)]));
  const required = Object.keys(shape).filter(
    (k) => (shape[k] as unknown as { _zod: { optin?: string } })._zod.optin === undefined,
  );
  return fc
    .tuple(
      fc.oneof(fc.record(any, { requiredKeys: [] }), fc.record(valid, { requiredKeys: required })),
      fc.option(fc.constantFrom('extra', '__proto__', 'lang'), { freq: 4 }),
    )
    .map(([rec, extra]) => {
      // As @fastify/formbody hands bodies over: no prototype, so `__proto__` is an own key.
      const o: Record<string, unknown> = Object.create(null);
      Object.assign(o, rec);
      if (extra) Object.defineProperty(o, extra, { value: '1', enumerable: true, writable: true, configurable: true });
      return o;
    });
}

/** What parseInput refuses before zod runs (validate.ts). */
const hasNul = (v: unknown): boolean =>
  typeof v === 'string' ? v.includes('\0') : v !== null && typeof v === 'object' && Object.values(v).some(hasNul);

const hasNested = (raw: object) => Object.values(raw).some((v) => v !== null && typeof v === 'object');

const hasSurrogate = (v: unknown): boolean =>
  typeof v === 'string'
    ? /[\uD800-\uDFFF]/.test(v)
    : v !== null && typeof v === 'object' && Object.values(v).some(hasSurrogate);

/** Valid inputs seen and how many of them took the fast path, across the calls. */
const seen = { valid: 0, fast: 0, calls: new Set<string>() };

const calls = Object.entries(allCalls).map(([name, c]) => ({ name, schema: strictInput(c.input) }));

describe('compiled input fast path against zod, every contract call', () => {
  it('compiles most call inputs (prints how many)', () => {
    const compiled = calls.filter((c) => compileFastInput(c.schema));
    console.log(`fast input: ${compiled.length} of ${calls.length} call inputs compiled`);
    expect(compiled.length).toBeGreaterThan(calls.length * 0.7);
  });

  for (const { name, schema } of calls) {
    const fast = compileFastInput(schema);
    if (!fast) continue;
    it(`${name}: accepts exactly what zod accepts, with zod's output`, () => {
      fc.assert(
        fc.property(inputArb(schema), (raw) => {
          const z = schema.safeParse(raw);
          const ok = z.success && !hasNul(raw);
          const f = fast(raw);
          if (ok) {
            seen.valid++;
            seen.calls.add(name);
            if (f !== ZOD_DECIDES) seen.fast++;
          }
          if (f !== ZOD_DECIDES) {
            expect(ok).toBe(true);
            expect(f).toEqual(z.data);
          } else if (ok) {
            // Left to zod on a valid input: a length counted in code points, or a nested object
            // (its unknown keys are dropped without a NUL check).
            expect(hasSurrogate(raw) || hasNested(raw)).toBe(true);
          }
        }),
        { numRuns: 150 },
      );
    });
  }

  it('saw valid inputs of most calls, nearly all of them taking the fast path', () => {
    console.log(`fast input: ${seen.valid} valid inputs over ${seen.calls.size} calls, ${seen.fast} on the fast path`);
    expect(seen.calls.size).toBeGreaterThan(100);
    expect(seen.fast).toBeGreaterThan(seen.valid * 0.95);
  });
});

describe('compiled input fast path, by construct', () => {
  const run = (s: z.ZodType, v: unknown) => compileFastInput(s)!(v);

  it('answers validPhone from the fast path, trimmed and defaulted as zod does', () => {
    const s = strictInput(allCalls.validPhone!.input);
    expect(run(s, { phone: ' 13800000000 ' })).toEqual({ countryCode: '86', phone: '13800000000' });
  });

  it('answers undefined for an absent optional value', () => {
    expect(run(z.string().optional(), undefined)).toBeUndefined();
  });

  it('leaves a length counted in code points to zod', () => {
    const s = z.object({ n: z.string().max(2) });
    expect(run(s, { n: '😀😀' })).toBe(ZOD_DECIDES);
    expect(s.safeParse({ n: '😀😀' }).success).toBe(true);
    // 4 UTF-16 units but 2 characters: zod refuses a minimum of 3.
    expect(run(z.string().min(3), '😀😀')).toBe(ZOD_DECIDES);
    expect(z.string().min(3).safeParse('😀😀').success).toBe(false);
  });

  it('does not skip a union option it is unsure of', () => {
    const s = z.union([z.string().max(1), z.string().transform(() => 'second')]);
    expect(s.parse('😀')).toBe('😀');
    expect(run(s, '😀')).toBe(ZOD_DECIDES);
  });

  it('leaves an input with a NUL to the NUL check', () => {
    const s = z.object({
      a: z.string(),
      b: z.enum(['x']).optional(),
      c: z.array(z.object({ d: z.string() })).optional(),
    });
    expect(run(s, { a: 'x\0' })).toBe(ZOD_DECIDES);
    expect(run(s, { a: 'x', c: [{ d: 'y', e: '\0' }] })).toBe(ZOD_DECIDES);
    expect(run(s, { a: 'x', c: [{ d: 'y' }] })).toEqual({ a: 'x', c: [{ d: 'y' }] });
  });

  it('leaves every failure to zod', () => {
    const s = strictInput(z.object({ a: z.string().regex(/^\d+$/) }));
    for (const v of [{ a: 'x' }, {}, { a: '1', b: '2' }, { a: 1 }, null, [], 'a']) expect(run(s, v)).toBe(ZOD_DECIDES);
  });

  it('takes the first union option that succeeds, as zod does', () => {
    const s = z.union([z.string().regex(/^\d+$/).transform(Number), z.string()]);
    expect(run(s, '12')).toBe(12);
    expect(run(s, 'ab')).toBe('ab');
  });

  it('does not compile what it cannot vouch for', () => {
    expect(compileFastInput(z.object({ a: z.string().refine((v) => v !== 'x') }))).toBeNull();
    expect(compileFastInput(z.object({ a: z.string().transform((v, ctx) => (ctx ? v : v)) }))).toBeNull();
    expect(compileFastInput(z.object({ a: z.string().url() }))).toBeNull();
    expect(compileFastInput(z.object({ a: z.coerce.number() }))).toBeNull();
    expect(compileFastInput(z.object({}).passthrough())).toBeNull();
  });

  it('writes optional and defaulted keys as zod does', () => {
    const s = z.object({ a: z.string().optional(), b: z.string().default('d'), c: z.string().nullable() });
    expect(run(s, { c: null })).toEqual(s.parse({ c: null }));
    expect(Object.keys(run(s, { c: 'x' }) as object)).toEqual(Object.keys(s.parse({ c: 'x' })));
    expect(run(s, { a: 'q', b: 'r', c: 'x' })).toEqual({ a: 'q', b: 'r', c: 'x' });
  });
});
