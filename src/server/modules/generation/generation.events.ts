import { EventEmitter } from 'node:events';

/**
 * In-process change notices: "run X changed". Listeners re-read the database, which stays the one source of
 * truth; a stream also re-reads on a short timer, so changes made by another process (a worker on
 * PostgreSQL) arrive too.
 */
export function createRunEvents() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    notify(runId: string): void {
      emitter.emit(runId);
    },
    subscribe(runId: string, listener: () => void): () => void {
      emitter.on(runId, listener);
      return () => emitter.off(runId, listener);
    },
  };
}

/** The run change notices. */
export type RunEvents = ReturnType<typeof createRunEvents>;
