import { describe, expect, it } from 'vitest';
import { fileNameOf, previewKind, safeUrl } from './safe-url';

const ORIGIN = 'https://site.example';
const ok = (raw: string) => safeUrl(raw, ORIGIN);

describe('safeUrl', () => {
  it('refuses script, data and other schemes however they are spelt', () => {
    for (const raw of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://host/a.pdf',
    ]) {
      expect(ok(raw), raw).toBeNull();
    }
  });
  it('refuses paths that leave the site and relative paths', () => {
    expect(ok('//evil.example/a.pdf')).toBeNull();
    expect(ok('/\\evil.example/a.pdf')).toBeNull();
    expect(ok('uploads/a.pdf')).toBeNull();
    expect(ok('')).toBeNull();
    expect(safeUrl(null, ORIGIN)).toBeNull();
  });
  it('accepts site paths and http(s) addresses', () => {
    expect(ok('/uploads/a%20b.pdf?x=1')).toEqual({ kind: 'internal', path: '/uploads/a%20b.pdf?x=1' });
    expect(ok('https://cdn.example/x.png')).toEqual({ kind: 'external', href: 'https://cdn.example/x.png' });
    expect(ok('HTTP://cdn.example/x.png')).toEqual({ kind: 'external', href: 'http://cdn.example/x.png' });
  });
});

describe('previewKind', () => {
  it('reads the extension of the path, else of the given name', () => {
    expect(previewKind(ok('/a/b.JPG')!)).toBe('image');
    expect(previewKind(ok('https://x.example/doc.pdf?sig=1')!)).toBe('pdf');
    expect(previewKind(ok('/download?id=3')!, 'report.pdf')).toBe('pdf');
    expect(previewKind(ok('/files/a.docx')!, 'a.docx')).toBe('other');
  });
  it('names a file after its last path segment', () => {
    expect(fileNameOf(ok('/uploads/%E6%8A%A5%E5%91%8A.pdf')!)).toBe('报告.pdf');
  });
});
