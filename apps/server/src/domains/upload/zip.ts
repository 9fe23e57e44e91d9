import type { FileReader } from './file-reader';

/**
 * Reads only a zip's central directory, never its contents: uploads are stored and served as they
 * came and are never extracted, so zip bombs (huge uncompressed sizes) and zip-slip entry names
 * (`../../x`) cannot hurt the server. Every read is bounded, so a hostile directory cannot make
 * us allocate or loop without end.
 */
const EOCD_SIG = 0x06054b50;
const CDH_SIG = 0x02014b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;
/** A docx's directory is a few KB; 4 MB of directory means thousands of entries: give up. */
const MAX_CD_BYTES = 4 * 1024 * 1024;
const MAX_ENTRIES = 20_000;

export interface ZipDirectory {
  names: string[];
  /** Zip64 or an oversized directory: it is a zip, but we did not list it. */
  unlisted: boolean;
}

/** Finds the end-of-central-directory record; null when the file is not a well-formed zip. */
async function findEocd(r: FileReader): Promise<{ at: number; rec: Buffer } | null> {
  if (r.size < EOCD_MIN) return null;
  const tailLen = Math.min(r.size, EOCD_MIN + MAX_COMMENT);
  const tailStart = r.size - tailLen;
  const tail = await r.read(tailStart, tailLen);
  for (let i = tail.length - EOCD_MIN; i >= 0; i--) {
    if (tail.readUInt32LE(i) !== EOCD_SIG) continue;
    const commentLen = tail.readUInt16LE(i + 20);
    // The comment must run exactly to the end of the file, else this is a stray signature.
    if (i + EOCD_MIN + commentLen === tail.length) return { at: tailStart + i, rec: tail.subarray(i, i + EOCD_MIN) };
  }
  return null;
}

export async function readZipDirectory(r: FileReader): Promise<ZipDirectory | null> {
  const eocd = await findEocd(r);
  if (!eocd) return null;
  const entries = eocd.rec.readUInt16LE(10);
  const cdSize = eocd.rec.readUInt32LE(12);
  const cdOffset = eocd.rec.readUInt32LE(16);
  if (entries === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) return { names: [], unlisted: true };
  if (cdOffset + cdSize > eocd.at) return null;
  if (cdSize > MAX_CD_BYTES || entries > MAX_ENTRIES) return { names: [], unlisted: true };
  const cd = await r.read(cdOffset, cdSize);
  const names: string[] = [];
  let p = 0;
  for (let n = 0; n < entries; n++) {
    if (p + 46 > cd.length || cd.readUInt32LE(p) !== CDH_SIG) return null;
    const nameLen = cd.readUInt16LE(p + 28);
    const extraLen = cd.readUInt16LE(p + 30);
    const commentLen = cd.readUInt16LE(p + 32);
    const end = p + 46 + nameLen;
    if (end > cd.length) return null;
    names.push(cd.toString('utf8', p + 46, end));
    p = end + extraLen + commentLen;
  }
  return { names, unlisted: false };
}
