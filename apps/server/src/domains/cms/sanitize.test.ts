import { expect, it } from 'vitest';
import { plainText, sanitizeArticleHtml } from './sanitize';

it('keeps ampersands and comparisons in plain text, and never yields a tag', () => {
  expect(plainText('R&D')).toBe('R&D');
  expect(plainText('a < b')).toBe('a < b');
  expect(plainText('&lt;b&gt;hi')).toBe('hi');
  expect(plainText('<script>x</script>y')).toBe('y');
  for (const x of ['R&D', '&lt;b&gt;hi', '&amp;lt;i&amp;gt;x']) expect(plainText(plainText(x))).toBe(plainText(x));
});

it('keeps safe article markup and drops the rest', () => {
  const out = sanitizeArticleHtml(
    '<h2>T</h2><p onclick="x()">a<a href="javascript:alert(1)">l</a><img src="https://x/y.png"></p>',
  );
  expect(out).toBe('<h2>T</h2><p>a<a>l</a><img src="https://x/y.png" /></p>');
});
