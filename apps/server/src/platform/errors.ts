import { Code, type CodeName } from '@app/contract/codes';

/** The one error type handlers throw. Its code picks the message; params fill it. */
export class AppError extends Error {
  readonly code: number;
  /** Extra facts the client may show with the refusal (who already checked in, and when). */
  data?: Record<string, unknown>;
  constructor(
    readonly codeName: CodeName,
    readonly params: Record<string, string | number> = {},
    /** A message key to use instead of the code's own message. */
    readonly messageKey?: string,
  ) {
    super(codeName);
    this.code = Code[codeName];
  }

  withData(data: Record<string, unknown>): this {
    this.data = data;
    return this;
  }
}

export const fail = (codeName: CodeName, params?: Record<string, string | number>, messageKey?: string): never => {
  throw new AppError(codeName, params, messageKey);
};
