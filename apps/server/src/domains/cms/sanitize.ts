import { createRequire } from 'node:module';
import { articleHtmlPolicy } from '@app/contract/html-policy';
import type SanitizeHtml from 'sanitize-html';

/**
 * sanitize-html (with postcss and htmlparser2) takes a few hundred ms to load, a large share of the
 * server's start budget, and no first answer needs it: it is required on first use, and
 * `warmSanitizer` loads it just after the server starts listening.
 */
let loaded: typeof SanitizeHtml | undefined;
const sanitizeHtml = (html: string, opts: SanitizeHtml.IOptions) => {
  loaded ??= createRequire(import.meta.url)('sanitize-html') as typeof SanitizeHtml;
  return loaded(html, opts);
};
export function warmSanitizer() {
  sanitizeHtml('', {});
}

/** sanitize-html wants its own (mutable) lists. */
const copyLists = (m: Readonly<Record<string, readonly string[]>>) =>
  Object.fromEntries(Object.entries(m).map(([k, v]) => [k, [...v]]));

/**
 * Article HTML is sanitized before it is stored and again before it is shown (issue 2), by the
 * allow-list the web shares (packages/contract/src/html-policy.ts): no script, style, event
 * handlers, or javascript:/data: links; images only from http(s) or site paths. Sanitizing twice
 * gives the same result as once (QUALITY B10).
 */
const options: SanitizeHtml.IOptions = {
  allowedTags: [...articleHtmlPolicy.tags],
  allowedAttributes: copyLists(articleHtmlPolicy.attributes),
  allowedSchemes: [...articleHtmlPolicy.schemes],
  allowedSchemesByTag: copyLists(articleHtmlPolicy.schemesByTag),
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, ...(attribs.target === '_blank' ? { rel: 'noopener noreferrer' } : {}) },
    }),
  },
};

export function sanitizeArticleHtml(html: string): string {
  // A few nested-table payloads change again on a second pass: repeat until stable.
  let out = sanitizeHtml(html, options);
  for (let i = 0; i < 3; i++) {
    const next = sanitizeHtml(out, options);
    if (next === out) break;
    out = next;
  }
  return out;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * Plain text fields (titles, nicknames): tags removed, and the entities sanitize-html writes
 * turned back into characters, so "R&D" stays "R&D". The value is text, never HTML: whoever
 * puts it into HTML escapes it (React does).
 */
export function plainText(s: string): string {
  // Repeat until stable, so decoded text such as "&lt;b&gt;" cannot turn into a tag (and twice = once).
  let out = s;
  for (let i = 0; i < 5; i++) {
    const next = sanitizeHtml(out, { allowedTags: [], allowedAttributes: {} })
      .replace(/&(amp|lt|gt|quot|#39);/g, (m) => ENTITIES[m] ?? m)
      .trim();
    if (next === out) break;
    out = next;
  }
  return out;
}
