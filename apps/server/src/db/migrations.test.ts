import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '../..');

/** A schema change without its migration fails here (STACK gotcha 6). */
it('has a migration for every schema change', () => {
  // drizzle-kit wants a path relative to its working directory.
  const rel = `.migration-check-${process.pid}`;
  const out = path.join(serverDir, rel);
  fs.cpSync(path.join(serverDir, 'src/db/migrations'), out, { recursive: true });
  const before = fs.readdirSync(out).sort();
  const r = spawnSync(
    'npx',
    ['drizzle-kit', 'generate', '--dialect', 'postgresql', '--schema', './src/db/schema.ts', '--out', `./${rel}`],
    { cwd: serverDir, encoding: 'utf8' },
  );
  const after = fs.readdirSync(out).sort();
  fs.rmSync(out, { recursive: true, force: true });
  expect(r.status, r.stderr).toBe(0);
  expect(r.stdout + r.stderr).toContain('No schema changes');
  expect(after).toEqual(before);
}, 60_000);
