import zlib from 'node:zlib';

/*
 * The generated pictures as PNG, drawn pixel by pixel: the same gradient, circles and bar as the
 * SVG, without the text label. A browser turns every SVG picture into a small document of its own
 * (parse, style, layout, and font fallback for the label), which on the home page's ~20 covers cost
 * more of a phone's main thread at load than all its scripts; a PNG is only decoded, off the main
 * thread. Lists show the title beside each cover, so covers lose nothing; banners and avatars, whose
 * label is the point, stay SVG (decision 021).
 */

export interface Circle {
  cx: number;
  cy: number;
  r: number;
  opacity: number;
}
export interface Bar {
  x: number;
  y: number;
  w: number;
  h: number;
  rx: number;
  opacity: number;
}
export interface Drawing {
  w: number;
  h: number;
  colors: readonly [string, string];
  /** An avatar is a gradient disc on a transparent square; everything else fills the rectangle. */
  disc: boolean;
  circles: Circle[];
  bar: Bar | null;
}

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

/** Coverage of a pixel centre by a rounded rectangle (signed distance, half a pixel of smoothing). */
function barCover(b: Bar, px: number, py: number): number {
  const qx = Math.abs(px - (b.x + b.w / 2)) - (b.w / 2 - b.rx);
  const qy = Math.abs(py - (b.y + b.h / 2)) - (b.h / 2 - b.rx);
  const d = Math.sqrt(Math.max(qx, 0) ** 2 + Math.max(qy, 0) ** 2) + Math.min(Math.max(qx, qy), 0) - b.rx;
  return clamp01(0.5 - d);
}

export function renderPng(d: Drawing): Buffer {
  const { w, h, circles, bar, disc } = d;
  const [a, b] = d.colors.map(rgb) as [[number, number, number], [number, number, number]];
  const stride = w * 4 + 1;
  const raw = Buffer.alloc(stride * h);
  for (let y = 0; y < h; y++) {
    const row = y * stride;
    raw[row] = 1; // "Sub" filter: a smooth gradient becomes small repeated differences, which deflate well.
    const cy = y + 0.5;
    let p0 = 0;
    let p1 = 0;
    let p2 = 0;
    let p3 = 0;
    for (let x = 0; x < w; x++) {
      const cx = x + 0.5;
      // The SVG's gradient runs corner to corner in the box's own units.
      const t = (cx / w + cy / h) / 2;
      let r = a[0] + (b[0] - a[0]) * t;
      let g = a[1] + (b[1] - a[1]) * t;
      let bl = a[2] + (b[2] - a[2]) * t;
      const alpha = disc ? clamp01(w / 2 + 0.5 - Math.sqrt((cx - w / 2) ** 2 + (cy - h / 2) ** 2)) : 1;
      // White shapes over the gradient, each by its opacity times how much of the pixel it covers.
      for (let i = 0; i < circles.length; i++) {
        const k = circles[i]!;
        const cover = k.opacity * clamp01(k.r + 0.5 - Math.sqrt((cx - k.cx) ** 2 + (cy - k.cy) ** 2));
        if (cover > 0) {
          r += (255 - r) * cover;
          g += (255 - g) * cover;
          bl += (255 - bl) * cover;
        }
      }
      if (bar) {
        const cover = bar.opacity * barCover(bar, cx, cy);
        if (cover > 0) {
          r += (255 - r) * cover;
          g += (255 - g) * cover;
          bl += (255 - bl) * cover;
        }
      }
      const c0 = Math.round(r);
      const c1 = Math.round(g);
      const c2 = Math.round(bl);
      const c3 = Math.round(alpha * 255);
      const o = row + 1 + x * 4;
      raw[o] = (c0 - p0) & 255;
      raw[o + 1] = (c1 - p1) & 255;
      raw[o + 2] = (c2 - p2) & 255;
      raw[o + 3] = (c3 - p3) & 255;
      p0 = c0;
      p1 = c1;
      p2 = c2;
      p3 = c3;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header(w, h)),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Width, height, 8 bits per channel, colour type 6 (RGBA), no interlace. */
function header(w: number, h: number): Buffer {
  const b = Buffer.alloc(13);
  b.writeUInt32BE(w, 0);
  b.writeUInt32BE(h, 4);
  b[8] = 8;
  b[9] = 6;
  return b;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([len, body, crc]);
}
