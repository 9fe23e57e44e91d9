import { describe, expect, it } from 'vitest';
import { chooseVersion, dataCapacity, dataCodewords, finalCodewords } from './qr-data';
import { encodeQr } from './qr-encode';
import { applyMask, drawFunctionPatterns, emptyGrid, formatBits, versionBits } from './qr-matrix';
import { rsDivisor, rsRemainder } from './reed-solomon';

describe('reed-solomon', () => {
  it('gives the EC codewords of the standard "HELLO WORLD" 1-M example', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(rsRemainder(data, rsDivisor(10))).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });
});

describe('format and version information', () => {
  it('matches the table of ISO/IEC 18004 annex C', () => {
    expect(formatBits('M', 0).toString(2).padStart(15, '0')).toBe('101010000010010');
    expect(formatBits('M', 5).toString(2).padStart(15, '0')).toBe('100000011001110');
    expect(formatBits('L', 0).toString(2).padStart(15, '0')).toBe('111011111000100');
    expect(formatBits('L', 7).toString(2).padStart(15, '0')).toBe('110100101110110');
  });

  it('matches the version information table of annex D', () => {
    expect(versionBits(7)).toBe(0x07c94);
    expect(versionBits(8)).toBe(0x085bc);
    expect(versionBits(10)).toBe(0x0a4d3);
  });
});

describe('data encoding', () => {
  it('writes mode, count, bytes, terminator and alternating pad bytes', () => {
    const words = dataCodewords(new TextEncoder().encode('hi'), 1, 'M');
    // 0100 00000010 01101000 01101001 0000 → 0x40 0x26 0x86 0x90, then 0xEC 0x11 …
    expect(words.slice(0, 6)).toEqual([0x40, 0x26, 0x86, 0x90, 0xec, 0x11]);
    expect(words).toHaveLength(dataCapacity(1, 'M'));
  });

  it('picks the smallest version that fits', () => {
    expect(chooseVersion(14, 'M')).toBe(1);
    expect(chooseVersion(15, 'M')).toBe(2);
    expect(chooseVersion(84, 'M')).toBe(5);
    expect(chooseVersion(85, 'M')).toBe(6);
    expect(chooseVersion(134, 'L')).toBe(6);
    expect(chooseVersion(1000, 'M')).toBeNull();
  });
});

/** Reads the data modules back in placement order after undoing the mask. */
function readCodewords(sym: ReturnType<typeof encodeQr>): number[] {
  const g = emptyGrid(sym.version);
  drawFunctionPatterns(g, sym.version);
  g.dark = sym.modules.map((row) => [...row]);
  applyMask(g, sym.mask);
  const bits: number[] = [];
  for (let right = g.size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let v = 0; v < g.size; v++) {
      const y = upward ? g.size - 1 - v : v;
      for (const x of [right, right - 1]) if (!g.reserved[y]![x]) bits.push(g.dark[y]![x] ? 1 : 0);
    }
  }
  const out: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) out.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
  return out;
}

describe('encodeQr', () => {
  const url = 'http://localhost:8093/login?scan=Jx3f0cQ2n8mPz6yHk1WvT5rLq9dG4sBa';

  it('builds a symbol of 17 + 4·version modules with finders and timing patterns', () => {
    const sym = encodeQr(url);
    expect(sym.version).toBe(5);
    expect(sym.size).toBe(37);
    expect(sym.modules).toHaveLength(37);
    const m = sym.modules;
    for (const [x0, y0] of [
      [0, 0],
      [30, 0],
      [0, 30],
    ] as const) {
      expect(m[y0]!.slice(x0, x0 + 7)).toEqual(Array(7).fill(true));
      expect(m[y0 + 1]!.slice(x0, x0 + 7)).toEqual([true, false, false, false, false, false, true]);
      expect(m[y0 + 3]!.slice(x0, x0 + 7)).toEqual([true, false, true, true, true, false, true]);
    }
    for (let i = 8; i < 29; i++) expect(m[6]![i]).toBe(i % 2 === 0);
    expect(m[37 - 8]![8]).toBe(true); // the dark module
  });

  it('writes the chosen mask into both copies of the format bits', () => {
    const sym = encodeQr(url, 'L');
    const bits = formatBits('L', sym.mask);
    const m = sym.modules;
    const first = [0, 1, 2, 3, 4, 5, 7, 8].map((y) => m[y]![8]);
    const second = Array.from({ length: 8 }, (_, i) => m[8]![sym.size - 1 - i]);
    const expected = Array.from({ length: 8 }, (_, i) => ((bits >>> i) & 1) === 1);
    expect(first).toEqual(expected);
    expect(second).toEqual(expected);
  });

  it('places every codeword so that unmasking gives them back in order', () => {
    for (const text of ['x', url, `${url}&lang=en&redirect=%2Fpersonal%2Fattend%3Fpage%3D2`]) {
      const sym = encodeQr(text);
      const bytes = new TextEncoder().encode(text);
      const expected = finalCodewords(dataCodewords(bytes, sym.version, 'M'), sym.version, 'M');
      expect(readCodewords(sym).slice(0, expected.length)).toEqual(expected);
    }
  });

  it('writes version information from version 7 on', () => {
    const sym = encodeQr('a'.repeat(150));
    expect(sym.version).toBe(8);
    const bits = versionBits(8);
    // Bottom-left block: bit i at (x = i / 3, y = size - 11 + i % 3).
    for (let i = 0; i < 18; i++) {
      expect(sym.modules[sym.size - 11 + (i % 3)]![Math.floor(i / 3)]).toBe(((bits >>> i) & 1) === 1);
    }
  });

  it('refuses text that no version up to 10 can hold', () => {
    expect(() => encodeQr('x'.repeat(300))).toThrow(RangeError);
  });
});
