import formbody from '@fastify/formbody';
import { Code } from '@app/contract/codes';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installEnvelope, unknownCall } from './envelope';
import { createLog } from './log';
import { AppError } from './errors';
import { requestLang } from './lang';

/** The envelope on a bare Fastify: every failure is HTTP 200 {code, codeMsg, data}, never a stack. */
let app: FastifyInstance;
const logged: string[] = [];
beforeAll(async () => {
  app = Fastify({ logger: false, bodyLimit: 1024 });
  await app.register(formbody);
  installEnvelope(app, createLog('error', { write: (line: string) => void logged.push(line) }));
  app.post('/bug', async () => {
    throw new Error('secret detail at /work/main/apps/server/src/x.ts:12:3');
  });
  app.post('/type-error', async () => {
    const o = null as unknown as { x: { y: number } };
    return o.x.y;
  });
  app.post('/app-error', async () => {
    throw new AppError('UPLOAD_TOO_LARGE', { limit: '5M' });
  });
  app.post('/field-error', async () => {
    throw new AppError('INVALID_INPUT', { field: 'bankCard' }, 'settlement.accountMismatch');
  });
  app.post('/echo', async (req) => ({ code: 0, codeMsg: 'ok', data: req.body }));
  app.setNotFoundHandler((req, reply) => reply.code(200).send(unknownCall(requestLang(req))));
  await app.ready();
});
afterAll(() => app.close());

const post = (url: string, payload: string, contentType = 'application/x-www-form-urlencoded', cookieHeader = '') =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, ...(cookieHeader ? { cookie: cookieHeader } : {}) },
  });

describe('envelope', () => {
  it('answers a bug with 5000, a request id and a generic message, never the error text', async () => {
    for (const url of ['/bug', '/type-error']) {
      const res = await post(url, 'a=1');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.code).toBe(Code.SERVER_ERROR);
      expect(body.codeMsg).toBe('服务繁忙，请稍后再试');
      expect(body.data.requestId).toBeTruthy();
      expect(res.body).not.toMatch(/secret|\/work\/|\.ts:\d|TypeError|null/i);
      // The detail goes to the server log, under the request id the client was given.
      const line = logged.map((l) => JSON.parse(l)).find((l) => l.reqId === body.data.requestId);
      expect(line?.msg).toBe('unhandled error');
      expect(line?.err?.stack).toMatch(url === '/bug' ? /secret detail/ : /TypeError/);
    }
  });

  it('fills an AppError message in the user language (query, then cookie)', async () => {
    expect((await post('/app-error', '')).json()).toEqual({
      code: Code.UPLOAD_TOO_LARGE,
      codeMsg: '上传文件超过大小限制（5M）',
      data: null,
    });
    expect((await post('/app-error?lang=en', '')).json().codeMsg).toBe('The file exceeds the size limit (5M)');
    expect((await post('/app-error', '', undefined, 'lang=en')).json().codeMsg).toBe(
      'The file exceeds the size limit (5M)',
    );
  });

  it('names the field of a refusal about one field, so the form can mark it', async () => {
    const body = (await post('/field-error', '')).json();
    expect(body.code).toBe(Code.INVALID_INPUT);
    expect(body.data).toEqual({ field: 'bankCard' });
  });

  it("maps Fastify's own refusals to our codes", async () => {
    const cases: [string, string, number][] = [
      [`a=${'x'.repeat(2000)}`, 'application/x-www-form-urlencoded', Code.BODY_TOO_LARGE],
      ['{"a":', 'application/json', Code.INVALID_INPUT],
      ['{"__proto__":{"x":1}}', 'application/json', Code.INVALID_INPUT],
      ['<a/>', 'application/xml', Code.UNSUPPORTED_MEDIA],
    ];
    for (const [payload, type, code] of cases) {
      const res = await post('/echo', payload, type);
      expect(res.statusCode, type).toBe(200);
      expect(res.json().code, `${type} ${payload.slice(0, 10)}`).toBe(code);
      expect(res.json().codeMsg).not.toMatch(/FST_|Error/);
    }
  });

  it('answers an unknown path with 3004 in both languages', async () => {
    expect((await post('/nope', '')).json()).toEqual({ code: Code.UNKNOWN_CALL, codeMsg: '接口不存在', data: null });
    expect((await post('/nope?lang=en', '')).json().codeMsg).toBe('No such service');
  });
});
