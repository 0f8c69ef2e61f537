import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedPost } from '../../../shared/contracts/generation';
import type { GeneratedPostEvent, LivePostEvent } from '../../../shared/contracts/live';
import type { PostRecord } from '../../../shared/contracts/posts';
import { registerInvitedUser, registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { generate } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { executionEventOf } from '../posts/posts.publish-job';

interface Received {
  event: string;
  data: unknown;
}

/** An open SSE stream that collects its events until `close`. */
async function openStream(url: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { cookie }, signal: controller.signal });
  const events: Received[] = [];
  const reading = (async () => {
    if (!response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        const name = lines.find((line) => line.startsWith('event: '))?.slice(7);
        const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
        if (name) events.push({ event: name, data: JSON.parse(data ?? 'null') as unknown });
      }
    }
  })().catch(() => undefined);
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    events,
    async waitFor(name: string, match: (data: LivePostEvent) => boolean = () => true) {
      await expect
        .poll(() => events.some((e) => e.event === name && match(e.data as LivePostEvent)), {
          timeout: 15_000,
          interval: 50,
        })
        .toBe(true);
      return events.find((e) => e.event === name && match(e.data as LivePostEvent))!.data as LivePostEvent;
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

describe('GET /api/events: post events of the workspace, live', () => {
  let t: TestApp;
  let owner: TestAccount;
  let outsider: TestAccount;
  let generated: GeneratedPost[];
  let port = 0;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
    // An invited account has a workspace of its own.
    outsider = await registerInvitedUser(t, owner.jar, { email: 'outsider@example.com', name: 'Outsider' });
    expect(outsider.session.workspace?.id).not.toBe(owner.session.workspace?.id);
    const run = await generate(t, owner.jar, {
      method: 'prompt',
      prompt: 'Our bakery opens a second shop on Main Street this Saturday with fresh sourdough',
      platforms: ['instagram', 'linkedin'],
      variations: ['normal'],
      aiImages: false,
    });
    generated = run.posts;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const url = () => `http://127.0.0.1:${port}/api/events`;
  const boost = { enabled: false, budget: 5, duration: 3, useAITiming: false };

  it('refuses a caller without a session', async () => {
    const response = await fetch(url());
    expect(response.status).toBe(401);
  });

  it("sends postPublished and postScheduled to every open tab of the workspace's members, not to others", async () => {
    // Two tabs (two streams) of the same user.
    const firstTab = await openStream(url(), owner.jar);
    const secondTab = await openStream(url(), owner.jar);
    const outsiderTab = await openStream(url(), outsider.jar);
    try {
      expect(firstTab.status).toBe(200);
      expect(firstTab.contentType).toMatch(/^text\/event-stream/);
      await Promise.all([
        firstTab.waitFor('ready'),
        secondTab.waitFor('ready'),
        outsiderTab.waitFor('ready'),
      ]);

      const instagram = generated.find((post) => post.platform === 'instagram')!;
      const now = await t.request({
        method: 'POST',
        url: '/api/posts/publish',
        cookies: owner.jar,
        payload: {
          generatedPostId: instagram.id,
          mode: 'now',
          timeZone: 'Europe/Berlin',
          destinations: ['community'],
          boost,
        },
      });
      expect(now.statusCode, now.body).toBe(200);
      const postId = now.json<{ post: PostRecord }>().post.id;
      const published = await secondTab.waitFor('postPublished', (data) => data.postId === postId);
      expect(published).toMatchObject({
        type: 'postPublished',
        postId,
        title: 'Instagram Post',
        content: instagram.content,
        hashtags: instagram.hashtags,
        platform: 'instagram',
        author: 'Owner',
        timeZone: 'Europe/Berlin',
      });
      expect(Date.parse(published.timestamp ?? '')).not.toBeNaN();
      await firstTab.waitFor('postPublished', (data) => data.postId === postId);

      const linkedin = generated.find((post) => post.platform === 'linkedin')!;
      const at = new Date(Date.now() + 3_600_000).toISOString();
      const scheduled = await t.request({
        method: 'POST',
        url: '/api/posts/publish',
        cookies: owner.jar,
        payload: {
          generatedPostId: linkedin.id,
          mode: 'schedule',
          scheduledFor: at,
          timeZone: 'Europe/Berlin',
          destinations: ['community'],
          boost,
        },
      });
      expect(scheduled.statusCode, scheduled.body).toBe(200);
      const scheduledId = scheduled.json<{ post: PostRecord }>().post.id;
      const event = await secondTab.waitFor('postScheduled', (data) => data.postId === scheduledId);
      expect(event).toMatchObject({ platform: 'linkedin', scheduledFor: at, timestamp: null });

      // The outsider heard nothing of the other workspace (their stream is open and listening).
      expect(outsiderTab.events.map((e) => e.event)).toEqual(['ready']);
    } finally {
      await Promise.all([firstTab.close(), secondTab.close(), outsiderTab.close()]);
    }
  }, 60_000);

  it("sends postGenerated to the run's author only, not to other members of the workspace", async () => {
    // The outsider becomes an editor of the owner's workspace too: they hear its lifecycle events, not its
    // author's generated posts.
    await t.container.database.pool.query(
      `insert into memberships (workspace_id, user_id, role) values ($1, $2, 'editor')`,
      [owner.session.workspace!.id, outsider.session.user!.id],
    );
    const authorTab = await openStream(url(), owner.jar);
    const memberTab = await openStream(url(), outsider.jar);
    try {
      await Promise.all([authorTab.waitFor('ready'), memberTab.waitFor('ready')]);
      const run = await generate(t, owner.jar, {
        method: 'prompt',
        prompt: 'A spring sale at our bakery with fresh pastries every morning this week',
        platforms: ['twitter'],
        variations: ['normal'],
        aiImages: false,
      });
      const post = run.posts[0]!;
      const event = (await authorTab.waitFor(
        'postGenerated',
        (data) => data.postId === post.id,
      )) as unknown as GeneratedPostEvent;
      expect(event).toMatchObject({
        type: 'postGenerated',
        postId: post.id,
        content: post.content,
        platform: 'twitter',
        variation: 'normal',
      });
      expect(Date.parse(event.timestamp)).not.toBeNaN();
      expect(memberTab.events.map((e) => e.event)).toEqual(['ready']);
    } finally {
      await Promise.all([authorTab.close(), memberTab.close()]);
    }
  }, 120_000);

  it('tells a post now from a scheduled post when it goes out', () => {
    const createdAt = new Date('2027-03-27T10:00:00Z');
    expect(executionEventOf({ createdAt, scheduledFor: createdAt })).toBe('postPublished');
    expect(executionEventOf({ createdAt, scheduledFor: new Date('2027-03-27T10:00:30Z') })).toBe(
      'postPublished',
    );
    expect(executionEventOf({ createdAt, scheduledFor: new Date('2027-03-28T09:00:00Z') })).toBe(
      'scheduledPostExecuted',
    );
  });
});
