import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedPost, MyFeedPost } from '../../../shared/contracts/feed';
import type { GeneratedPost } from '../../../shared/contracts/generation';
import type { PostRecord } from '../../../shared/contracts/posts';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { generate } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { alreadySharedMessage } from './feed.service';

const prompt = 'Our bakery opens a second shop on Main Street this Saturday with fresh sourdough';
const boost = { enabled: false, budget: 5, duration: 3, useAITiming: false };

describe('feed: every path into the feed (direct share, publish destination)', () => {
  let t: TestApp;
  let owner: TestAccount;
  let generated: GeneratedPost[];

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
    const run = await generate(t, owner.jar, {
      method: 'prompt',
      prompt,
      platforms: ['instagram', 'linkedin', 'facebook', 'twitter'],
      variations: ['normal'],
      aiImages: false,
    });
    generated = run.posts;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const of = (platform: string) => generated.find((post) => post.platform === platform)!;
  const share = (generatedPostId: string) =>
    t.request({ method: 'POST', url: '/api/feed/share', cookies: owner.jar, payload: { generatedPostId } });
  const publishNow = async (generatedPostId: string) => {
    const answer = await t.request({
      method: 'POST',
      url: '/api/posts/publish',
      cookies: owner.jar,
      payload: { generatedPostId, mode: 'now', timeZone: 'UTC', destinations: ['community'], boost },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { post } = answer.json<{ post: PostRecord }>();
    const deadline = Date.now() + 15_000;
    for (;;) {
      const read = await t.request({ method: 'GET', url: `/api/posts/${post.id}`, cookies: owner.jar });
      if (read.json<{ post: PostRecord }>().post.status === 'executed') return post.id;
      if (Date.now() > deadline) throw new Error('the post was not published');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const communityRows = async (where: string, value: string) =>
    (
      await t.container.database.pool.query<{ id: string; media_asset_id: string | null }>(
        `select id, media_asset_id from community_posts where ${where} = $1`,
        [value],
      )
    ).rows;
  const readPost = async (id: string) =>
    (await t.request({ method: 'GET', url: `/api/feed/posts/${id}` })).json<{ post: FeedPost }>().post;
  const mine = async () =>
    (await t.request({ method: 'GET', url: '/api/feed/mine', cookies: owner.jar })).json<{
      posts: MyFeedPost[];
    }>().posts;

  it('a direct share carries the AI prompt, and the same generated post cannot be shared again', async () => {
    const generatedPostId = of('instagram').id;
    const first = await share(generatedPostId);
    expect(first.statusCode, first.body).toBe(201);
    const { post } = first.json<{ post: FeedPost }>();
    expect(post.prompt).toBe(prompt);
    expect((await readPost(post.id)).prompt).toBe(prompt);
    expect((await mine()).find((item) => item.id === generatedPostId)?.isShared).toBe(true);
    expect((await mine()).find((item) => item.id === of('linkedin').id)?.isShared).toBe(false);

    // Well past the 5 s duplicate window the answer is still no: a generated post reaches the feed once.
    await t.container.database.pool.query(
      `update community_posts set published_at = now() - interval '1 minute' where id = $1`,
      [post.id],
    );
    const again = await share(generatedPostId);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { message: string } }>().error.message).toBe(alreadySharedMessage);
    expect(await communityRows('generated_post_id', generatedPostId)).toHaveLength(1);
  });

  it('a published post carries its prompt, and a video post its video', async () => {
    const source = of('linkedin');
    const assetId = crypto.randomUUID();
    await t.container.database.pool.query(
      `insert into assets (id, workspace_id, type, source, title, storage_key, content_type, size)
       values ($1, $2, 'video', 'ai-generated', 'Clip', $3, 'video/mp4', 1000)`,
      [assetId, owner.session.workspace!.id, `test/${assetId}.mp4`],
    );
    await t.container.database.pool.query(
      `update generated_posts set media_type = 'video', video_asset_id = $2 where id = $1`,
      [source.id, assetId],
    );
    const postId = await publishNow(source.id);
    const [row] = await communityRows('post_id', postId);
    expect(row?.media_asset_id).toBe(assetId);
    const post = await readPost(row!.id);
    expect(post).toMatchObject({ mediaType: 'video', mediaUrl: `/feed-media/${assetId}`, prompt });
  }, 30_000);

  it('the publish destination keeps the duplicate rule and adds a shared generated post once', async () => {
    // Facebook: shared directly, then published: the destination answers the post already in the feed.
    const facebook = of('facebook');
    const shared = (await share(facebook.id)).json<{ post: FeedPost }>().post;
    const publishedId = await publishNow(facebook.id);
    expect(await communityRows('generated_post_id', facebook.id)).toEqual([
      expect.objectContaining({ id: shared.id }),
    ]);
    expect(await communityRows('post_id', publishedId)).toEqual([]);

    // Twitter: the same content and platform as a post shared a moment ago is skipped (spec: within 5 s).
    const twitter = of('twitter');
    const content = `${twitter.content} (duplicate check)`;
    await t.container.database.pool.query(
      `insert into community_posts (id, workspace_id, author_id, content, platform, variation, idempotency_key)
       values ($1, $2, $3, $4, 'twitter', 'normal', $5)`,
      [crypto.randomUUID(), owner.session.workspace!.id, owner.session.user!.id, content, 'test:dup'],
    );
    await t.container.database.pool.query(`update generated_posts set content = $2 where id = $1`, [
      twitter.id,
      content,
    ]);
    await publishNow(twitter.id);
    expect(await communityRows('content', content)).toHaveLength(1);
  }, 40_000);
});
