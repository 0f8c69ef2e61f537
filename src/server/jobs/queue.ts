import { PgBoss } from 'pg-boss';
import type { z } from 'zod';
import type pg from 'pg';

/** A typed job: a name, a version (bumped when the payload changes), a Zod payload and its handler. */
export interface JobDefinition<TPayload extends z.ZodType> {
  name: string;
  version: number;
  payload: TPayload;
  /** Runs once per job; throwing marks the attempt failed and pg-boss retries within `retryLimit`. */
  handle: (payload: z.output<TPayload>) => Promise<void>;
  retryLimit?: number;
  /** Most jobs of this kind one worker runs at once. */
  concurrency?: number;
}

/** Declares a job definition, keeping its payload type. */
export function defineJob<TPayload extends z.ZodType>(
  definition: JobDefinition<TPayload>,
): JobDefinition<TPayload> {
  return definition;
}

const queueName = (definition: { name: string; version: number }) =>
  `${definition.name}.v${definition.version}`;

/** The job queue: pg-boss on the app's own database. */
export interface JobQueue {
  /** Creates the queues; with `isWorker` also starts consuming them. */
  start(definitions: JobDefinition<z.ZodType>[], isWorker: boolean): Promise<void>;
  send<TPayload extends z.ZodType>(
    definition: JobDefinition<TPayload>,
    payload: z.input<TPayload>,
    options?: { startAfterSeconds?: number; singletonKey?: string },
  ): Promise<string | null>;
  ping(): Promise<void>;
  stop(): Promise<void>;
}

/** Creates the queue on the database of `pool`. */
export function createJobQueue(pool: pg.Pool, options: { onError(error: Error): void }): JobQueue {
  const boss = new PgBoss({
    db: { executeSql: async (text: string, values?: unknown[]) => pool.query(text, values) },
    schedule: false,
  });
  boss.on('error', (error: Error) => options.onError(error));
  let isStarted = false;
  return {
    async start(definitions, isWorker) {
      await boss.start();
      isStarted = true;
      for (const definition of definitions) {
        const name = queueName(definition);
        await boss.createQueue(name, {
          retryLimit: definition.retryLimit ?? 2,
          retryDelay: 2,
          retryBackoff: true,
        });
        if (!isWorker) continue;
        await boss.work(
          name,
          { batchSize: definition.concurrency ?? 4, pollingIntervalSeconds: 0.5 },
          async (jobs) => {
            await Promise.all(jobs.map((job) => definition.handle(definition.payload.parse(job.data))));
          },
        );
      }
    },
    async send(definition, payload, sendOptions = {}) {
      const data = definition.payload.parse(payload) as object;
      return boss.send(queueName(definition), data, {
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
      });
    },
    async ping() {
      if (!isStarted) throw new Error('job queue not started');
      await boss.getQueues();
    },
    async stop() {
      if (!isStarted) return;
      isStarted = false;
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
