import type pg from 'pg';
import type { FeedPostRow, FeedQuery } from './feed.store';

/**
 * The feed page query as named prepared statements (planned once per pooled connection, not per request:
 * planning the seven joins cost more than running them). Each variant is one fixed text:
 * - the page's ids come first, from `community_posts_feed_order_idx` (published_at desc nulls last, id desc
 *   nulls last; both columns are not null, so this is newest first with the id breaking ties). The ORDER BY
 *   spells the index's order exactly so PostgreSQL reads ~11 index entries at any depth instead of sorting.
 * - the author, profile, flags, media and counters join on the page's rows only; the comment count leaves out
 *   comments of hidden authors, as the comments list does.
 * - the viewer's likes, bookmarks and follows are NOT in it: `findViewerMarks` reads them for the page's ids in
 *   one indexed lookup (a per-row EXISTS became a hashed scan of every like of the viewer).
 */
/**
 * The comments of post `postIdSql` by hidden authors, which the comments list leaves out, so the count shown
 * matches it (the owner hides few users: the flags side is tiny, each joins on feed_comments_author_idx).
 */
export function hiddenComments(postIdSql: string): string {
  return `select count(*) from feed_author_flags hf
    join feed_comments hc on hc.author_id = hf.user_id
    where hf.is_hidden and hc.post_id = ${postIdSql}`;
}

const selectList = `
  select cp.id, cp.content, cp.hashtags, cp.platform, cp.variation, cp.workspace_id,
    cp.published_at, cp.published_at::text as published_at_text, cp.media_asset_id,
    a.type as media_type, (a.thumbnail_key is not null) as has_thumbnail,
    cp.author_id, coalesce(nullif(trim(up.display_name), ''), u.name) as author_name,
    up.username as author_username, up.avatar_asset_id as author_avatar_id,
    coalesce(cp.author_verified, false) as author_verified,
    cp.prompt,
    coalesce(s.likes, 0)::int as likes,
    greatest(coalesce(s.comments, 0) - (${hiddenComments('cp.id')}), 0)::int as comments,
    coalesce(s.shares, 0)::int as shares, coalesce(s.views, 0)::int as views`;

const pageOrder = 'order by cp.published_at desc nulls last, cp.id desc nulls last';

/** The statement text of one variant; `$1` is the limit, further parameters follow in `pageParams`' order. */
function pageText(where: string): string {
  return `${selectList}
  from (
    select cp.*, f.is_verified as author_verified from community_posts cp
    left join feed_author_flags f on f.user_id = cp.author_id
    where f.is_hidden is not true${where}
    ${pageOrder}
    limit $1
  ) cp
  left join feed_post_stats s on s.post_id = cp.id
  left join users u on u.id = cp.author_id
  left join user_profiles up on up.user_id = cp.author_id
  left join assets a on a.id = cp.media_asset_id
  ${pageOrder}`;
}

const afterCursor = ' and (cp.published_at, cp.id) < ($2::timestamptz, $3)';
const followedBy = (parameter: string) =>
  ` and cp.author_id in (select followee_id from feed_follows where follower_id = ${parameter})`;

const statements = {
  feed_page_v1: pageText(''),
  feed_page_after_v1: pageText(afterCursor),
  feed_page_following_v1: pageText(followedBy('$2')),
  feed_page_following_after_v1: pageText(`${afterCursor}${followedBy('$4')}`),
  feed_post_v1: pageText(' and cp.id = $2'),
} as const;

/** The statement and parameters of a page query. */
function pageStatement(query: FeedQuery): { name: keyof typeof statements; values: unknown[] } {
  if (query.postId) return { name: 'feed_post_v1', values: [query.limit, query.postId] };
  const cursor = query.cursor ? [query.cursor.publishedAt, query.cursor.id] : [];
  if (query.followingOnly) {
    return query.cursor
      ? { name: 'feed_page_following_after_v1', values: [query.limit, ...cursor, query.viewerId] }
      : { name: 'feed_page_following_v1', values: [query.limit, query.viewerId] };
  }
  return query.cursor
    ? { name: 'feed_page_after_v1', values: [query.limit, ...cursor] }
    : { name: 'feed_page_v1', values: [query.limit] };
}

/** A page's rows without the viewer's marks (all false until `applyViewerMarks`). */
export async function queryFeedPage(pool: pg.Pool, query: FeedQuery): Promise<FeedPostRow[]> {
  const { name, values } = pageStatement(query);
  const result = await pool.query<Omit<FeedPostRow, 'is_liked' | 'is_bookmarked' | 'is_following_author'>>({
    name,
    text: statements[name],
    values,
  });
  return result.rows.map((row) => ({
    ...row,
    is_liked: false,
    is_bookmarked: false,
    is_following_author: false,
  }));
}

const viewerMarksText = `
  select
    coalesce((select array_agg(l.post_id) from feed_likes l
              where l.post_id = any($2::text[]) and l.user_id = $1), '{}') as liked,
    coalesce((select array_agg(b.post_id) from feed_bookmarks b
              where b.post_id = any($2::text[]) and b.user_id = $1), '{}') as bookmarked,
    coalesce((select array_agg(ff.followee_id) from feed_follows ff
              where ff.follower_id = $1 and ff.followee_id = any($3::text[])), '{}') as following`;

/**
 * Sets the viewer's likes, bookmarks and follows on a page's rows: one statement, three primary-key lookups
 * for the page's post ids and author ids.
 */
export async function applyViewerMarks(
  pool: pg.Pool,
  viewerId: string,
  rows: FeedPostRow[],
): Promise<FeedPostRow[]> {
  if (rows.length === 0) return rows;
  const authorIds = [...new Set(rows.flatMap((row) => (row.author_id ? [row.author_id] : [])))];
  const result = await pool.query<{ liked: string[]; bookmarked: string[]; following: string[] }>({
    name: 'feed_viewer_marks_v1',
    text: viewerMarksText,
    values: [viewerId, rows.map((row) => row.id), authorIds],
  });
  const marks = result.rows[0];
  const liked = new Set(marks?.liked);
  const bookmarked = new Set(marks?.bookmarked);
  const following = new Set(marks?.following);
  return rows.map((row) => ({
    ...row,
    is_liked: liked.has(row.id),
    is_bookmarked: bookmarked.has(row.id),
    is_following_author: row.author_id !== null && following.has(row.author_id),
  }));
}
