import { randomBytes } from 'node:crypto';
import type { TestApp } from '../test/app';

/** One part of a multipart body, built by hand so tests control every byte of the headers. */
export interface Part {
  field?: string;
  /** Quoted `filename="…"`; quotes and backslashes are escaped as browsers do. */
  filename?: string;
  /** A raw Content-Disposition parameter instead, e.g. `filename*=UTF-8''%00x.png`. */
  rawFilenameParam?: string;
  contentType?: string;
  data: Buffer | string;
}

export function multipartBody(parts: Part[], boundary = `----battery${randomBytes(8).toString('hex')}`) {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const name = p.field ?? 'file';
    let disposition = `form-data; name="${name}"`;
    if (p.rawFilenameParam) disposition += `; ${p.rawFilenameParam}`;
    else if (p.filename !== undefined) disposition += `; filename="${p.filename.replace(/(["\\])/g, '\\$1')}"`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (p.contentType || p.filename !== undefined || p.rawFilenameParam) {
      head.push(`Content-Type: ${p.contentType ?? 'application/octet-stream'}`);
    }
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'utf8'), Buffer.from(p.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface UploadResult {
  code: number;
  codeMsg: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary shapes
  data: any;
}

/** POSTs one file to the upload call, as the web client does. */
export async function uploadFile(
  t: TestApp,
  type: string,
  part: Part | Part[],
  opts: { cookie?: string; headers?: Record<string, string> } = {},
): Promise<UploadResult> {
  const { payload, contentType } = multipartBody(Array.isArray(part) ? part : [part]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/service/common/file/common/${type}`,
    headers: { 'content-type': contentType, ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers },
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${res.body.slice(0, 200)}`);
  return res.json();
}
