#!/usr/bin/env node
// `npm start`: builds the web app when dist/web is missing or older than its sources, then runs the server
// in this same process (tsx loader registered programmatically, so signals reach it directly).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

const builtIndex = 'dist/web/index.html';
const sourcesChanged = () =>
  Math.max(newestMtime('src/web'), newestMtime('src/shared'), statSync('vite.config.ts').mtimeMs) >
  statSync(builtIndex).mtimeMs;

if (!existsSync(builtIndex) || sourcesChanged()) {
  console.log('Building the web app (first start or changed sources)…');
  const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

register();
await import('../src/server/main.ts');
