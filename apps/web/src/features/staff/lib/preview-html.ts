import DOMPurify from 'dompurify';

/**
 * The editor's live preview shows what readers will get: the server keeps the same allow-list
 * (apps/server/src/domains/cms/sanitize.ts). No script, event handler, style, or link that is
 * not http(s), mailto or a site path ever reaches the page, whatever is typed.
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
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?![/\\])|#)/i,
  ALLOW_DATA_ATTR: false,
};

let hooked = false;
function addHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    // Preview links must not navigate away from an unsaved editor.
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG' && !/^(?:https?:|\/(?![/\\]))/i.test(node.getAttribute('src') ?? '')) {
      node.removeAttribute('src');
    }
  });
}

export function previewHtml(html: string): string {
  addHooks();
  return DOMPurify.sanitize(html, CONFIG) as string;
}
