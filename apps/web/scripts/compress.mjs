// Writes .br and .gz beside each built asset so the server sends them pre-compressed
// (@fastify/static preCompressed): no compression work per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const exts = new Set(['.js', '.css', '.html', '.svg', '.json']);
let n = 0;
for (const f of fs.readdirSync(dist, { recursive: true })) {
  const p = path.join(dist, String(f));
  if (!exts.has(path.extname(p)) || !fs.statSync(p).isFile()) continue;
  const buf = fs.readFileSync(p);
  fs.writeFileSync(`${p}.gz`, zlib.gzipSync(buf, { level: 9 }));
  fs.writeFileSync(`${p}.br`, zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  n++;
}
console.log(`compressed ${n} files`);
