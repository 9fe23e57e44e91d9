import type { FileHandle } from 'node:fs/promises';

/** Random access to a stored upload; every read is bounded by the caller and clipped to the file. */
export interface FileReader {
  size: number;
  read(offset: number, length: number): Promise<Buffer>;
}

export function fileReader(fh: FileHandle, size: number): FileReader {
  return {
    size,
    async read(offset, length) {
      if (offset < 0 || offset >= size || length <= 0) return Buffer.alloc(0);
      const n = Math.min(length, size - offset);
      const buf = Buffer.alloc(n);
      const { bytesRead } = await fh.read(buf, 0, n, offset);
      return buf.subarray(0, bytesRead);
    },
  };
}

/** The same over a buffer, for unit tests of the sniffer. */
export function bufferReader(buf: Buffer): FileReader {
  return {
    size: buf.length,
    async read(offset, length) {
      if (offset < 0 || length <= 0) return Buffer.alloc(0);
      return buf.subarray(offset, Math.min(buf.length, offset + length));
    },
  };
}
