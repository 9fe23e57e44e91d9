import { describe, expect, it } from 'vitest';
import { plainText, sanitizeArticleHtml } from '../domains/cms/sanitize';
import { xssPayloads } from './xss-payloads';

/**
 * QUALITY B10, server side: 500+ stored-XSS payloads through the article sanitizer and the plain
 * text cleaner. (That no script runs in Chromium is checked by the e2e suite.)
 */
const PAYLOADS = xssPayloads(500);

/** Tags that can run script, load another document, or change where links and forms go. */
const FORBIDDEN_TAGS =
  /^(script|style|iframe|frame|frameset|object|embed|applet|form|input|button|select|textarea|meta|base|link|svg|math|template|noscript|noembed|xmp|portal|isindex|keygen|dialog|details|marquee|video|audio|source|image|title|body|html|head)$/i;
const FORBIDDEN_ATTRS = /^(on.*|style|srcdoc|formaction|action|xlink:href|background|poster|data|href.*:.*)$/i;
const TAG = /<(\/?)([a-zA-Z][\w:-]*)([^>]*)>/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

const NAMED: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
};
/** What a browser would make of an attribute value: entities decoded, then controls and spaces ignored. */
function urlAsBrowserSees(v: string): string {
  const decoded = v
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&([a-z]+);/gi, (m, n: string) => NAMED[n.toLowerCase()] ?? m);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop these inside URL schemes
  return decoded.replace(/[\u0000-\u0020]/g, '').toLowerCase();
}

/** Problems found in sanitized output; empty when it is safe. */
function problems(out: string): string[] {
  const found: string[] = [];
  if (/<script/i.test(out)) found.push('<script');
  if (out.replace(TAG, '').includes('<')) found.push('a raw < outside a tag');
  for (const [, , name, attrs] of out.matchAll(TAG)) {
    if (FORBIDDEN_TAGS.test(name!)) found.push(`tag <${name}>`);
    for (const [, attr, dq, sq, bare] of attrs!.matchAll(ATTR)) {
      if (FORBIDDEN_ATTRS.test(attr!)) found.push(`attribute ${attr}`);
      if (/^(href|src)$/i.test(attr!)) {
        const url = urlAsBrowserSees(dq ?? sq ?? bare ?? '');
        if (/^(javascript|vbscript|data|livescript):/.test(url)) found.push(`${attr}=${url.slice(0, 30)}`);
        if (/^[a-z][a-z0-9+.-]*:/.test(url) && !/^(https?|mailto):/.test(url)) found.push(`scheme in ${attr}=${url}`);
      }
    }
  }
  return found;
}

describe('B10: article HTML sanitizer', () => {
  it(`has at least 500 distinct payloads (${PAYLOADS.length})`, () => {
    expect(new Set(PAYLOADS).size).toBeGreaterThanOrEqual(500);
  });

  it('leaves no script, handler, dangerous tag or script URL in any output', () => {
    const bad = PAYLOADS.map((p) => ({ p, out: sanitizeArticleHtml(p) }))
      .map(({ p, out }) => ({ p, out, why: problems(out) }))
      .filter((r) => r.why.length);
    expect(bad.slice(0, 5)).toEqual([]);
  });

  const drifts = (p: string) => {
    const once = sanitizeArticleHtml(p);
    return sanitizeArticleHtml(once) !== once;
  };
  /**
   * Known bug in cms/sanitize.ts: when a discarded tag sits between a <p> and a block inside it
   * (`<p>…<math><mtext><table>`), one pass outputs `<p>…<table>`, which the next parse re-nests.
   * Harmless here (no script survives either pass) but not stable; pinned by the `.fails` below.
   */
  const KNOWN_DRIFT = (p: string) => p.startsWith('<p>ok') && /<math><mtext><table>|<noscript><p /.test(p);

  it('sanitizing twice equals sanitizing once', () => {
    expect(PAYLOADS.filter((p) => !KNOWN_DRIFT(p) && drifts(p)).slice(0, 5)).toEqual([]);
  });

  it('is stable even when a discarded tag separated a <p> from a block inside it', () => {
    expect(PAYLOADS.filter(KNOWN_DRIFT).filter(drifts)).toEqual([]);
  });

  it('keeps the harmless parts (so the checks above are not passing on empty output)', () => {
    const out = sanitizeArticleHtml(
      '<p>ok <strong>text</strong> <a href="https://ok.example/" target="_blank" onclick="x()">link</a><img src="https://ok.example/a.png" onerror="x()"></p>',
    );
    expect(out).toContain('<strong>text</strong>');
    expect(out).toContain('href="https://ok.example/"');
    expect(out).toContain('rel="noopener noreferrer"');
    expect(out).toContain('<img src="https://ok.example/a.png" />');
    expect(problems('<a href="javascript:x()">x</a><img src=x onerror=y>')).not.toEqual([]);
  });
});

describe('B10: plain text (nicknames, titles)', () => {
  /** Text may keep a lone `<` ("a < b"), never the start of a tag, comment or declaration. */
  const TAG_START = /<[a-zA-Z!/?]/;

  it('leaves no tag in any payload and is stable', () => {
    const bad = PAYLOADS.map((p) => ({ p, out: plainText(`昵称${p}`) })).filter(
      ({ out }) => TAG_START.test(out) || plainText(out) !== out,
    );
    expect(bad.slice(0, 5)).toEqual([]);
  });

  // Entities decoded back to characters must not rebuild a tag (`&lt;img onerror…&gt;`).
  it('does not turn entity-encoded markup back into a tag', () => {
    const encoded = PAYLOADS.slice(0, 50).map((p) => p.replace(/</g, '&lt;').replace(/>/g, '&gt;'));
    const bad = encoded.map((p) => plainText(p)).filter((out) => TAG_START.test(out) || plainText(out) !== out);
    expect(bad.slice(0, 3)).toEqual([]);
  });
});
