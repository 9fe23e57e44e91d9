#!/usr/bin/env node
// Runs every test: unit, API on PGlite, API on PostgreSQL (skipped with a clear line when no
// server answers, required when CI=true), and the browser journeys. Ends with the line CI reads:
// "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.vitest-reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
const pgUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const only = process.argv.slice(2);

async function pgAvailable() {
  const c = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

function run(name, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const out = path.join(reports, `${name}.json`);
  const r = spawnSync(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${out}`],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    },
  );
  return { name, status: r.status, out };
}

const legs = [];
const want = (n) => only.length === 0 || only.includes(n);
/** Types and lint count as one check each: a type error fails the run like a failing test. */
function check(name, cmd, args) {
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  return { name, status: r.status, out: '', check: true };
}
if (want('static')) {
  legs.push(check('typecheck', 'npm', ['run', 'typecheck', '--silent']));
  legs.push(check('lint', 'npx', ['biome', 'check', '.']));
}
if (want('unit')) legs.push(run('unit', ['--project', 'unit']));
if (want('api-pglite')) legs.push(run('api-pglite', ['--project', 'api-pglite']));
if (want('api-postgres')) {
  if (await pgAvailable()) legs.push(run('api-postgres', ['--project', 'api-postgres'], { TEST_PG_URL: pgUrl }));
  else if (process.env.CI) {
    console.error(`PostgreSQL leg REQUIRED in CI but no server answers at ${pgUrl}`);
    legs.push({ name: 'api-postgres', status: 1, out: '' });
  } else console.log(`\n=== api-postgres === SKIPPED: no PostgreSQL answers at ${pgUrl} (set TEST_PG_URL)`);
}
if (want('e2e')) {
  if (fs.existsSync('/usr/bin/chromium') || process.env.CHROMIUM_PATH)
    legs.push(run('e2e', ['--config', 'e2e/vitest.config.ts']));
  else if (process.env.CI) {
    console.error('Browser leg REQUIRED in CI but /usr/bin/chromium is missing');
    legs.push({ name: 'e2e', status: 1, out: '' });
  } else
    console.log('\n=== e2e === SKIPPED: /usr/bin/chromium not installed (apt-get install chromium fonts-noto-cjk)');
}

let passed = 0;
let failed = 0;
let skipped = 0;
/** Failed tests by name, printed again at the very end, where a CI log's tail is read. */
const failedNames = [];
for (const leg of legs) {
  if (leg.check) {
    if (leg.status === 0) passed += 1;
    else {
      failed += 1;
      failedNames.push(`${leg.name}: exit ${leg.status} (see its output above)`);
    }
    console.log(`${leg.name}: exit ${leg.status}`);
    continue;
  }
  let legFailed = 0;
  if (leg.out && fs.existsSync(leg.out)) {
    const j = JSON.parse(fs.readFileSync(leg.out, 'utf8'));
    passed += j.numPassedTests;
    legFailed += j.numFailedTests;
    skipped += (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0);
    // A suite that failed to load counts as a failure even when no test inside it ran.
    if (j.numFailedTestSuites > 0 && j.numFailedTests === 0) legFailed += j.numFailedTestSuites;
    for (const file of j.testResults ?? []) {
      const rel = path.relative(root, file.name);
      const bad = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of bad) failedNames.push(`${leg.name}: ${rel} > ${a.fullName}`);
      if (file.status === 'failed' && bad.length === 0) failedNames.push(`${leg.name}: ${rel} (did not load)`);
    }
  }
  // A leg that exited non-zero without a counted failure (crash, no report) still fails the run.
  if (leg.status !== 0 && legFailed === 0) {
    legFailed = 1;
    failedNames.push(
      `${leg.name}: exit ${leg.status} with no failed test (an unhandled error or a crash: see its log)`,
    );
  }
  failed += legFailed;
  console.log(`${leg.name}: exit ${leg.status}`);
}
if (failedNames.length > 0) console.log(`\nfailed:\n  ${failedNames.join('\n  ')}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
