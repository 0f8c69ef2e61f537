import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type EventStream } from './sse';

describe('openEventStream', () => {
  const app = Fastify();
  const streams: EventStream[] = [];
  let cleanedUp = 0;
  let port = 0;

  beforeAll(async () => {
    app.get('/events', (_request, reply) => {
      const stream = openEventStream(reply, { heartbeatMs: 40, retryMs: 1500 });
      stream.onClose(() => {
        cleanedUp += 1;
      });
      streams.push(stream);
      stream.send('hello', { n: 1 });
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await app.close();
  });

  it('sends the headers, events, heartbeat comments, and cleans up when the client leaves', async () => {
    const { headers, body } = await new Promise<{ headers: Record<string, unknown>; body: string }>(
      (resolve, reject) => {
        const outgoing = request({ host: '127.0.0.1', port, path: '/events' }, (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            text += chunk;
            if ((text.match(/: keep-alive/g) ?? []).length >= 2) {
              outgoing.destroy();
              resolve({ headers: response.headers, body: text });
            }
          });
        });
        outgoing.on('error', reject);
        outgoing.end();
      },
    );
    expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(headers['cache-control']).toBe('no-store, no-transform');
    expect(body.startsWith('retry: 1500\n\nevent: hello\ndata: {"n":1}\n\n: keep-alive\n\n')).toBe(true);
    await expect.poll(() => cleanedUp, { timeout: 2000 }).toBe(1);
    const stream = streams[0];
    expect(stream?.isClosed).toBe(true);
    // Sending after close does nothing; a late clean-up runs at once.
    stream?.send('late', {});
    stream?.onClose(() => {
      cleanedUp += 1;
    });
    expect(cleanedUp).toBe(2);
  });
});
