import { Code, type CodeName } from '@app/contract/codes';

/** The one error type handlers throw. Its code picks the message; params fill it. */
export class AppError extends Error {
  readonly code: number;
  constructor(
    readonly codeName: CodeName,
    readonly params: Record<string, string | number> = {},
    /** A message key to use instead of the code's own message. */
    readonly messageKey?: string,
  ) {
    super(codeName);
    this.code = Code[codeName];
  }
}

export const fail = (codeName: CodeName, params?: Record<string, string | number>, messageKey?: string): never => {
  throw new AppError(codeName, params, messageKey);
};
