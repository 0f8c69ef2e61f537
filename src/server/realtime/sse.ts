import type { FastifyReply } from 'fastify';

/** A comment line every 25 s keeps proxies and browsers from closing an idle stream. */
export const sseHeartbeatMs = 25_000;

/** An open Server-Sent Events stream. */
export interface EventStream {
  /** Sends one event (`data` as one JSON line). Ignored once closed. */
  send(event: string, data: unknown): void;
  /** Runs `cleanup` when the stream ends (the client left, or `close`); at once when already closed. */
  onClose(cleanup: () => void): void;
  close(): void;
  readonly isClosed: boolean;
}

/**
 * Takes over a Fastify reply as a Server-Sent Events stream: the headers, a heartbeat comment every 25 s, and
 * clean-up when the client goes away.
 */
export function openEventStream(
  reply: FastifyReply,
  options: { heartbeatMs?: number; retryMs?: number } = {},
): EventStream {
  const raw = reply.raw;
  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const cleanups: (() => void)[] = [];
  let isClosed = false;
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), options.heartbeatMs ?? sseHeartbeatMs);
  const close = () => {
    if (isClosed) return;
    isClosed = true;
    clearInterval(heartbeat);
    for (const cleanup of cleanups.splice(0)) {
      try {
        cleanup();
      } catch {
        // A failing clean-up must not keep the others from running.
      }
    }
    raw.end();
  };
  raw.on('close', close);
  raw.on('error', close);
  // The browser's EventSource waits this long before it reconnects on its own.
  raw.write(`retry: ${options.retryMs ?? 3000}\n\n`);
  return {
    send(event, data) {
      if (isClosed) return;
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    onClose(cleanup) {
      if (isClosed) cleanup();
      else cleanups.push(cleanup);
    },
    close,
    get isClosed() {
      return isClosed;
    },
  };
}
