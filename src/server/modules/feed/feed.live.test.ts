import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { insertFeedPosts } from '../../testing/feed.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** Reads SSE events from a stream until `until` accepts one (or the time runs out). */
async function collectUntil(
  reader: ReadableStreamDefaultReader<string>,
  until: (event: string, data: unknown) => boolean,
): Promise<{ event: string; data: unknown }[]> {
  const events: { event: string; data: unknown }[] = [];
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return events;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const lines = buffer.slice(0, end).split('\n');
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      const name = lines.find((line) => line.startsWith('event: '))?.slice(7);
      const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
      if (name && data) {
        const parsed: unknown = JSON.parse(data);
        events.push({ event: name, data: parsed });
        if (until(name, parsed)) return events;
      }
    }
  }
}

describe('feed: live arrival over LISTEN/NOTIFY', () => {
  let t: TestApp;
  let owner: TestAccount;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('tells an anonymous stream about a post added and removed', async () => {
    const controller = new AbortController();
    const response = await fetch(`${base}/api/feed/events`, { signal: controller.signal });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    await collectUntil(reader, (event) => event === 'ready');
    const [postId] = await insertFeedPosts(t, owner, 1, { startMs: Date.now() });
    const added = await collectUntil(reader, (event) => event === 'feed');
    expect(added.at(-1)?.data).toEqual({ type: 'postAdded', postId });
    await t.request({ method: 'DELETE', url: `/api/feed/posts/${postId}`, cookies: owner.jar });
    const removed = await collectUntil(reader, (event) => event === 'feed');
    expect(removed.at(-1)?.data).toEqual({ type: 'postRemoved', postId });
    controller.abort();
  }, 30_000);
});
