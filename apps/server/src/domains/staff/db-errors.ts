/**
 * PostgreSQL error codes behind a failed statement. Drizzle wraps driver errors (node-postgres
 * and PGlite alike) in an error whose `cause` carries the SQLSTATE, so look at both levels.
 */
function sqlState(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A unique index refused the row (e.g. a second category with the same code). */
export const isUniqueViolation = (err: unknown) => sqlState(err) === '23505';

/** A foreign key refused the change (a row still referenced, or a reference to a missing row). */
export const isForeignKeyViolation = (err: unknown) => sqlState(err) === '23503';
