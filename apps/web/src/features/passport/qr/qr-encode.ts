import { chooseVersion, dataCodewords, type EcLevel, finalCodewords } from './qr-data';
import {
  applyMask,
  drawCodewords,
  drawFormat,
  drawFunctionPatterns,
  emptyGrid,
  formatBits,
  type Grid,
} from './qr-matrix';

/** An encoded QR symbol: `modules[y][x]` is true for a dark module. */
export interface QrSymbol {
  version: number;
  ec: EcLevel;
  mask: number;
  size: number;
  modules: boolean[][];
}

/** Every row, then every column: the lines penalty rules 1 and 3 scan. */
function lines(g: Grid): boolean[][] {
  const out: boolean[][] = [...g.dark];
  for (let x = 0; x < g.size; x++) out.push(g.dark.map((row) => row[x]!));
  return out;
}

const FINDER_LIKE = [true, false, true, true, true, false, true];

/** The four penalty rules of ISO/IEC 18004 §7.8.3; the mask with the lowest score wins. */
export function penalty(g: Grid): number {
  let score = 0;
  for (const line of lines(g)) {
    let run = 1;
    for (let i = 1; i <= line.length; i++) {
      if (i < line.length && line[i] === line[i - 1]) run++;
      else {
        if (run >= 5) score += run - 2;
        run = 1;
      }
    }
    for (let i = 0; i + 7 <= line.length; i++) {
      if (!FINDER_LIKE.every((d, k) => line[i + k] === d)) continue;
      const lightBefore = [1, 2, 3, 4].every((k) => i - k < 0 || !line[i - k]);
      const lightAfter = [0, 1, 2, 3].every((k) => i + 7 + k >= line.length || !line[i + 7 + k]);
      if (lightBefore || lightAfter) score += 40;
    }
  }
  let dark = 0;
  for (let y = 0; y < g.size; y++) {
    for (let x = 0; x < g.size; x++) {
      const c = g.dark[y]![x]!;
      if (c) dark++;
      if (
        x + 1 < g.size &&
        y + 1 < g.size &&
        c === g.dark[y]![x + 1] &&
        c === g.dark[y + 1]![x] &&
        c === g.dark[y + 1]![x + 1]
      ) {
        score += 3;
      }
    }
  }
  const percent = (dark * 100) / (g.size * g.size);
  return score + 10 * Math.floor(Math.abs(percent - 50) / 5);
}

/**
 * Encodes text (UTF-8, byte mode) as the smallest QR symbol of versions 1–10 at the given level.
 * Enough for a sign-in URL of ~200 characters at level M.
 */
export function encodeQr(text: string, ec: EcLevel = 'M'): QrSymbol {
  const bytes = new TextEncoder().encode(text);
  const version = chooseVersion(bytes.length, ec);
  if (version === null) throw new RangeError(`text of ${bytes.length} bytes is too long for a version 1–10 QR code`);
  const codewords = finalCodewords(dataCodewords(bytes, version, ec), version, ec);
  const grid = emptyGrid(version);
  drawFunctionPatterns(grid, version);
  drawCodewords(grid, codewords);
  let best = { mask: 0, score: Number.POSITIVE_INFINITY };
  for (let mask = 0; mask < 8; mask++) {
    applyMask(grid, mask);
    drawFormat(grid, formatBits(ec, mask));
    const score = penalty(grid);
    if (score < best.score) best = { mask, score };
    applyMask(grid, mask);
  }
  applyMask(grid, best.mask);
  drawFormat(grid, formatBits(ec, best.mask));
  return { version, ec, mask: best.mask, size: grid.size, modules: grid.dark };
}
