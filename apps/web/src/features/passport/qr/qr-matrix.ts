import type { EcLevel } from './qr-data';

/** A symbol under construction: dark modules and which of them are function patterns. */
export interface Grid {
  size: number;
  dark: boolean[][];
  reserved: boolean[][];
}

const EC_FORMAT_BITS: Record<EcLevel, number> = { L: 0b01, M: 0b00 };

/** Centres of alignment patterns per version 1–10 (ISO/IEC 18004 annex E). */
const ALIGNMENT: number[][] = [
  [],
  [6, 18],
  [6, 22],
  [6, 26],
  [6, 30],
  [6, 34],
  [6, 22, 38],
  [6, 24, 42],
  [6, 26, 46],
  [6, 28, 50],
];

/** 15 format bits: EC level and mask, BCH(15,5) protected, XOR 0x5412 (§7.9). */
export function formatBits(ec: EcLevel, mask: number): number {
  const data = (EC_FORMAT_BITS[ec] << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | (rem & 0x3ff)) ^ 0x5412;
}

/** 18 version bits for versions 7 and up: BCH(18,6) (§7.10). */
export function versionBits(version: number): number {
  let rem = version;
  for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
  return (version << 12) | (rem & 0xfff);
}

const bit = (x: number, i: number) => ((x >>> i) & 1) !== 0;

export function emptyGrid(version: number): Grid {
  const size = 17 + 4 * version;
  const make = () => Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  return { size, dark: make(), reserved: make() };
}

function set(g: Grid, x: number, y: number, dark: boolean) {
  g.dark[y]![x] = dark;
  g.reserved[y]![x] = true;
}

/** Finders, separators, timing, alignment, dark module and the reserved format/version areas. */
export function drawFunctionPatterns(g: Grid, version: number) {
  const { size } = g;
  for (let i = 0; i < size; i++) {
    set(g, 6, i, i % 2 === 0);
    set(g, i, 6, i % 2 === 0);
  }
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ] as const) {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const x = cx + dx;
        const y = cy + dy;
        const dist = Math.max(Math.abs(dx), Math.abs(dy));
        if (x >= 0 && x < size && y >= 0 && y < size) set(g, x, y, dist !== 2 && dist !== 4);
      }
    }
  }
  const centres = ALIGNMENT[version - 1] ?? [];
  const n = centres.length;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      // The three corners that would overlap a finder pattern carry no alignment pattern.
      if ((i === 0 && j === 0) || (i === 0 && j === n - 1) || (i === n - 1 && j === 0)) continue;
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++)
          set(g, centres[i]! + dx, centres[j]! + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
      }
    }
  }
  drawFormat(g, 0);
  if (version >= 7) {
    const bits = versionBits(version);
    for (let i = 0; i < 18; i++) {
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      set(g, a, b, bit(bits, i));
      set(g, b, a, bit(bits, i));
    }
  }
}

/** Writes both copies of the 15 format bits (a placeholder 0 until the mask is chosen). */
export function drawFormat(g: Grid, bits: number) {
  const { size } = g;
  for (let i = 0; i <= 5; i++) set(g, 8, i, bit(bits, i));
  set(g, 8, 7, bit(bits, 6));
  set(g, 8, 8, bit(bits, 7));
  set(g, 7, 8, bit(bits, 8));
  for (let i = 9; i < 15; i++) set(g, 14 - i, 8, bit(bits, i));
  for (let i = 0; i < 8; i++) set(g, size - 1 - i, 8, bit(bits, i));
  for (let i = 8; i < 15; i++) set(g, 8, size - 15 + i, bit(bits, i));
  set(g, 8, size - 8, true);
}

/** Places codeword bits in the two-column zigzag from the bottom-right corner (§7.7.3). */
export function drawCodewords(g: Grid, codewords: readonly number[]) {
  const { size } = g;
  let i = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5; // the vertical timing column is skipped
    const upward = ((right + 1) & 2) === 0;
    for (let vert = 0; vert < size; vert++) {
      const y = upward ? size - 1 - vert : vert;
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        if (g.reserved[y]![x]) continue;
        // Remainder bits past the last codeword stay light.
        g.dark[y]![x] = i < codewords.length * 8 && bit(codewords[i >>> 3]!, 7 - (i & 7));
        i++;
      }
    }
  }
}

const MASKS: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

/** XORs mask `m` over the data modules (applying it twice undoes it). */
export function applyMask(g: Grid, m: number) {
  const fn = MASKS[m]!;
  for (let y = 0; y < g.size; y++) {
    for (let x = 0; x < g.size; x++) if (!g.reserved[y]![x] && fn(x, y)) g.dark[y]![x] = !g.dark[y]![x];
  }
}
