#!/usr/bin/env node
// `npm start`: builds what is missing or older than its sources (the web app into dist/web, the server bundle
// into dist/server), then runs the compiled server in this same process, so signals reach it directly.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time (ms) of a file, or of any file under a folder. */
function newestMtime(path) {
  if (!statSync(path).isDirectory()) return statSync(path).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const configFiles = ['package.json', 'package-lock.json', 'tsconfig.json'];
const outputs = [
  {
    name: 'web app',
    script: 'build:web',
    built: 'dist/web/index.html',
    sources: ['src/web', 'src/shared', 'vite.config.ts', 'tsr.config.json', ...configFiles],
  },
  {
    name: 'server',
    script: 'build:server',
    built: 'dist/server/main.js',
    sources: ['src/server', 'src/shared', 'scripts/build-server.mjs', ...configFiles],
  },
];

for (const output of outputs) {
  const isStale =
    !existsSync(output.built) ||
    Math.max(...output.sources.map(newestMtime)) > statSync(output.built).mtimeMs;
  if (!isStale) continue;
  console.log(`Building the ${output.name} (first start or changed sources)…`);
  const result = spawnSync('npm', ['run', '--silent', output.script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Stack traces point at the TypeScript sources (dist/server/*.js.map).
process.setSourceMapsEnabled(true);
await import('../dist/server/main.js');
