import { PgBoss, type Job } from 'pg-boss';
import type { z } from 'zod';
import type pg from 'pg';

/** What a handler gets beside its payload. */
export interface JobContext {
  /**
   * Aborted when this process stops (the job is then retried, here after a restart or by another worker) or
   * when the job outlives its expiry. A handler stops writing once it is aborted and throws.
   */
  signal: AbortSignal;
  /** 0 on the first attempt, then 1, 2… (each retry after a failure or an interruption). */
  retryCount: number;
}

/** Options of a send. */
export interface SendOptions {
  startAfterSeconds?: number;
  /**
   * Not before this instant (millisecond precision, unlike `startAfterSeconds`). When it is near, this
   * process's workers are also woken at that instant, so the job starts without waiting for their next poll.
   */
  startAfter?: Date;
  /** With an exclusive definition: a send while a job of this key is queued or running is dropped. */
  singletonKey?: string;
}

/**
 * A typed job: a name, a version (bumped when the payload or the queue options change: pg-boss keeps a
 * queue's options from its creation), a Zod payload and its handler.
 */
export interface JobDefinition<TPayload extends z.ZodType> {
  name: string;
  version: number;
  payload: TPayload;
  /**
   * Runs once per job, on its own: its failure fails (and retries within `retryLimit`) this job only. Throwing
   * marks the attempt failed.
   */
  handle(payload: z.output<TPayload>, context: JobContext): Promise<void>;
  /** Retries after a failed or interrupted attempt (default 2). */
  retryLimit?: number;
  /** Seconds before a retry (default 2, doubling with each retry up to a minute). */
  retryDelaySeconds?: number;
  /** Most jobs of this kind one worker process runs at once, each fetched and settled alone (default 4). */
  concurrency?: number;
  /** At most one job per `singletonKey` queued or running; a duplicate send is dropped. */
  isExclusive?: boolean;
  /** Longest run of one attempt in seconds before it is failed and retried (default 15 minutes). */
  expireInSeconds?: number;
  /**
   * Called once when a worker process starts consuming this queue (and every `recoverIntervalSeconds` after,
   * when set): re-sends what a stopped process may have left without a job (e.g. a row it was about to queue).
   * Sends must be idempotent (`isExclusive` + key), or checked first with `hasLiveJob`.
   */
  recover?(
    send: (payload: z.input<TPayload>, options?: SendOptions) => Promise<string | null>,
    /** Always given by the queue (optional so a test may call `recover(send)` alone). */
    queue?: RecoverTools,
  ): Promise<void>;
  /** Seconds between two `recover` passes of a worker process (none after the start-up pass unless set). */
  recoverIntervalSeconds?: number;
}

/** What a definition's `recover` may ask the queue. */
export interface RecoverTools {
  /**
   * Whether this queue holds a job whose payload contains `match` (JSON containment) that is waiting, due for a
   * retry or running: such a job will still run, so nothing is to be re-sent for it.
   */
  hasLiveJob(match: Record<string, unknown>): Promise<boolean>;
}

/** Declares a job definition, keeping its payload type. */
export function defineJob<TPayload extends z.ZodType>(
  definition: JobDefinition<TPayload>,
): JobDefinition<TPayload> {
  return definition;
}

const queueName = (definition: { name: string; version: number }) =>
  `${definition.name}.v${definition.version}`;

/**
 * A worker that stops hearing from a job's handler for this long (process killed, machine gone) has the job
 * failed and retried by the next maintenance pass of any live process.
 */
const heartbeatSeconds = 10;
/** How often a process runs pg-boss maintenance (expiry, lost heartbeats); one process per interval does. */
const superviseIntervalSeconds = 10;
/** Idle poll of a worker (seconds); a send from this process wakes its workers at once. */
const defaultPollingIntervalSeconds = 0.5;
/** Idle poll of the slots past the first two of a queue (seconds). */
const idlePollingIntervalSeconds = 2;
/** A send due within this many ms sets a timer that wakes this process's workers at its time. */
const wakeupHorizonMs = 10 * 60_000;
/** How long a stop waits for interrupted handlers to return before closing anyway. */
const stopGraceMs = 5000;

/** The reason a handler's signal carries when this process stops. */
export class JobInterruptedError extends Error {
  override readonly name = 'JobInterruptedError';
  constructor() {
    super('The process stopped while this job was running; it will be retried.');
  }
}

/** The job queue: pg-boss on the app's own database. */
export interface JobQueue {
  /** Creates the queues; with `isWorker` also starts consuming them and runs each definition's `recover`. */
  start(definitions: JobDefinition<z.ZodType>[], isWorker: boolean): Promise<void>;
  /** Queues a job (null when an exclusive queue already holds one of its key) and wakes this process's workers. */
  send<TPayload extends z.ZodType>(
    definition: JobDefinition<TPayload>,
    payload: z.input<TPayload>,
    options?: SendOptions,
  ): Promise<string | null>;
  ping(): Promise<void>;
  /**
   * Stops fetching, interrupts the running handlers (their jobs are retried after a restart or by another
   * worker) and waits for them to return, then stops pg-boss.
   */
  stop(): Promise<void>;
}

/** Creates the queue on the database of `pool`; `pollingIntervalSeconds` (≥ 0.5) is for tests. */
export function createJobQueue(
  pool: pg.Pool,
  options: { onError(error: Error): void; pollingIntervalSeconds?: number },
): JobQueue {
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? defaultPollingIntervalSeconds;
  const boss = new PgBoss({
    db: { executeSql: async (text: string, values?: unknown[]) => pool.query(text, values) },
    schedule: false,
    superviseIntervalSeconds,
  });
  boss.on('error', (error: Error) => options.onError(error));
  let isStarted = false;
  const workerIds = new Map<string, string[]>();
  const running = new Map<AbortController, Promise<void>>();
  const wakeups = new Set<NodeJS.Timeout>();
  const recoverTimers = new Set<NodeJS.Timeout>();
  /** Recover passes under way (a periodic pass is skipped while the previous one of its queue runs). */
  const recovering = new Map<string, Promise<void>>();

  function wakeWorkers(name: string) {
    for (const workerId of workerIds.get(name) ?? []) boss.notifyWorker(workerId);
  }

  async function runOne(definition: JobDefinition<z.ZodType>, job: Job<unknown>): Promise<void> {
    const controller = new AbortController();
    const signal = AbortSignal.any([job.signal, controller.signal]);
    const task = (async () => {
      signal.throwIfAborted();
      await definition.handle(definition.payload.parse(job.data), { signal, retryCount: job.retryCount });
    })();
    running.set(
      controller,
      task.then(
        () => undefined,
        () => undefined,
      ),
    );
    try {
      await task;
    } finally {
      running.delete(controller);
    }
  }

  async function startWorkers(definition: JobDefinition<z.ZodType>) {
    const name = queueName(definition);
    const ids: string[] = [];
    // One worker per slot, each fetching one job at a time: a job completes or fails on its own, and a long
    // job holds only its own slot (pg-boss batches settle as a whole and wait for their slowest job).
    for (let slot = 0; slot < (definition.concurrency ?? 4); slot += 1) {
      let id = '';
      // Two slots poll at the base interval; the others idle at a slower one (less load on an idle database)
      // and join as soon as work is there: a wakeup or their own finished job makes them fetch at once.
      const interval =
        slot < 2 ? pollingIntervalSeconds : Math.max(idlePollingIntervalSeconds, pollingIntervalSeconds);
      id = await boss.work(name, { batchSize: 1, pollingIntervalSeconds: interval }, async ([job]) => {
        if (!job) return;
        try {
          await runOne(definition, job);
        } finally {
          // A slot that just finished a job fetches the next one at once instead of after a poll interval
          // (a backlog of due posts otherwise drained at one job per slot per interval); an empty fetch
          // goes back to polling.
          if (id) boss.notifyWorker(id);
        }
      });
      ids.push(id);
    }
    workerIds.set(name, ids);
  }

  async function send<TPayload extends z.ZodType>(
    definition: JobDefinition<TPayload>,
    payload: z.input<TPayload>,
    sendOptions: SendOptions = {},
  ): Promise<string | null> {
    const name = queueName(definition);
    const data = definition.payload.parse(payload) as object;
    const delayMs = sendOptions.startAfter ? sendOptions.startAfter.getTime() - Date.now() : 0;
    const startAfter =
      delayMs > 0
        ? sendOptions.startAfter
        : (sendOptions.startAfterSeconds ?? 0) > 0
          ? sendOptions.startAfterSeconds
          : undefined;
    const id = await boss.send(name, data, {
      ...(startAfter !== undefined ? { startAfter } : {}),
      ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
    });
    if (id && startAfter === undefined) wakeWorkers(name);
    else if (id && delayMs > 0 && delayMs <= wakeupHorizonMs) {
      // Polling finds it too (another process, or this one after a restart); this only cuts the wait.
      const timer = setTimeout(() => {
        wakeups.delete(timer);
        wakeWorkers(name);
      }, delayMs + 5);
      timer.unref();
      wakeups.add(timer);
    }
    return id;
  }

  /** pg-boss states of a job that will still run: waiting (created), due for a retry, running. */
  const liveStates = new Set(['created', 'retry', 'active']);

  function recover(definition: JobDefinition<z.ZodType>): Promise<void> {
    const name = queueName(definition);
    const current = recovering.get(name);
    if (current || !definition.recover) return current ?? Promise.resolve();
    const tools: RecoverTools = {
      async hasLiveJob(match) {
        const jobs = await boss.findJobs(name, { data: match, limit: 100 });
        return jobs.some((job) => liveStates.has(job.state));
      },
    };
    const pass = definition
      .recover((payload, sendOptions) => send(definition, payload, sendOptions), tools)
      .finally(() => recovering.delete(name));
    recovering.set(name, pass);
    return pass;
  }

  return {
    async start(definitions, isWorker) {
      await boss.start();
      isStarted = true;
      for (const definition of definitions) {
        const retryDelay = definition.retryDelaySeconds ?? 2;
        await boss.createQueue(queueName(definition), {
          policy: definition.isExclusive ? 'exclusive' : 'standard',
          retryLimit: definition.retryLimit ?? 2,
          retryDelay: retryDelay,
          ...(retryDelay > 0 ? { retryBackoff: true, retryDelayMax: 60 } : {}),
          heartbeatSeconds,
          ...(definition.expireInSeconds ? { expireInSeconds: definition.expireInSeconds } : {}),
        });
      }
      if (!isWorker) return;
      for (const definition of definitions) await startWorkers(definition);
      for (const definition of definitions) {
        await recover(definition);
        if (!definition.recover || !definition.recoverIntervalSeconds) continue;
        const timer = setInterval(() => {
          recover(definition).catch((error: unknown) =>
            options.onError(error instanceof Error ? error : new Error(String(error))),
          );
        }, definition.recoverIntervalSeconds * 1000);
        timer.unref();
        recoverTimers.add(timer);
      }
    },
    send,
    async ping() {
      if (!isStarted) throw new Error('job queue not started');
      await boss.getQueues();
    },
    async stop() {
      if (!isStarted) return;
      isStarted = false;
      for (const timer of wakeups) clearTimeout(timer);
      wakeups.clear();
      for (const timer of recoverTimers) clearInterval(timer);
      recoverTimers.clear();
      await Promise.allSettled(recovering.values());
      // Stop fetching first, so an interrupted handler's slot does not take the next job.
      await Promise.all([...workerIds.keys()].map((name) => boss.offWork(name, { wait: false })));
      workerIds.clear();
      for (const controller of running.keys()) controller.abort(new JobInterruptedError());
      await Promise.race([
        Promise.all(running.values()),
        new Promise((resolve) => setTimeout(resolve, stopGraceMs).unref()),
      ]);
      await boss.stop({ graceful: true, timeout: stopGraceMs });
    },
  };
}

/**
 * Settles with `work`, or rejects with the signal's reason as soon as it aborts (the work goes on in the
 * background and must check the signal before each write). Lets an interrupted handler return at once even
 * while a provider call it made is still waiting for an answer.
 */
export async function raceAbort<T>(signal: AbortSignal, work: Promise<T>): Promise<T> {
  signal.throwIfAborted();
  let onAbort = () => undefined as void;
  const aborted = new Promise<never>((_resolve, reject) => {
    onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([work, aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}
