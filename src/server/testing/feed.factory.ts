import type { TestAccount } from './accounts.factory';
import type { TestApp } from './test-app';

/** Inserts community feed posts of `author` straight into the table (as the publish job does); answers ids. */
export async function insertFeedPosts(
  t: TestApp,
  author: TestAccount,
  count: number,
  overrides: { content?: (index: number) => string; mediaAssetId?: string; startMs?: number } = {},
): Promise<string[]> {
  const ids: string[] = [];
  const start = overrides.startMs ?? Date.now() - count * 1000;
  for (let index = 0; index < count; index += 1) {
    const id = crypto.randomUUID();
    ids.push(id);
    await t.container.database.pool.query(
      `insert into community_posts (id, workspace_id, author_id, content, hashtags, media_asset_id, platform,
         variation, published_at, idempotency_key)
       values ($1, $2, $3, $4, $5, $6, 'instagram', 'normal', $7, $8)`,
      [
        id,
        author.session.workspace?.id,
        author.session.user?.id,
        overrides.content?.(index) ?? `Feed post number ${index}`,
        ['#feed'],
        overrides.mediaAssetId ?? null,
        new Date(start + index * 1000),
        `test:${id}`,
      ],
    );
  }
  return ids;
}
