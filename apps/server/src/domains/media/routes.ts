import type { FastifyInstance } from 'fastify';
import { type Circle, type Drawing, renderPng } from './png';

/**
 * Generated pictures for demo content (covers, avatars, banners), so the site needs no external
 * image host. The picture depends only on the URL, so browsers and proxies may cache it: `N.svg`
 * with its label from `?t=`, or `N.png` without a label (png.ts says why).
 */
const SIZES = {
  banner: [750, 300],
  cover: [400, 240],
  avatar: [160, 160],
  square: [200, 200],
} as const;
type Kind = keyof typeof SIZES;

/** Font size for a one-character-wide label, shrunk to fit longer text. */
const BASE_FONT: Record<Kind, number> = { banner: 44, cover: 30, avatar: 56, square: 26 };

const PALETTES = [
  ['#1e3c72', '#2a5298'],
  ['#11998e', '#27ae60'],
  ['#ee0979', '#ff6a00'],
  ['#4568dc', '#b06ab3'],
  ['#0f2027', '#2c5364'],
  ['#d35400', '#c0392b'],
  ['#8e2de2', '#4a00e0'],
  ['#00796b', '#43a047'],
] as const;

const MAX_TEXT = 24;
const FILE_RE = /^(\d{1,6})\.(svg|png)$/;
const FONT = 'PingFang SC,Microsoft YaHei,Noto Sans CJK SC,Helvetica,Arial,sans-serif';
/** Characters XML 1.0 forbids (controls, lone surrogates, U+FFFE/F); they would break the document. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const isKind = (k: string): k is Kind => Object.hasOwn(SIZES, k);

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** At most MAX_TEXT characters (code points, so CJK and emoji are not cut in half). */
function clip(text: string): string {
  const chars = Array.from(text.replace(NOT_XML, '').replace(/\s+/g, ' ').trim());
  return chars.length <= MAX_TEXT ? chars.join('') : `${chars.slice(0, MAX_TEXT - 1).join('')}…`;
}

/** "Mingyuan Zhang" → "MZ"; a Chinese name shows its first character. */
function initials(text: string): string {
  const words = clip(text).split(' ').filter(Boolean);
  const first = Array.from(words[0] ?? '')[0] ?? '';
  if (/[\u2e80-\u9fff\uac00-\ud7af]/.test(first)) return first;
  return words
    .slice(0, 2)
    .map((w) => Array.from(w)[0] ?? '')
    .join('')
    .toUpperCase();
}

/** Width estimate in ems: CJK glyphs are square, Latin ones about half as wide. */
function fontSize(label: string, kind: Kind): number {
  const ems = Array.from(label).reduce((sum, c) => sum + ((c.codePointAt(0) ?? 0) >= 0x2e80 ? 1 : 0.6), 0);
  const width = SIZES[kind][0] * 0.86;
  return Math.max(10, Math.min(BASE_FONT[kind], Math.floor(width / Math.max(ems, 1))));
}

/** The picture without its label: gradient, a few translucent circles placed by a small LCG seeded with the number, a bar. */
export function drawing(kind: Kind, n: number): Drawing {
  const [w, h] = SIZES[kind];
  const colors = PALETTES[n % PALETTES.length] as (typeof PALETTES)[number];
  if (kind === 'avatar') return { w, h, colors, disc: true, circles: [], bar: null };
  let s = (n * 2654435761) >>> 0;
  const next = () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s / 4294967296;
  };
  const circles: Circle[] = [];
  for (let i = 0; i < 3; i++) {
    const cx = Math.round(next() * w);
    const cy = Math.round(next() * h);
    const r = Math.round((0.2 + next() * 0.4) * h);
    circles.push({ cx, cy, r, opacity: Number((0.06 + next() * 0.12).toFixed(2)) });
  }
  const x = Math.round(next() * w * 0.8);
  const bar = {
    x,
    y: Math.round(h * 0.72),
    w: Math.round(w * 0.2),
    h: Math.round(h * 0.05),
    rx: Math.round(h * 0.025),
    opacity: 0.25,
  };
  return { w, h, colors, disc: false, circles, bar };
}

export function renderSvg(kind: Kind, n: number, text: string): string {
  const d = drawing(kind, n);
  const { w, h } = d;
  const label = kind === 'avatar' ? initials(text) : clip(text);
  const gradient = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${d.colors[0]}"/><stop offset="1" stop-color="${d.colors[1]}"/></linearGradient></defs>`;
  const circles = d.circles
    .map((c) => `<circle cx="${c.cx}" cy="${c.cy}" r="${c.r}" fill="#fff" fill-opacity="${c.opacity.toFixed(2)}"/>`)
    .join('');
  const bar = d.bar
    ? `<rect x="${d.bar.x}" y="${d.bar.y}" width="${d.bar.w}" height="${d.bar.h}" rx="${d.bar.rx}" fill="#fff" fill-opacity="${d.bar.opacity}"/>`
    : '';
  const body = d.disc
    ? `<circle cx="${w / 2}" cy="${h / 2}" r="${w / 2}" fill="url(#g)"/>`
    : `<rect width="${w}" height="${h}" fill="url(#g)"/>${circles}${bar}`;
  const textEl = label
    ? `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="${FONT}" font-size="${fontSize(label, kind)}" font-weight="600" fill="#fff">${escapeXml(label)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${gradient}${body}${textEl}</svg>`;
}

/** Drawn PNGs by kind and number (they do not depend on the label); a few hundred at most. */
const pngs = new Map<string, Buffer>();
const PNG_CACHE = 256;
function cachedPng(kind: Kind, n: number): Buffer {
  const key = `${kind}/${n}`;
  let png = pngs.get(key);
  if (!png) {
    png = renderPng(drawing(kind, n));
    if (pngs.size >= PNG_CACHE) pngs.delete(pngs.keys().next().value as string);
    pngs.set(key, png);
  }
  return png;
}

export function registerMedia(app: FastifyInstance): void {
  app.get<{ Params: { kind: string; file: string }; Querystring: { t?: string | string[] } }>(
    '/media/gen/:kind/:file',
    async (req, reply) => {
      const { kind, file } = req.params;
      const m = FILE_RE.exec(file);
      if (!isKind(kind) || !m) return reply.code(404).send('');
      reply.header('cache-control', 'public, max-age=86400').header('x-content-type-options', 'nosniff');
      if (m[2] === 'png') return reply.header('content-type', 'image/png').send(cachedPng(kind, Number(m[1])));
      const t = req.query.t;
      const text = (Array.isArray(t) ? t[0] : t) ?? '';
      return (
        reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          // Opened directly, an SVG is a document: forbid scripts and external loads outright.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(renderSvg(kind, Number(m[1]), text))
      );
    },
  );
}
