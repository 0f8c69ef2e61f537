import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedPost, GenerationRun } from '../../../shared/contracts/generation';
import type { PostVersion } from '../../../shared/contracts/review';
import { countCharacters } from '../../../shared/domain/counting';
import {
  registerInvitedUser,
  registerOwner,
  setWorkspaceRole,
  type TestAccount,
} from '../../testing/accounts.factory';
import { generate } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { viewerEditPostMessage } from './review.policy';

describe('review routes (offline providers)', () => {
  let t: TestApp;
  let owner: TestAccount;
  let other: TestAccount;
  let post: GeneratedPost;
  let xPost: GeneratedPost;
  let runId: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
    other = await registerInvitedUser(t, owner.jar, { email: 'other@example.com', name: 'Other' });
    const run = await generate(t, owner.jar, {
      method: 'prompt',
      prompt: 'Our bakery opens a second shop on Main Street this Saturday with fresh sourdough',
      platforms: ['instagram', 'twitter'],
      variations: ['normal'],
      aiImages: true,
    });
    runId = run.id;
    post = run.posts.find((item) => item.platform === 'instagram')!;
    xPost = run.posts.find((item) => item.platform === 'twitter')!;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const call = (jar: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.request({ method, url, cookies: jar, ...(payload ? { payload } : {}) });
  const versionsOf = async (postId: string) =>
    (await call(owner.jar, 'GET', `/api/review/posts/${postId}/versions`)).json<{ versions: PostVersion[] }>()
      .versions;

  it('edits a post in place, keeps the previous text as a version and restores it', async () => {
    const original = post.content;
    const edited = await call(owner.jar, 'PATCH', `/api/review/posts/${post.id}`, {
      content: 'A new opening line.\n\n#bread #bakery',
      hashtags: ['#bread', 'bakery', 'bread'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ post: GeneratedPost }>().post).toMatchObject({
      content: 'A new opening line.\n\n#bread #bakery',
      hashtags: ['bread', 'bakery'],
    });

    // A reload reads the stored post.
    const run = (await call(owner.jar, 'GET', `/api/generation/runs/${runId}`)).json<GenerationRun>();
    expect(run.posts.find((item) => item.id === post.id)?.hashtags).toEqual(['bread', 'bakery']);

    const [version] = await versionsOf(post.id);
    expect(version).toMatchObject({ reason: 'edit', content: original, createdBy: 'Owner' });
    const restored = await call(
      owner.jar,
      'POST',
      `/api/review/posts/${post.id}/versions/${version!.id}/restore`,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<{ post: GeneratedPost }>().post.content).toBe(original);
    const after = await versionsOf(post.id);
    expect(after.map((item) => item.reason)).toEqual(['restore', 'edit']);
    expect(after[0]?.content).toBe('A new opening line.\n\n#bread #bakery');
  });

  it('refuses an empty edit, a multi-line instruction and a blank image prompt', async () => {
    expect((await call(owner.jar, 'PATCH', `/api/review/posts/${post.id}`, {})).statusCode).toBe(400);
    const multiLine = await call(owner.jar, 'POST', `/api/review/posts/${post.id}/regenerate`, {
      instruction: 'shorter\nand longer',
    });
    expect(multiLine.statusCode).toBe(400);
    const blank = await call(owner.jar, 'POST', `/api/review/posts/${post.id}/image`, { prompt: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ error: { message: string } }>().error.message).toContain(
      'Please enter an image prompt.',
    );
  });

  it('regenerates with the offline writer, honouring shorter, longer and mention', async () => {
    const before = (
      await call(owner.jar, 'PATCH', `/api/review/posts/${post.id}`, { imagePrompt: 'x' })
    ).json<{
      post: GeneratedPost;
    }>().post;
    const shorter = await call(owner.jar, 'POST', `/api/review/posts/${post.id}/regenerate`, {
      instruction: 'shorter',
    });
    expect(shorter.statusCode, shorter.body).toBe(200);
    const short = shorter.json<{ post: GeneratedPost }>().post;
    expect(countCharacters(short.content, 'instagram')).toBeLessThan(
      countCharacters(before.content, 'instagram'),
    );

    const longer = (
      await call(owner.jar, 'POST', `/api/review/posts/${post.id}/regenerate`, { instruction: 'longer' })
    ).json<{ post: GeneratedPost }>().post;
    expect(longer.content.length).toBeGreaterThan(short.content.length);

    const mention = (
      await call(owner.jar, 'POST', `/api/review/posts/${post.id}/regenerate`, {
        instruction: 'mention the free tasting',
      })
    ).json<{ post: GeneratedPost }>().post;
    expect(mention.content.toLowerCase()).toContain('the free tasting');
    expect(mention.isOffline).toBe(true);
    const reasons = (await versionsOf(post.id)).map((item) => item.reason);
    expect(reasons.slice(0, 3)).toEqual(['regenerate', 'regenerate', 'regenerate']);
  });

  it('regenerates the image with the offline card and saves the prompt', async () => {
    const answer = await call(owner.jar, 'POST', `/api/review/posts/${post.id}/image`, {
      prompt: '  A loaf of sourdough on a wooden table  ',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json<{ post: GeneratedPost; imageFailed: boolean }>();
    expect(body.imageFailed).toBe(false);
    expect(body.post.imagePrompt).toBe('A loaf of sourdough on a wooden table');
    expect(body.post.imageAssetId).not.toBe(post.imageAssetId);
    expect((await versionsOf(post.id))[0]).toMatchObject({ reason: 'image' });
  });

  it('shortens an X post over the limit at a sentence boundary twitter-text accepts', async () => {
    const long = `${'Fresh sourdough every morning at bakery.example. '.repeat(8).trim()}\n\n#bread`;
    await call(owner.jar, 'PATCH', `/api/review/posts/${xPost.id}`, { content: long });
    const answer = await call(owner.jar, 'POST', `/api/review/posts/${xPost.id}/shorten`);
    expect(answer.statusCode, answer.body).toBe(200);
    const shortened = answer.json<{ post: GeneratedPost }>().post.content;
    expect(countCharacters(shortened, 'twitter')).toBeLessThanOrEqual(280);
    expect(shortened).toMatch(/\.\n\n#bread$/u);
  });

  it("refuses another workspace's post and viewers", async () => {
    for (const [method, url, payload] of [
      ['PATCH', `/api/review/posts/${post.id}`, { content: 'taken' }],
      ['GET', `/api/review/posts/${post.id}/versions`, undefined],
      ['POST', `/api/review/posts/${post.id}/regenerate`, {}],
      ['POST', `/api/review/posts/${post.id}/shorten`, undefined],
    ] as const) {
      expect((await call(other.jar, method, url, payload)).statusCode).toBe(404);
    }
    await setWorkspaceRole(t, owner, 'viewer');
    try {
      const refused = await call(owner.jar, 'PATCH', `/api/review/posts/${post.id}`, {
        content: 'viewer edit',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ error: { message: string } }>().error.message).toBe(viewerEditPostMessage);
      expect((await call(owner.jar, 'POST', `/api/review/posts/${post.id}/regenerate`, {})).statusCode).toBe(
        403,
      );
      expect((await call(owner.jar, 'GET', `/api/review/posts/${post.id}/versions`)).statusCode).toBe(200);
    } finally {
      await setWorkspaceRole(t, owner, 'owner');
    }
  });
});
