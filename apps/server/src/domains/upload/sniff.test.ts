import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as f from '../../battery/files';
import { bufferReader } from './file-reader';
import { sniff } from './sniff';

const kindOf = (b: Buffer) => sniff(bufferReader(b));

describe('sniff by content', () => {
  it('recognises each accepted kind by its bytes', async () => {
    expect(await kindOf(f.png())).toBe('png');
    expect(await kindOf(f.jpg())).toBe('jpg');
    expect(await kindOf(f.gif())).toBe('gif');
    expect(await kindOf(f.pdf())).toBe('pdf');
    expect(await kindOf(f.doc())).toBe('doc');
    expect(await kindOf(f.docx())).toBe('docx');
    expect(await kindOf(f.zip([{ name: 'a.txt', data: Buffer.from('a') }]))).toBe('zip');
    expect(await kindOf(f.zip([]))).toBe('zip');
    expect(await kindOf(f.rar())).toBe('rar');
  });

  it('knows nothing of executables, scripts, HTML and SVG', async () => {
    for (const b of [f.exe(), f.shellScript(), f.html(), f.svgWithScript(), Buffer.alloc(0), Buffer.from('PK')]) {
      expect(await kindOf(b)).toBeNull();
    }
  });

  it('calls a GIF+HTML polyglot a GIF (which no image upload accepts)', async () => {
    expect(await kindOf(f.gifHtmlPolyglot())).toBe('gif');
  });

  it('takes an OLE2 file for a Word document only when it has a WordDocument stream', async () => {
    expect(await kindOf(f.ole2(['Workbook']))).toBeNull();
    expect(await kindOf(f.ole2([]))).toBeNull();
    // A directory chain that points at itself must end, not loop.
    const loop = f.doc();
    loop.writeUInt32LE(1, 512 + 4);
    loop.fill(0, 1024);
    expect(await kindOf(loop)).toBeNull();
  });

  it('refuses a zip without a well-formed central directory', async () => {
    const z = f.docx();
    expect(await kindOf(z.subarray(0, z.length - 10))).toBeNull();
    const badOffset = Buffer.from(z);
    badOffset.writeUInt32LE(z.length, z.length - 6);
    expect(await kindOf(badOffset)).toBeNull();
    // More entries claimed than the directory holds: reading stops at its end.
    const tooMany = Buffer.from(z);
    tooMany.writeUInt16LE(3, z.length - 12);
    expect(await kindOf(tooMany)).toBeNull();
  });

  it('treats a zip64 directory as a plain zip (not listed, never a docx)', async () => {
    const z = Buffer.from(f.docx());
    z.writeUInt32LE(0xffffffff, z.length - 6);
    expect(await kindOf(z)).toBe('zip');
  });

  it('never throws and always ends on random bytes behind each magic number', async () => {
    const magics = [f.png(), f.zip([]).subarray(0, 4), f.doc().subarray(0, 8), Buffer.from('%PDF-'), Buffer.alloc(0)];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...magics), fc.uint8Array({ maxLength: 2048 }), async (magic, rest) => {
        const kind = await kindOf(Buffer.concat([magic, Buffer.from(rest)]));
        expect(kind === null || typeof kind === 'string').toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
