#!/usr/bin/env node
// `npm test`: format check, lint, typecheck, unit + integration tests on an embedded PostgreSQL server the
// run starts itself, the integration tests again on the PostgreSQL server of TEST_DATABASE_URL when it is set
// (CI: the machine's PostgreSQL 15), then browser tests against a fresh build.
// Each step stops the run on failure. The three static checks read files only, so they run side by side (each
// is one process on one core: format + lint + typecheck 149 s one after another on the 2-core CI machine).
import { spawn, spawnSync } from 'node:child_process';
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

/** Runs `command`, keeping its output to print in one piece when it ends (parallel runs stay readable). */
function runBuffered(name, command, args) {
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
      resolve({ name, code, seconds, output: Buffer.concat(output).toString() });
    });
  });
}

/** Format, lint and typecheck at once, after the route tree both of the latter read is generated. */
async function staticChecks() {
  const startedAt = Date.now();
  console.log('\n▶ format, lint, typecheck (side by side)');
  const generated = spawnSync('npx', ['tsr', 'generate'], { stdio: 'inherit' });
  if (generated.status !== 0) return false;
  const results = await Promise.all([
    runBuffered('format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']),
    runBuffered('lint', 'npx', ['eslint', '--max-warnings', '0', '.']),
    runBuffered('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']),
  ]);
  for (const result of results) {
    if (result.output.trim()) process.stdout.write(result.output);
    console.log(`${result.code === 0 ? '✔' : '✖'} ${result.name} (${result.seconds} s)`);
  }
  console.log(`  static checks took ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  return results.every((result) => result.code === 0);
}

const steps = [
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

if (!(await staticChecks())) process.exit(1);

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
