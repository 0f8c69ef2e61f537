import { Worker } from 'node:worker_threads';
import type { OfflineCardInput } from './offline-image.provider';

type RenderedCard = { data: Buffer; width: number; height: number };
type Pending = { resolve(card: RenderedCard): void; reject(error: Error): void };

/** A pool of worker threads that render offline cards; `render` is a drop-in for renderOfflineCard. */
export interface CardRenderPool {
  render(input: OfflineCardInput): Promise<RenderedCard>;
  close(): Promise<void>;
}

/**
 * The worker's script. From the bundle (dist/server, where this code is a .js chunk), the compiled worker
 * beside it; from source (tsx, vitest), a loader that registers tsx in the thread and imports the .ts worker.
 */
const workerUrl = import.meta.url.endsWith('.ts')
  ? new URL('./offline-image.worker-loader.mjs', import.meta.url)
  : new URL('./offline-image.worker.js', import.meta.url);

/**
 * Starts `size` render workers lazily (on the first card) and stops them after `idleMs` without work, so an
 * idle server does not carry their memory. A worker that dies fails its pending cards and is replaced on the
 * next card.
 */
export function createCardRenderPool(size: number, idleMs = 5 * 60_000): CardRenderPool {
  const workers: { worker: Worker; pending: Map<number, Pending> }[] = [];
  let nextId = 0;
  let turn = 0;
  let idleTimer: NodeJS.Timeout | undefined;

  const isBusy = () => workers.some((slot) => slot.pending.size > 0);
  const scheduleIdleStop = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (!isBusy()) void Promise.all(workers.splice(0).map(({ worker }) => worker.terminate()));
    }, idleMs);
    idleTimer.unref();
  };

  function spawnWorker() {
    const worker = new Worker(workerUrl);
    const slot = { worker, pending: new Map<number, Pending>() };
    worker.on(
      'message',
      (message: {
        id: number;
        card?: { data: Uint8Array; width: number; height: number };
        error?: string;
      }) => {
        const waiting = slot.pending.get(message.id);
        if (!waiting) return;
        slot.pending.delete(message.id);
        if (message.card) waiting.resolve({ ...message.card, data: Buffer.from(message.card.data) });
        else waiting.reject(new Error(message.error ?? 'card rendering failed'));
        if (slot.pending.size === 0) slot.worker.unref();
        if (!isBusy()) scheduleIdleStop();
      },
    );
    const fail = (error: Error) => {
      for (const waiting of slot.pending.values()) waiting.reject(error);
      slot.pending.clear();
      const index = workers.indexOf(slot);
      if (index >= 0) workers.splice(index, 1);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`card worker exited with code ${code}`)));
    // An idle worker must not keep the process alive; one with pending cards is ref'd while it works.
    worker.unref();
    workers.push(slot);
    return slot;
  }

  return {
    render(input) {
      clearTimeout(idleTimer);
      while (workers.length < size) spawnWorker();
      const slot = workers[turn++ % workers.length] ?? spawnWorker();
      const id = nextId++;
      return new Promise<RenderedCard>((resolve, reject) => {
        slot.pending.set(id, { resolve, reject });
        slot.worker.ref();
        slot.worker.postMessage({ id, input });
      });
    },
    async close() {
      clearTimeout(idleTimer);
      await Promise.all(workers.splice(0).map(({ worker }) => worker.terminate()));
    },
  };
}
