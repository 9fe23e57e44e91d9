/** The answer of every call (spec §7, §8): HTTP 200 with a code; 0 is success. */
export interface Envelope<T = unknown> {
  code: number;
  codeMsg: string;
  data: T | null;
}
