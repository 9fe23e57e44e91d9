import type { FileKind } from '@app/contract/constants';
import type { FileReader } from './file-reader';
import { isWordDocument, OLE2_MAGIC } from './ole2';
import { readZipDirectory } from './zip';

/**
 * The kind of a file by its content (magic bytes), never by its name or the client's content
 * type: an executable renamed `.jpg` or a script renamed `.pdf` is whatever its bytes say, and
 * anything we do not recognise (HTML, SVG, scripts, executables) is null and refused.
 */
export const MIME: Record<FileKind, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
};

export const EXTENSIONS: Record<FileKind, string[]> = {
  png: ['png'],
  jpg: ['jpg', 'jpeg'],
  gif: ['gif'],
  pdf: ['pdf'],
  doc: ['doc'],
  docx: ['docx'],
  zip: ['zip'],
  rar: ['rar'],
};

const bytes = (...b: number[]) => Buffer.from(b);
const SIMPLE: [FileKind, Buffer][] = [
  ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
  ['jpg', bytes(0xff, 0xd8, 0xff)],
  ['gif', Buffer.from('GIF87a')],
  ['gif', Buffer.from('GIF89a')],
  ['pdf', Buffer.from('%PDF-')],
  // RAR 4 and RAR 5.
  ['rar', bytes(0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x00)],
  ['rar', bytes(0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00)],
];
const ZIP_LOCAL = bytes(0x50, 0x4b, 0x03, 0x04);
const ZIP_EMPTY = bytes(0x50, 0x4b, 0x05, 0x06);

export async function sniff(r: FileReader): Promise<FileKind | null> {
  const head = await r.read(0, 16);
  for (const [kind, magic] of SIMPLE) {
    if (head.subarray(0, magic.length).equals(magic)) return kind;
  }
  if (head.subarray(0, 8).equals(OLE2_MAGIC)) return (await isWordDocument(r)) ? 'doc' : null;
  const start = head.subarray(0, 4);
  if (start.equals(ZIP_LOCAL) || start.equals(ZIP_EMPTY)) {
    const dir = await readZipDirectory(r);
    if (!dir) return null;
    return dir.names.includes('word/document.xml') ? 'docx' : 'zip';
  }
  return null;
}
