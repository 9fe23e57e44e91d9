import sanitizeHtml from 'sanitize-html';

/**
 * Article HTML is sanitized before it is stored and again before it is shown (issue 2). An
 * allow-list: no script, style, event handlers, or javascript:/data: links; images only from
 * http(s) or site paths. Sanitizing twice gives the same result as once (QUALITY B10).
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
    'span',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
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
