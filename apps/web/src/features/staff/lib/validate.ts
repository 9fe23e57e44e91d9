import type { z } from 'zod';

export type IssueKind = 'required' | 'invalid' | 'tooLong';

export interface FieldIssue {
  field: string;
  kind: IssueKind;
}

/**
 * Checks a form against the contract's own input schema (the one the server applies), so the
 * console refuses what the server would refuse before anything is sent.
 */
export function firstIssue(schema: z.ZodType, value: unknown): FieldIssue | null {
  const r = schema.safeParse(value);
  if (r.success) return null;
  const issue = r.error.issues[0]!;
  return { field: String(issue.path[0] ?? ''), kind: issueKind(issue) };
}

/** What a zod issue means for the form: missing, malformed, or too long. */
export function issueKind(issue: z.core.$ZodIssue): IssueKind {
  return issue.message === 'field.required' || (issue.code === 'too_small' && issue.origin === 'string')
    ? 'required'
    : issue.message === 'field.tooLong' || issue.code === 'too_big'
      ? 'tooLong'
      : 'invalid';
}

/** Site path ("/x", not "//host") or http(s) URL: what the server takes for pictures. */
export const isSafeUrl = (s: string) => /^(\/[^/\\]|https?:\/\/\S+$)/i.test(s) && !/[\s"'<>]/.test(s);
