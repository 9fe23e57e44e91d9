import formbody from '@fastify/formbody';
import { defineCall } from '@app/contract/call';
import { Code } from '@app/contract/codes';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testConfig } from '../test/app';
import { bindCall, Serialized } from './bind';
import { TestClock } from './clock';
import type { Deps } from './deps';
import { installEnvelope } from './envelope';
import { AppError } from './errors';
import { createLog } from './log';

/**
 * bindCall on a bare Fastify. No request here carries a session token, so the database is never
 * reached (loadSessionUser returns early) and a stub stands in for it.
 */
const echo = defineCall({
  path: '/t/echo/{id}',
  access: 'visitor',
  encoding: 'form',
  input: z.object({ id: z.coerce.number().int(), name: z.string().trim().max(5), page: z.coerce.number().default(1) }),
  output: z.object({ id: z.number(), name: z.string(), page: z.number() }),
});
const members = defineCall({
  path: '/t/members',
  access: 'user',
  encoding: 'form',
  input: z.object({ name: z.string().min(1) }),
  output: z.null(),
});
const quick = defineCall({
  path: '/t/quick',
  access: 'visitor',
  encoding: 'form',
  input: z.object({ n: z.coerce.number().int(), as: z.enum(['plain', 'text', 'refuse']) }),
  output: z.object({ n: z.number() }),
});
const liar = defineCall({
  path: '/t/liar',
  access: 'visitor',
  encoding: 'form',
  input: z.object({}),
  output: z.object({ n: z.number() }),
});

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(formbody);
  installEnvelope(app, createLog('silent'));
  const deps: Deps = {
    db: {} as Deps['db'],
    dbKind: 'pglite',
    config: testConfig(),
    clock: new TestClock(),
    providers: {} as Deps['providers'],
    log: createLog('silent'),
  };
  bindCall(app, deps, echo, async (input) => input);
  bindCall(app, deps, members, async () => null);
  // Answers without a promise (decision 020): the route sends it at once.
  bindCall(app, deps, quick, ({ n, as }) => {
    if (as === 'refuse') throw new AppError('FORBIDDEN');
    return as === 'text' ? new Serialized<{ n: number }>(`{"n":${n}}`) : { n };
  });
  // A handler whose answer breaks its contract: caught when VALIDATE_OUTPUT=1 (the test projects set it).
  bindCall(app, deps, liar, async () => ({ n: 'not a number' }) as unknown as { n: number });
  await app.ready();
});
afterAll(() => app.close());

const post = (url: string, payload: string, contentType = 'application/x-www-form-urlencoded') =>
  app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } }).then((r) => r.json());

describe('bindCall', () => {
  it('merges path, query and body, applies defaults, and wraps the answer', async () => {
    expect(await post('/t/echo/7?page=3', 'name=%20ab%20')).toEqual({
      code: 0,
      codeMsg: 'ok',
      data: { id: 7, name: 'ab', page: 3 },
    });
    expect((await post('/t/echo/7', JSON.stringify({ name: 'x' }), 'application/json')).data.page).toBe(1);
  });

  it('does not count ?lang= as a field', async () => {
    expect((await post('/t/echo/7?lang=en', 'name=a')).code).toBe(0);
  });

  it('lets the path parameter win over a body field of the same name', async () => {
    expect((await post('/t/echo/7', 'name=a&id=99')).data.id).toBe(7);
  });

  it('checks access before validation: a visitor gets 1001 whatever the input', async () => {
    expect((await post('/t/members', '')).code).toBe(Code.NOT_LOGGED_IN);
    expect((await post('/t/members', 'junk=1&__proto__=x')).code).toBe(Code.NOT_LOGGED_IN);
  });

  it('refuses a JSON array or scalar body', async () => {
    for (const body of ['[1,2]', '"name"', '12']) {
      const r = await post('/t/echo/7', body, 'application/json');
      expect(r.code, body).toBe(Code.INVALID_INPUT);
    }
  });

  it('sends an answer given at once, plain or already serialised, and a refusal thrown at once', async () => {
    expect(await post('/t/quick', 'n=4&as=plain')).toEqual({ code: 0, codeMsg: 'ok', data: { n: 4 } });
    const text = await app.inject({
      method: 'POST',
      url: '/t/quick',
      payload: 'n=5&as=text',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(text.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(text.json()).toEqual({ code: 0, codeMsg: 'ok', data: { n: 5 } });
    expect((await post('/t/quick', 'n=6&as=refuse')).code).toBe(Code.FORBIDDEN);
    expect((await post('/t/quick', 'n=x&as=plain')).code).toBe(Code.INVALID_INPUT);
  });

  it('turns an answer that breaks the contract into 5000, not a leak', async () => {
    const r = await post('/t/liar', '');
    expect(r.code).toBe(Code.SERVER_ERROR);
    expect(JSON.stringify(r)).not.toContain('not a number');
  });
});
