#!/usr/bin/env node
// `npm test`: format check, lint, typecheck, unit + integration tests on an embedded PostgreSQL server the
// run starts itself, the integration tests again on the PostgreSQL server of TEST_DATABASE_URL when it is set
// (CI: the machine's PostgreSQL 15), then browser tests against a fresh build.
// Each step stops the run on failure.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Test files under src/ that open a database on the test server (through the test app or directly). */
function databaseTestFiles() {
  return readdirSync('src', { recursive: true })
    .map((file) => join('src', file))
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) =>
      /\b(createTestApp|openTestDatabase|createEmptyTestDatabase)\b/.test(readFileSync(file, 'utf8')),
    )
    .sort();
}

const postgresUrl = process.env.TEST_DATABASE_URL;
const { TEST_DATABASE_URL: _omitted, ...embeddedEnv } = process.env;

const steps = [
  ['format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.'], process.env],
  ['lint', 'npm', ['run', '--silent', 'lint'], process.env],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck'], process.env],
  ['unit + integration (embedded PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'unit'], embeddedEnv],
];
if (postgresUrl) {
  // Only the files that open the test database: the rest (pure unit tests, and tests that run their own
  // embedded server such as the backup and split-roles commands) would repeat the first pass unchanged.
  steps.push([
    'integration (PostgreSQL at TEST_DATABASE_URL)',
    'npx',
    ['vitest', 'run', '--project', 'unit', ...databaseTestFiles()],
    process.env,
  ]);
}
steps.push(['build', 'npm', ['run', '--silent', 'build'], process.env]);
steps.push(['browser', 'npx', ['vitest', 'run', '--project', 'e2e'], embeddedEnv]);

for (const [name, command, args, env] of steps) {
  const startedAt = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
