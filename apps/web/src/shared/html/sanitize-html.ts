import { articleHtmlPolicy as policy } from '@app/contract/html-policy';
import DOMPurify from 'dompurify';

/**
 * Article HTML, sanitized in the browser by the allow-list the server applies too
 * (packages/contract/src/html-policy.ts). The server sanitizes before it stores; this is defence
 * in depth for the article screen (a row written by another path, or a server bug, must still not
 * run script) and the whole defence for the editor's live preview of what is being typed.
 * Imported only by those two screens, so DOMPurify stays out of the home chunk.
 */

/** Links and sources: the policy's schemes, site paths and in-page anchors; never `//host`. */
const urlRule = (schemes: readonly string[], extra = '') =>
  new RegExp(`^(?:${schemes.map((s) => `${s}:`).join('|')}|\\/(?![/\\\\])${extra})`, 'i');
const ALLOWED_URI = urlRule(policy.schemes, '|#');
const IMG_SRC = urlRule(policy.schemesByTag.img ?? policy.schemes);

const CONFIG = {
  ALLOWED_TAGS: [...policy.tags],
  // DOMPurify takes one attribute list for all elements: the union of the policy's.
  ALLOWED_ATTR: [...new Set(Object.values(policy.attributes).flat())],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
};

/** Set for the length of one (synchronous) sanitize call: the preview opens every link in a new tab. */
let allLinksInNewTab = false;
let hooked = false;

/**
 * Outside links leave in a new tab without opener access (in the preview every link does: it must
 * not navigate away from an unsaved editor); pictures come only from http(s) or the site itself,
 * load lazily and never block.
 */
function addHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      const external = /^https?:/i.test(node.getAttribute('href') ?? '');
      if (allLinksInNewTab || external || node.getAttribute('target') === '_blank') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else node.removeAttribute('target');
    }
    if (node.tagName === 'IMG') {
      if (!IMG_SRC.test(node.getAttribute('src') ?? '')) node.removeAttribute('src');
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
 * neighbours (happy-dom without apps/web/src/shared/test/dom-standard-shim.ts) needs more. If no
 * stable result comes, or DOMPurify cannot run here, the content is shown as plain text rather
 * than trusted.
 */
function sanitize(html: string, newTabs: boolean): string {
  if (!DOMPurify.isSupported) return escapeText(html);
  addHooks();
  allLinksInNewTab = newTabs;
  try {
    let out = html;
    for (let pass = 0; pass < 5; pass++) {
      const next = DOMPurify.sanitize(out, CONFIG) as string;
      if (next === out) return out;
      out = next;
    }
    return escapeText(html);
  } finally {
    allLinksInNewTab = false;
  }
}

/** An article as readers see it: only outside links open in a new tab. */
export function sanitizeArticle(html: string): string {
  return sanitize(html, false);
}

/** The editor's live preview: like the article, but every link opens in a new tab. */
export function previewHtml(html: string): string {
  return sanitize(html, true);
}
