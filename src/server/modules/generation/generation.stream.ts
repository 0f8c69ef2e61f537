import type { FastifyReply } from 'fastify';
import type { GenerationRun } from '../../../shared/contracts/generation';
import type { RunEvents } from './generation.events';

/** How often a stream re-reads its run without a notice (changes from other processes). */
export const streamPollMs = 1000;
const heartbeatMs = 15_000;

/**
 * Streams a run as Server-Sent Events: `run` first (the whole run), then `step` when the step changes,
 * `post` for every new or changed post, and `done` (the whole run) once the run has ended and no video is
 * still being made; `failed` when it failed. The database is read on every notice and on a timer.
 */
export async function streamRun(
  reply: FastifyReply,
  options: {
    runId: string;
    events: RunEvents;
    load(): Promise<GenerationRun>;
    isSettled(run: GenerationRun): boolean;
    /** The `failed` event's message for a failed run that stored none. */
    failureFallback: string;
  },
): Promise<void> {
  const raw = reply.raw;
  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const send = (event: string, data: unknown) =>
    raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

  const sentPosts = new Map<string, string>();
  let lastStep = '';
  let isClosed = false;
  let isBusy = false;
  let isPending = false;
  /** Set once the `run` event is out: the subscription and the two timers. */
  const live: { unsubscribe?: () => void; timer?: NodeJS.Timeout; heartbeat?: NodeJS.Timeout } = {};

  const close = () => {
    if (isClosed) return;
    isClosed = true;
    live.unsubscribe?.();
    clearInterval(live.timer);
    clearInterval(live.heartbeat);
    raw.end();
  };
  raw.on('close', close);

  const refresh = async () => {
    if (isClosed) return;
    if (isBusy) {
      isPending = true;
      return;
    }
    isBusy = true;
    try {
      const run = await options.load();
      const stepKey = `${run.step}:${run.stepMessage}`;
      if (stepKey !== lastStep) {
        lastStep = stepKey;
        send('step', { step: run.step, message: run.stepMessage, percent: Math.min(100, run.step * 25) });
      }
      for (const post of run.posts) {
        const fingerprint = JSON.stringify(post);
        if (sentPosts.get(post.id) !== fingerprint) {
          sentPosts.set(post.id, fingerprint);
          send('post', post);
        }
      }
      if (run.status === 'failed') {
        send('failed', { message: run.error ?? options.failureFallback });
        send('done', run);
        close();
      } else if (options.isSettled(run)) {
        send('done', run);
        close();
      }
    } catch {
      close();
    } finally {
      isBusy = false;
      if (isPending && !isClosed) {
        isPending = false;
        void refresh();
      }
    }
  };

  // `run` is always the first event: notices only start to count once it has been sent. A change made between
  // the first read and the subscription is caught by the refresh right after subscribing.
  let first: GenerationRun;
  try {
    first = await options.load();
  } catch {
    close();
    return;
  }
  if (isClosed) return;
  lastStep = `${first.step}:${first.stepMessage}`;
  for (const post of first.posts) sentPosts.set(post.id, JSON.stringify(post));
  send('run', first);
  if (first.status === 'failed' || options.isSettled(first)) {
    if (first.status === 'failed') send('failed', { message: first.error ?? options.failureFallback });
    send('done', first);
    close();
    return;
  }
  live.unsubscribe = options.events.subscribe(options.runId, () => void refresh());
  live.timer = setInterval(() => void refresh(), streamPollMs);
  live.heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), heartbeatMs);
  void refresh();
}
