import { allCalls } from '@app/contract/calls/index';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('binds a handler to every call of the contract', () => {
  const missing = Object.entries(allCalls)
    .filter(([, def]) => !t.app.hasRoute({ method: 'POST', url: def.path.replace(/\{(\w+)\}/g, ':$1') }))
    .map(([name, def]) => `${name} ${def.path}`);
  expect(missing).toEqual([]);
});

it('declares each path once', () => {
  const paths = Object.values(allCalls).map((d) => d.path);
  expect(new Set(paths).size).toBe(paths.length);
});
