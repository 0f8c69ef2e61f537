#!/usr/bin/env node
// `npm test`: format check, lint, typecheck, unit + integration tests, then browser tests against a fresh build.
// Each step stops the run on failure. Set TEST_DATABASE_URL to also run the integration suite on PostgreSQL.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const steps = [
  ['format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['unit + integration', 'npx', ['vitest', 'run', '--project', 'unit']],
];
if (existsSync('tests/e2e/global-setup.ts')) {
  steps.push(['build', 'npm', ['run', '--silent', 'build']]);
  steps.push(['browser', 'npx', ['vitest', 'run', '--project', 'e2e']]);
}

for (const [name, command, args] of steps) {
  const startedAt = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
