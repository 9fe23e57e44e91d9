import { rsDivisor, rsRemainder } from './reed-solomon';

/** Error-correction levels we encode with (L ≈ 7 %, M ≈ 15 % recovery). */
export type EcLevel = 'L' | 'M';

export const MIN_VERSION = 1;
export const MAX_VERSION = 10;

/**
 * Block structure per version 1–10 (ISO/IEC 18004 table 9): EC codewords per block, then
 * [block count, data codewords per block] for group 1 and, where it exists, group 2.
 */
type Blocks = [ec: number, g1: number, g1Data: number, g2?: number, g2Data?: number];
const BLOCKS: Record<EcLevel, Blocks[]> = {
  L: [
    [7, 1, 19],
    [10, 1, 34],
    [15, 1, 55],
    [20, 1, 80],
    [26, 1, 108],
    [18, 2, 68],
    [20, 2, 78],
    [24, 2, 97],
    [30, 2, 116],
    [18, 2, 68, 2, 69],
  ],
  M: [
    [10, 1, 16],
    [16, 1, 28],
    [26, 1, 44],
    [18, 2, 32],
    [24, 2, 43],
    [16, 4, 27],
    [18, 4, 31],
    [22, 2, 38, 2, 39],
    [22, 3, 36, 2, 37],
    [26, 4, 43, 1, 44],
  ],
};

function blocksOf(version: number, ec: EcLevel): Blocks {
  const b = BLOCKS[ec][version - 1];
  if (!b) throw new RangeError(`QR version ${version} is not supported`);
  return b;
}

/** Data codewords a symbol of this version and level holds. */
export function dataCapacity(version: number, ec: EcLevel): number {
  const [, g1, d1, g2 = 0, d2 = 0] = blocksOf(version, ec);
  return g1 * d1 + g2 * d2;
}

/** Byte mode's character-count field is 8 bits up to version 9, 16 bits from version 10. */
const countBits = (version: number) => (version <= 9 ? 8 : 16);

/** Smallest version whose capacity fits `byteLength` bytes in byte mode, or null. */
export function chooseVersion(byteLength: number, ec: EcLevel): number | null {
  for (let v = MIN_VERSION; v <= MAX_VERSION; v++) {
    if (4 + countBits(v) + 8 * byteLength <= dataCapacity(v, ec) * 8) return v;
  }
  return null;
}

/** Mode indicator, count, bytes, terminator and 0xEC/0x11 padding, as data codewords. */
export function dataCodewords(bytes: Uint8Array, version: number, ec: EcLevel): number[] {
  const capacityBits = dataCapacity(version, ec) * 8;
  const bits: number[] = [];
  const push = (value: number, len: number) => {
    for (let i = len - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, countBits(version));
  for (const b of bytes) push(b, 8);
  if (bits.length > capacityBits) throw new RangeError('data too long for this QR version');
  push(0, Math.min(4, capacityBits - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  const words: number[] = [];
  for (let i = 0; i < bits.length; i += 8) words.push(bits.slice(i, i + 8).reduce((acc, b) => (acc << 1) | b, 0));
  for (let pad = 0xec; words.length < capacityBits / 8; pad ^= 0xec ^ 0x11) words.push(pad);
  return words;
}

/** Splits data into blocks, adds each block's EC codewords and interleaves them (§7.6). */
export function finalCodewords(data: readonly number[], version: number, ec: EcLevel): number[] {
  const [ecLen, g1, d1, g2 = 0, d2 = 0] = blocksOf(version, ec);
  const divisor = rsDivisor(ecLen);
  const blocks: { data: number[]; ec: number[] }[] = [];
  let offset = 0;
  for (const [count, len] of [
    [g1, d1],
    [g2, d2],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const part = data.slice(offset, offset + len);
      offset += len;
      blocks.push({ data: part, ec: rsRemainder(part, divisor) });
    }
  }
  const out: number[] = [];
  const longest = Math.max(d1, d2);
  for (let i = 0; i < longest; i++) for (const b of blocks) if (i < b.data.length) out.push(b.data[i]!);
  for (let i = 0; i < ecLen; i++) for (const b of blocks) out.push(b.ec[i]!);
  return out;
}
