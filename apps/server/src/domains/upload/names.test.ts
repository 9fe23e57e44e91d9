import { describe, expect, it } from 'vitest';
import { contentDisposition, formatLimit, kindsLabel, MAX_NAME_CHARS, safeName } from './names';

describe('upload names', () => {
  it('keeps a matching extension in any case and appends the sniffed one otherwise', () => {
    expect(safeName('PHOTO.JPEG', 'jpg')).toBe('PHOTO.JPEG');
    expect(safeName('report.pdf.exe', 'pdf')).toBe('report.pdf.exe.pdf');
    expect(safeName('', 'docx')).toBe('file.docx');
    expect(safeName('C:\\Users\\me\\简历.doc', 'doc')).toBe('简历.doc');
  });

  it('cuts long names by characters, not bytes, keeping the extension', () => {
    const name = safeName(`${'😀'.repeat(300)}.png`, 'png');
    expect(Array.from(name)).toHaveLength(MAX_NAME_CHARS);
    expect(name.endsWith('😀.png')).toBe(true);
  });

  it('drops lone surrogates, which would break the header encoding', () => {
    const name = safeName('a\uD800b.png', 'png');
    expect(name).toBe('ab.png');
    expect(() => contentDisposition(name, false)).not.toThrow();
  });

  it('never lets a name break out of the Content-Disposition header', () => {
    const header = contentDisposition('a"b\\c\r\nSet-Cookie: x=1;%.pdf', false);
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''[A-Za-z0-9%!._~-]+$/);
    expect(contentDisposition("论文 (终稿)'s.pdf", true)).toBe(
      `inline; filename="__ (__)'s.pdf"; filename*=UTF-8''%E8%AE%BA%E6%96%87%20%28%E7%BB%88%E7%A8%BF%29%27s.pdf`,
    );
  });

  it('names caps and kinds the way the messages show them', () => {
    expect(formatLimit(5 * 1024 * 1024)).toBe('5M');
    expect(formatLimit(2048)).toBe('2K');
    expect(formatLimit(1000)).toBe('1000B');
    expect(kindsLabel(['doc', 'docx', 'pdf'])).toBe('DOC/DOCX/PDF');
  });
});
