import type { z } from 'zod';

/** Who may make a call. The server checks this before the handler runs. */
export type Access = 'visitor' | 'user' | 'expert' | 'staff';

/** How the body travels. Form bodies are flat (no arrays or nested objects): calls with structure use JSON. */
export type Encoding = 'form' | 'json' | 'multipart';

export interface CallDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  /** Path as the spec writes it, with `{name}` for path parameters. */
  path: string;
  access: Access;
  encoding: Encoding;
  /** Path parameters, query and body are merged into one object and parsed by this schema. */
  input: I;
  output: O;
  /** Writes to the database or sends something: used by the battery tests to know what must stay unchanged. */
  writes?: boolean;
  /** Takes an id of an object that belongs to someone (for the ownership matrix, QUALITY B5). */
  ownedId?: boolean;
}

export function defineCall<I extends z.ZodType, O extends z.ZodType>(def: CallDef<I, O>): CallDef<I, O> {
  return def;
}

export type CallInput<C extends CallDef> = z.input<C['input']>;
export type CallOutput<C extends CallDef> = z.output<C['output']>;

/** Fills `{name}` segments of a call path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, k: string) => {
    const v = params[k];
    if (v === undefined) throw new Error(`missing path parameter ${k} for ${path}`);
    return encodeURIComponent(String(v));
  });
}

/** Names of the `{name}` segments of a call path. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}
