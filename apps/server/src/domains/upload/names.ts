import type { FileKind } from '@app/contract/constants';
import { EXTENSIONS } from './sniff';

export const MAX_NAME_CHARS = 120;

/** C0/C1 controls (NUL, newline…), bidi overrides that disguise an extension, and lone surrogates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]|\p{Cs}/gu;
/** Characters Windows refuses in names, and the quote that would end a header parameter. */
const RESERVED = /[<>:"|?*]/g;

/**
 * The name we keep and show for an upload: the last path part only, no controls, at most 120
 * characters, and an extension that matches the sniffed kind, so a PNG named `x.html` is saved by
 * the browser as `x.html.png`. It is only ever data (JSON, an encoded header), never a path: the
 * stored file is named by its random id.
 */
export function safeName(raw: string, kind: FileKind): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const clean = base.replace(INVISIBLE, '').replace(RESERVED, '_').trim().replace(/^\.+/, '');
  const allowed = EXTENSIONS[kind];
  const m = /\.([A-Za-z0-9]{1,8})$/.exec(clean);
  const keepExt = m && allowed.includes(m[1]!.toLowerCase());
  const ext = keepExt ? m[1]! : allowed[0]!;
  const stemText = (keepExt ? clean.slice(0, -m[0].length) : clean).trim();
  const stem = Array.from(stemText)
    .slice(0, MAX_NAME_CHARS - ext.length - 1)
    .join('')
    .trim();
  return `${stem || 'file'}.${ext}`;
}

/** RFC 6266 header: an ASCII fallback plus the exact name percent-encoded as UTF-8 (RFC 8187). */
export function contentDisposition(name: string, inline: boolean): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

const KB = 1024;
const MB = 1024 * KB;

/** 5242880 → "5M", for the message that names the cap. */
export function formatLimit(bytes: number): string {
  if (bytes % MB === 0) return `${bytes / MB}M`;
  if (bytes % KB === 0) return `${bytes / KB}K`;
  return `${bytes}B`;
}

/** ['doc', 'docx', 'pdf'] → "DOC/DOCX/PDF", for the message that names the allowed kinds. */
export function kindsLabel(kinds: FileKind[]): string {
  return kinds.map((k) => k.toUpperCase()).join('/');
}
