import DOMPurify from 'dompurify';

/**
 * Article HTML is sanitized on the server before it is stored and AGAIN here before it is shown
 * (defence in depth: a row written by another path, or a server bug, must still not run script).
 * The allow-list mirrors apps/server/src/domains/cms/sanitize.ts. Imported only by the article
 * screen, so DOMPurify stays out of the home chunk.
 */
const CONFIG = {
  ALLOWED_TAGS: [
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
  ALLOWED_ATTR: ['href', 'title', 'target', 'rel', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan'],
  // http(s), mailto and site-relative only: no javascript:, data:, vbscript: or protocol-relative.
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?![/\\])|#)/i,
  ALLOW_DATA_ATTR: false,
};

let hooked = false;

/** Links leave in a new tab without opener access; pictures load lazily and never overflow. */
function addHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      const external = /^https?:/i.test(node.getAttribute('href') ?? '');
      if (external || node.getAttribute('target') === '_blank') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else node.removeAttribute('target');
    }
    if (node.tagName === 'IMG') {
      // Images are only taken from http(s) or the site itself (the server's rule).
      if (!/^(?:https?:|\/(?![/\\]))/i.test(node.getAttribute('src') ?? '')) node.removeAttribute('src');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
}

const escapeText = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Sanitizes until the output no longer changes (a fixed point), so the result is stable when it
 * is parsed again (QUALITY B10: sanitizing twice equals once, and no mutation-XSS through a
 * re-parse). One pass suffices in browsers; a DOM that skips nodes while DOMPurify removes their
 * neighbours needs more. If no stable result comes, or DOMPurify cannot run here, the content is
 * shown as plain text rather than trusted.
 */
export function sanitizeArticle(html: string): string {
  if (!DOMPurify.isSupported) return escapeText(html);
  addHooks();
  let out = html;
  for (let pass = 0; pass < 5; pass++) {
    const next = DOMPurify.sanitize(out, CONFIG) as string;
    if (next === out) return out;
    out = next;
  }
  return escapeText(html);
}
