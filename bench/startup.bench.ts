// Startup: time from process start to /readyz answering, and idle resident memory, on PGlite (new and
// existing data directory) and on PostgreSQL (DATABASE_URL, default the local test server).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { residentMb, timeStartup } from './support';

const idleSettleMs = 3000;

async function measure(env: Record<string, string>) {
  const server = await timeStartup(env);
  await new Promise((resolve) => setTimeout(resolve, idleSettleMs));
  const idleRssMb = residentMb(server.pid);
  await server.stop();
  return { readyMs: server.readyMs, firstResponseMs: server.firstResponseMs, idleRssMb };
}

/** Runs the benchmark and returns its figures. */
export async function run(): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'postforge-bench-'));
  const figures: Record<string, unknown> = {};
  try {
    figures.pgliteNewDataDir = await measure({ DATA_DIR: dataDir, DATABASE_URL: '' });
    figures.pgliteExistingDataDir = await measure({ DATA_DIR: dataDir, DATABASE_URL: '' });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `pf_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const pgDataDir = mkdtempSync(join(tmpdir(), 'postforge-bench-pg-'));
    figures.postgresNewDatabase = await measure({ DATA_DIR: pgDataDir, DATABASE_URL: url.toString() });
    figures.postgresExistingDatabase = await measure({ DATA_DIR: pgDataDir, DATABASE_URL: url.toString() });
    rmSync(pgDataDir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } catch (error) {
    figures.postgres = `skipped: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    await admin.end().catch(() => undefined);
  }
  return { benchmark: 'startup', idleSettleMs, ...figures };
}
