import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedPost, GenerationRun } from '../../../shared/contracts/generation';
import type { PostRecord } from '../../../shared/contracts/posts';
import {
  registerInvitedUser,
  registerOwner,
  setWorkspaceRole,
  type TestAccount,
} from '../../testing/accounts.factory';
import { generate } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { viewerPostRecordMessage } from './posts.policy';
import { alreadySavedMessage } from './posts.service';

describe('posts routes: save as draft (offline providers)', () => {
  let t: TestApp;
  let owner: TestAccount;
  let other: TestAccount;
  let instagram: GeneratedPost;
  let linkedin: GeneratedPost;
  let runId: string;
  const prompt = 'Our bakery opens a second shop on Main Street this Saturday with fresh sourdough';

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
    other = await registerInvitedUser(t, owner.jar, { email: 'other@example.com', name: 'Other' });
    const run = await generate(t, owner.jar, {
      method: 'prompt',
      prompt,
      platforms: ['instagram', 'linkedin'],
      variations: ['normal'],
      aiImages: true,
    });
    runId = run.id;
    instagram = run.posts.find((item) => item.platform === 'instagram')!;
    linkedin = run.posts.find((item) => item.platform === 'linkedin')!;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const call = (jar: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.request({ method, url, cookies: jar, ...(payload ? { payload } : {}) });

  it('saves a generated post as a draft with its fields; it leaves the review list', async () => {
    const saved = await call(owner.jar, 'POST', '/api/posts/drafts', { generatedPostId: instagram.id });
    expect(saved.statusCode, saved.body).toBe(200);
    const post = saved.json<{ post: PostRecord }>().post;
    expect(post).toMatchObject({
      title: 'Instagram Draft Post',
      content: instagram.content,
      status: 'draft',
      platforms: ['instagram'],
      hashtags: instagram.hashtags,
      thumbnail: instagram.image,
      engagement: { expected: instagram.engagement },
      variation: 'normal',
      originalPrompt: prompt,
      boostSettings: null,
      scheduledFor: null,
      executedAt: null,
      stats: { views: 0, likes: 0, shares: 0, comments: 0 },
      generatedPostId: instagram.id,
    });

    const run = (await call(owner.jar, 'GET', `/api/generation/runs/${runId}`)).json<GenerationRun>();
    expect(run.posts.map((item) => item.id)).toEqual([linkedin.id]);

    const list = (await call(owner.jar, 'GET', '/api/posts')).json<{ posts: PostRecord[] }>().posts;
    expect(list.map((item) => item.id)).toEqual([post.id]);
    const read = await call(owner.jar, 'GET', `/api/posts/${post.id}`);
    // The read adds each destination's results (none yet for a draft to the community feed).
    expect(read.json<{ post: PostRecord }>().post).toEqual({
      ...post,
      publications: [
        { destination: 'community', platform: null, url: null, connectionStatus: null, stats: null },
      ],
    });

    // Saving it again is refused: there is one draft per generated post.
    const again = await call(owner.jar, 'POST', '/api/posts/drafts', { generatedPostId: instagram.id });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { message: string } }>().error.message).toBe(alreadySavedMessage);
  });

  it("refuses another workspace's posts and viewers", async () => {
    const drafts = (await call(owner.jar, 'GET', '/api/posts')).json<{ posts: PostRecord[] }>().posts;
    expect(
      (await call(other.jar, 'POST', '/api/posts/drafts', { generatedPostId: linkedin.id })).statusCode,
    ).toBe(404);
    expect((await call(other.jar, 'GET', `/api/posts/${drafts[0]!.id}`)).statusCode).toBe(404);
    expect((await call(other.jar, 'GET', '/api/posts')).json<{ posts: PostRecord[] }>().posts).toEqual([]);

    await setWorkspaceRole(t, owner, 'viewer');
    try {
      const refused = await call(owner.jar, 'POST', '/api/posts/drafts', { generatedPostId: linkedin.id });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ error: { message: string } }>().error.message).toBe(viewerPostRecordMessage);
      expect((await call(owner.jar, 'GET', '/api/posts')).statusCode).toBe(200);
    } finally {
      await setWorkspaceRole(t, owner, 'owner');
    }
    // The refused save left the post in the review list.
    const run = (await call(owner.jar, 'GET', `/api/generation/runs/${runId}`)).json<GenerationRun>();
    expect(run.posts.map((item) => item.id)).toEqual([linkedin.id]);
  });
});
