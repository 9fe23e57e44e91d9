import '../test/dom-standard-shim';
import { describe, expect, it } from 'vitest';
import { sanitizeArticle } from './sanitize-html';

describe('sanitizeArticle (client side, DOMPurify)', () => {
  it('keeps the article markup', () => {
    const html = '<h2>背景</h2><p>一段<strong>重点</strong></p><ul><li>要点</li></ul><img src="/media/a.svg" alt="图">';
    expect(sanitizeArticle(html)).toBe(
      '<h2>背景</h2><p>一段<strong>重点</strong></p><ul><li>要点</li></ul><img src="/media/a.svg" alt="图" loading="lazy" decoding="async">',
    );
  });

  it('removes scripts, handlers, styles and unsafe URLs', () => {
    const out = sanitizeArticle(
      [
        '<script>alert(1)</script>',
        '<img src=x onerror=alert(1)>',
        '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
        '<img src="//evil.example/x.png">',
        '<a href="javascript:alert(1)">a</a>',
        '<a href="JaVaScRiPt:alert(1)">b</a>',
        '<a href="//evil.example">c</a>',
        '<p style="color:red" onmouseover="x()">d</p>',
        '<svg><script>alert(1)</script></svg>',
        '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      ].join(''),
    );
    expect(out).not.toMatch(/script|onerror|onload|onmouseover|javascript|data:|evil|style|<svg|<math/i);
    expect(out).toContain('<a>a</a>');
    expect(out).toContain('<p>d</p>');
  });

  it('opens outside links in a new tab without opener, and is stable when applied twice', () => {
    const once = sanitizeArticle('<a href="https://example.org">x</a><a href="/article/detail/2" target="_top">y</a>');
    expect(once).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a><a href="/article/detail/2">y</a>',
    );
    expect(sanitizeArticle(once)).toBe(once);
  });
});
