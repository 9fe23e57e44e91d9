/**
 * The allow-list for article HTML, as plain data (no imports, so the browser bundle can take it
 * as is). The server applies it with sanitize-html before an article is stored and again before
 * it is shown (apps/server/src/domains/cms/sanitize.ts); the web applies it with DOMPurify before
 * it mounts an article or the editor's preview (apps/web/src/shared/html/sanitize-html.ts).
 * Anything not listed is removed: no script, style, event handler or other attribute.
 */
export interface HtmlPolicy {
  /** Elements kept; any other element is dropped (its text stays, unless it is script-like). */
  readonly tags: readonly string[];
  /** Attributes kept, per element. */
  readonly attributes: Readonly<Record<string, readonly string[]>>;
  /**
   * URL schemes allowed in links and sources (besides site paths). No javascript:, data:,
   * vbscript: and no protocol-relative `//host` URLs.
   */
  readonly schemes: readonly string[];
  /** Elements whose URLs allow fewer schemes than `schemes`. */
  readonly schemesByTag: Readonly<Record<string, readonly string[]>>;
}

export const articleHtmlPolicy: HtmlPolicy = {
  tags: [
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
  attributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  schemes: ['http', 'https', 'mailto'],
  // Pictures only from the web (or the site itself): no mailto:, no data: images.
  schemesByTag: { img: ['http', 'https'] },
};
