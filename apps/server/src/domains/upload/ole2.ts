import type { FileReader } from './file-reader';

/**
 * OLE2 compound files (D0 CF 11 E0 …) hold Word 97 documents, but also Excel sheets and MSI
 * installers. A Word document is the one with a `WordDocument` stream (MS-DOC 2.1), so we walk
 * the directory chain, bounded, and look for it.
 */
export const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const HEADER_DIFAT = 109;
/** Sector numbers at or above this are markers (end of chain, free, FAT sector…). */
const MAX_REG_SECT = 0xfffffffa;
const MAX_DIR_SECTORS = 256;
const MAX_DIFAT_HOPS = 64;
const STREAM = 2;

async function u32(r: FileReader, offset: number): Promise<number | null> {
  const b = await r.read(offset, 4);
  return b.length === 4 ? b.readUInt32LE(0) : null;
}

export async function isWordDocument(r: FileReader): Promise<boolean> {
  const header = await r.read(0, 512);
  if (header.length < 512 || !header.subarray(0, 8).equals(OLE2_MAGIC)) return false;
  const shift = header.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return false;
  const sectorSize = 1 << shift;
  const perSector = sectorSize / 4;
  const at = (sector: number) => (sector + 1) * sectorSize;

  /** Where the i-th FAT sector lives: in the header's DIFAT, then in the DIFAT chain. */
  const fatSector = async (i: number): Promise<number | null> => {
    if (i < HEADER_DIFAT) return header.readUInt32LE(0x4c + i * 4);
    let difat = header.readUInt32LE(0x44);
    let rest = i - HEADER_DIFAT;
    for (let hop = 0; hop < MAX_DIFAT_HOPS && difat < MAX_REG_SECT; hop++) {
      if (rest < perSector - 1) return u32(r, at(difat) + rest * 4);
      rest -= perSector - 1;
      const next = await u32(r, at(difat) + (perSector - 1) * 4);
      if (next === null) return null;
      difat = next;
    }
    return null;
  };

  const nextSector = async (sector: number): Promise<number | null> => {
    const fat = await fatSector(Math.floor(sector / perSector));
    if (fat === null || fat >= MAX_REG_SECT) return null;
    return u32(r, at(fat) + (sector % perSector) * 4);
  };

  let sector: number | null = header.readUInt32LE(0x30);
  const seen = new Set<number>();
  for (let n = 0; n < MAX_DIR_SECTORS && sector !== null && sector < MAX_REG_SECT && !seen.has(sector); n++) {
    seen.add(sector);
    const dir = await r.read(at(sector), sectorSize);
    for (let e = 0; e + 128 <= dir.length; e += 128) {
      const nameLen = dir.readUInt16LE(e + 0x40);
      if (nameLen < 2 || nameLen > 64 || dir[e + 0x42] !== STREAM) continue;
      if (dir.toString('utf16le', e, e + nameLen - 2) === 'WordDocument') return true;
    }
    sector = await nextSector(sector);
  }
  return false;
}
