// Startup (issue #6): time from process start to /readyz 200 on a new and an existing data directory (the
// embedded default: DATA_DIR, no DATABASE_URL), idle memory of the app and of the database processes it
// started, the app's peak memory under a burst of 2,000 invalid requests, and the same start-up figures on
// a PostgreSQL server (DATABASE_URL). Each figure is the median of BENCH_RUNS runs (default 5).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openOwnerSession, sendBurst, type BurstResult } from './bad-requests';
import { readStatusKb, resetPeakRss, samplePeaks, snapshotMemory, toMb } from './process-memory';
import { medianOf, timeStartup, type StartedServer, type StopReport } from './support';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const idleSettleMs = 3000;
const burstShape = { total: 2000, concurrency: 20 };
/** The targets of issue #6. */
const targets = {
  existingDataDirReadyMs: 1500,
  newDataDirReadyMs: 5000,
  appIdleRssMb: 150,
  appPlusDatabaseMb: 220,
  burstPeakRssMb: 600,
};
/** No AI keys or SMTP from the caller's environment: nothing leaves the machine. */
const offline = { OPENAI_API_KEY: '', IMAGE_API_KEY: '', VIDEO_API_KEY: '', SMTP_URL: '' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const temporaryDir = (label: string) => mkdtempSync(join(tmpdir(), `postforge-bench-${label}-`));

/** Start-up figures of one run: ready time, then memory after the idle settle. */
async function measureIdle(server: StartedServer): Promise<Record<string, number>> {
  await sleep(idleSettleMs);
  const memory = snapshotMemory(server.pid);
  return {
    readyMs: server.readyMs,
    firstResponseMs: server.firstResponseMs,
    appIdleRssMb: memory.appRssMb,
    appIdlePssMb: memory.appPssMb,
    databaseProcesses: memory.databaseProcesses,
    databaseIdlePssMb: memory.databasePssMb,
    unreadableProcesses: memory.unreadableProcesses,
    appPlusDatabaseMb: memory.totalMb,
  };
}

/** Starts a server, runs `use` on it, and always stops it; the stop report goes to `stops`. */
async function withServer<T>(
  env: Record<string, string>,
  stops: StopReport[],
  use: (server: StartedServer) => Promise<T>,
): Promise<T> {
  const server = await timeStartup({ ...offline, ...env });
  try {
    return await use(server);
  } finally {
    stops.push(await server.stop());
  }
}

/** The burst on a running, signed-in server: idle RSS before, peak during, and every answer counted. */
async function measureBurst(server: StartedServer, cookie: string) {
  const hwmSinceStartMb = toMb(readStatusKb(server.pid, 'VmHWM'));
  const before = snapshotMemory(server.pid);
  const isPeakReset = resetPeakRss(server.pid);
  const hwmBeforeKb = readStatusKb(server.pid, 'VmHWM');
  const sampler = samplePeaks(server.pid);
  const result = await sendBurst(server.baseUrl, cookie, burstShape);
  const polled = sampler.stop();
  const hwmAfterKb = readStatusKb(server.pid, 'VmHWM');
  // With VmHWM reset, it is the exact peak of the burst; otherwise it still is when it rose during the burst.
  const peakRssKb = isPeakReset || hwmAfterKb > hwmBeforeKb ? hwmAfterKb : 0;
  const readyAfter = await fetch(`${server.baseUrl}/readyz`).then((response) => response.status);
  const figures = {
    idleBeforeRssMb: before.appRssMb,
    peakRssMb: peakRssKb ? toMb(peakRssKb) : polled.peakRssMb,
    polledPeakRssMb: polled.peakRssMb,
    hwmSinceStartMb,
    rssAfterMb: toMb(readStatusKb(server.pid, 'VmRSS')),
    databasePeakPssMb: polled.databasePeakPssMb,
    elapsedMs: result.elapsedMs,
  };
  return { figures, result, readyAfter, isPeakReset, samples: polled.samples };
}

/** Embedded default: each run starts on a new data directory, then again on the same (now existing) one. */
async function benchEmbedded(stops: StopReport[]) {
  const newRuns: Record<string, number>[] = [];
  const existingRuns: Record<string, number>[] = [];
  const burstRuns: Awaited<ReturnType<typeof measureBurst>>[] = [];
  const serverErrors: Record<string, number> = {};
  for (let index = 0; index < runs; index += 1) {
    const dataDir = temporaryDir('data');
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    try {
      newRuns.push(
        await withServer(env, stops, async (server) => {
          const figures = await measureIdle(server);
          await openOwnerSession(server.baseUrl, true);
          return figures;
        }),
      );
      await withServer(env, stops, async (server) => {
        existingRuns.push(await measureIdle(server));
        burstRuns.push(await measureBurst(server, await openOwnerSession(server.baseUrl, false)));
        for (const [message, count] of server.loggedErrors) {
          serverErrors[message] = (serverErrors[message] ?? 0) + count;
        }
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return {
    newDataDir: medianOf(newRuns),
    existingDataDir: medianOf(existingRuns),
    badRequestBurst: {
      ...burstShape,
      ...medianOf(burstRuns.map((run) => run.figures)),
      peakSource: burstRuns.every((run) => run.isPeakReset)
        ? 'VmHWM reset before the burst (/proc/<pid>/clear_refs)'
        : 'VmHWM when it rose during the burst, else VmRSS polled every 10 ms',
      rssSamplesPerBurst: burstRuns.map((run) => run.samples),
      readyzAfterBurst: burstRuns.map((run) => run.readyAfter),
      answersByClass: burstRuns.map((run) => run.result.byClass),
      answersByKind: sumByKind(burstRuns.map((run) => run.result)),
      serverErrors,
    },
  };
}

/** Status counts per request kind, summed over the bursts. */
function sumByKind(results: BurstResult[]): Record<string, Record<string, number>> {
  const total: Record<string, Record<string, number>> = {};
  for (const result of results) {
    for (const [kind, counts] of Object.entries(result.byKind)) {
      const into = (total[kind] ??= {});
      for (const [outcome, count] of Object.entries(counts)) into[outcome] = (into[outcome] ?? 0) + count;
    }
  }
  return total;
}

/** PostgreSQL server: each run creates a database, starts on it (new), then again (existing), then drops it. */
async function benchPostgres(stops: StopReport[]): Promise<Record<string, unknown>> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: adminUrl });
  const newRuns: Record<string, number>[] = [];
  const existingRuns: Record<string, number>[] = [];
  try {
    await admin.connect();
    for (let index = 0; index < runs; index += 1) {
      const name = `pf_bench_${Date.now()}_${index}`;
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const env = { DATA_DIR: temporaryDir('pg'), DATABASE_URL: url.toString() };
      await admin.query(`CREATE DATABASE ${name}`);
      try {
        newRuns.push(await withServer(env, stops, measureIdle));
        existingRuns.push(await withServer(env, stops, measureIdle));
      } finally {
        rmSync(env.DATA_DIR, { recursive: true, force: true });
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    }
    return { newDatabase: medianOf(newRuns), existingDatabase: medianOf(existingRuns) };
  } catch (error) {
    return { skipped: error instanceof Error ? error.message : String(error) };
  } finally {
    await admin.end().catch(() => undefined);
  }
}

/** Runs the benchmark and returns its figures. */
export async function run(): Promise<Record<string, unknown>> {
  const startedAt = performance.now();
  const loadAtStart = loadavg()[0] ?? 0;
  const stops: StopReport[] = [];
  // One unmeasured start: builds dist/web when stale (start.mjs does) and warms the file cache.
  const warmUpDir = temporaryDir('warm-up');
  const warmUpMs = await withServer({ DATA_DIR: warmUpDir, DATABASE_URL: '' }, stops, async (server) => {
    return server.readyMs;
  }).finally(() => rmSync(warmUpDir, { recursive: true, force: true }));

  const embedded = await benchEmbedded(stops);
  const postgres = await benchPostgres(stops);
  const existing = embedded.existingDataDir.medians;
  return {
    benchmark: 'startup',
    runs,
    idleSettleMs,
    targets,
    met: {
      existingDataDirReadyMs: (existing.readyMs ?? Infinity) <= targets.existingDataDirReadyMs,
      newDataDirReadyMs: (embedded.newDataDir.medians.readyMs ?? Infinity) <= targets.newDataDirReadyMs,
      appIdleRssMb: (existing.appIdleRssMb ?? Infinity) <= targets.appIdleRssMb,
      appPlusDatabaseMb: (existing.appPlusDatabaseMb ?? Infinity) <= targets.appPlusDatabaseMb,
      burstPeakRssMb: (embedded.badRequestBurst.medians.peakRssMb ?? Infinity) <= targets.burstPeakRssMb,
    },
    embedded,
    postgres,
    processes: {
      started: stops.length,
      slowestStopMs: Math.max(...stops.map((stop) => stop.stopMs)),
      descendantsLeftBehind: stops.reduce((sum, stop) => sum + stop.leftBehind, 0),
      descendantsStillRunning: stops.reduce((sum, stop) => sum + stop.stillRunning, 0),
    },
    machine: {
      cpus: cpus().length,
      node: process.version,
      loadAverage1m: { atStart: loadAtStart, atEnd: loadavg()[0] ?? 0 },
    },
    warmUpReadyMs: warmUpMs,
    benchmarkMs: Math.round(performance.now() - startedAt),
  };
}
