// A tiny static server for the bare React page: serves the pre-gzipped file when the client
// accepts gzip, as our server does with its .gz files, so both pages are measured alike.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { freePort, onCleanup } from './servers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** Writes a level-9 .gz beside every text asset (same settings as apps/web/scripts/compress.mjs). */
export function gzipAssets(dir: string) {
  for (const f of fs.readdirSync(dir, { recursive: true })) {
    const p = path.join(dir, String(f));
    if (!TYPES[path.extname(p)] || !fs.statSync(p).isFile()) continue;
    fs.writeFileSync(`${p}.gz`, zlib.gzipSync(fs.readFileSync(p), { level: 9 }));
  }
}

export async function serveStatic(dir: string): Promise<string> {
  const server = http.createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const rel = urlPath === '/' ? 'index.html' : urlPath.slice(1);
    const file = path.join(dir, rel);
    if (!file.startsWith(dir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end('not found');
      return;
    }
    const gz = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && fs.existsSync(`${file}.gz`);
    const body = fs.readFileSync(gz ? `${file}.gz` : file);
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-length': body.length,
      vary: 'accept-encoding',
      ...(gz ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(body);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  onCleanup(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return `http://127.0.0.1:${port}`;
}
