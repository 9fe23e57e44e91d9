#!/usr/bin/env node
// `npm start`: build the web app and the server, then serve both on PORT (8080) with the
// embedded database in DATA_DIR (./data); migrations and the one-time demo seed run at start.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (!process.env.SKIP_BUILD) {
  const b = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const env = {
  NODE_ENV: 'production',
  ...SERVER_ENV,
  ...process.env,
  WEB_DIST: process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'),
  DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data'),
};
const child = spawn(
  process.execPath,
  ['--enable-source-maps', ...SERVER_NODE_FLAGS, path.join(root, 'apps/server/dist/main.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env,
  },
);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
