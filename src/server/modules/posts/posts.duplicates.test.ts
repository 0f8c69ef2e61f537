import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedPost } from '../../../shared/contracts/generation';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { generate } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { duplicatePostMessage, duplicateWindowMs, hasRecentDuplicate } from './posts.duplicates';

const boost = { enabled: false, budget: 5, duration: 3, useAITiming: false };

describe('the duplicate rule: same content and platform within 10 s is posted once', () => {
  let t: TestApp;
  let owner: TestAccount;
  let posts: GeneratedPost[];

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
    const run = await generate(t, owner.jar, {
      method: 'prompt',
      prompt: 'Our bakery opens a second shop on Main Street this Saturday with fresh sourdough',
      platforms: ['instagram', 'linkedin'],
      variations: ['normal', 'storytelling', 'informative'],
      aiImages: false,
    });
    posts = run.posts;
    // Every generated post gets the same text, so they are duplicates of each other on the same platform.
    for (const post of posts) {
      const changed = await t.request({
        method: 'PATCH',
        url: `/api/review/posts/${post.id}`,
        cookies: owner.jar,
        payload: { content: 'Fresh sourdough at our new shop this Saturday!' },
      });
      expect(changed.statusCode, changed.body).toBe(200);
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const publish = (generatedPostId: string, mode: 'now' | 'schedule') =>
    t.request({
      method: 'POST',
      url: '/api/posts/publish',
      cookies: owner.jar,
      payload: {
        generatedPostId,
        mode,
        ...(mode === 'schedule' ? { scheduledFor: new Date(Date.now() + 86_400_000).toISOString() } : {}),
        timeZone: 'UTC',
        destinations: ['community'],
        boost,
      },
    });
  const of = (platform: string) => posts.filter((post) => post.platform === platform);

  it('lets one of two simultaneous Post now requests through and refuses the other (409, the message)', async () => {
    const [first, second, third] = of('instagram');
    const answers = await Promise.all([publish(first!.id, 'now'), publish(second!.id, 'now')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json<{ error: { code: string; message: string } }>().error).toMatchObject({
      code: 'conflict',
      message: duplicatePostMessage,
    });
    // Refused means nothing stored: the generated post is still on the review list and can be scheduled.
    const refusedId = answers[0].statusCode === 409 ? first!.id : second!.id;
    expect((await publish(refusedId, 'schedule')).statusCode).toBe(200);
    // Scheduling the same content for later is not a duplicate of what goes out now.
    expect((await publish(third!.id, 'schedule')).statusCode).toBe(200);
  });

  it('lets the same content through on another platform', async () => {
    const [linkedin] = of('linkedin');
    const answer = await publish(linkedin!.id, 'now');
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('finds a duplicate only within 10 s of now, in the same workspace, platform and content', async () => {
    const workspaceId = owner.session.workspace!.id;
    const content = 'Fresh sourdough at our new shop this Saturday!';
    const check = (input: Partial<Parameters<typeof hasRecentDuplicate>[1]>) =>
      t.container.database.db.transaction((tx) =>
        hasRecentDuplicate(tx, { workspaceId, platform: 'instagram', content, now: new Date(), ...input }),
      );
    expect(await check({})).toBe(true);
    expect(await check({ platform: 'twitter' })).toBe(false);
    expect(await check({ content: `${content} ` })).toBe(false);
    expect(await check({ workspaceId: 'another-workspace' })).toBe(false);
    expect(await check({ now: new Date(Date.now() + duplicateWindowMs + 60_000) })).toBe(false);
  });

  it('holds for drafts posted now from the history: one of two simultaneous requests, the other kept a draft', async () => {
    const [, second, third] = of('linkedin');
    const content = 'Our history drafts share this text word for word.';
    const drafts: string[] = [];
    for (const post of [second!, third!]) {
      const changed = await t.request({
        method: 'PATCH',
        url: `/api/review/posts/${post.id}`,
        cookies: owner.jar,
        payload: { content },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const saved = await t.request({
        method: 'POST',
        url: '/api/posts/drafts',
        cookies: owner.jar,
        payload: { generatedPostId: post.id },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      drafts.push(saved.json<{ post: { id: string } }>().post.id);
    }
    const publishStored = (postId: string, mode: 'now' | 'schedule') =>
      t.request({
        method: 'POST',
        url: `/api/posts/${postId}/publish`,
        cookies: owner.jar,
        payload: {
          mode,
          ...(mode === 'schedule' ? { scheduledFor: new Date(Date.now() + 86_400_000).toISOString() } : {}),
          timeZone: 'UTC',
          destinations: ['community'],
          boost,
        },
      });
    const answers = await Promise.all(drafts.map((id) => publishStored(id, 'now')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(duplicatePostMessage);
    const refusedId = drafts[answers[0]!.statusCode === 409 ? 0 : 1]!;
    const stored = await t.request({ method: 'GET', url: `/api/posts/${refusedId}`, cookies: owner.jar });
    expect(stored.json<{ post: { status: string } }>().post.status).toBe('draft');
    // Scheduling it for later is not a duplicate of what goes out now.
    expect((await publishStored(refusedId, 'schedule')).statusCode).toBe(200);
  });
});
