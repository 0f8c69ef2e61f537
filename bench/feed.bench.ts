// Community feed paging (issue #11): a fresh instance seeded with 100,000 feed posts, 1,000,000 likes and
// 200,000 comments (generate_series, one statement each), then the first page and a deep page (after 50 pages)
// of GET /api/feed at 50 concurrent connections with autocannon, next to the same server's /healthz in the
// same run. Target: the feed at least 0.3 of /healthz's rate and p99 at most 25 ms.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { timeStartup } from './support';

const connections = 50;
const durationSeconds = 10;

interface Load {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const result = await autocannon({ url, connections, duration: durationSeconds, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function seed(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ workspace_id: string; user_id: string }>(
      'select workspace_id, user_id from memberships limit 1',
    );
    const owner = rows[0];
    if (!owner) throw new Error('no account to seed with');
    // 100 readers who like and comment (ids made from the series so the likes can refer to them).
    await client.query(`
      insert into users (id, name, email)
      select 'bench-user-' || n, 'Reader ' || n, 'reader' || n || '@bench.example' from generate_series(1, 100) n`);
    await client.query(
      `insert into community_posts (id, workspace_id, author_id, content, hashtags, platform, variation,
         published_at, idempotency_key)
       select 'bench-post-' || n, $1, $2, 'Bench post ' || n || ' about our launch', array['#bench'],
         'instagram', 'normal', now() - (n || ' seconds')::interval, 'bench:' || n
       from generate_series(1, 100000) n`,
      [owner.workspace_id, owner.user_id],
    );
    // 1,000,000 likes: each post liked by 10 distinct readers.
    await client.query(`
      insert into feed_likes (post_id, user_id)
      select 'bench-post-' || p, 'bench-user-' || (((p * 7 + r * 13) % 100) + 1)
      from generate_series(1, 100000) p, generate_series(0, 9) r
      on conflict do nothing`);
    await client.query(`
      insert into feed_comments (id, post_id, author_id, content)
      select 'bench-comment-' || n, 'bench-post-' || ((n % 100000) + 1), 'bench-user-' || ((n % 100) + 1),
        'Nice one ' || n
      from generate_series(1, 200000) n`);
    await client.query(`
      insert into feed_post_stats (post_id, likes, comments)
      select p.id, coalesce(l.count, 0), coalesce(c.count, 0)
      from community_posts p
      left join (select post_id, count(*)::int as count from feed_likes group by post_id) l on l.post_id = p.id
      left join (select post_id, count(*)::int as count from feed_comments group by post_id) c on c.post_id = p.id
      on conflict (post_id) do update set likes = excluded.likes, comments = excluded.comments`);
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

/** Runs the benchmark; answers its figures. */
export async function run(): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'postforge-bench-feed-'));
  const server = await timeStartup({ DATA_DIR: dataDir, OPENAI_API_KEY: '', SMTP_URL: '' });
  try {
    const register = await fetch(`${server.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-postforge-csrf': '1', origin: server.baseUrl },
      body: JSON.stringify({
        name: 'Bench Owner',
        email: 'owner@bench.example',
        password: 'copper meadow lantern',
      }),
    });
    if (register.status !== 201) throw new Error(`registration failed: ${register.status}`);
    // The owner's session: the signed-in page reads the viewer's likes, bookmarks and follows (never cached).
    const cookie = register.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const seedStartedAt = performance.now();
    await seed(readFileSync(join(dataDir, 'database-url'), 'utf8').trim());
    const seedMs = Math.round(performance.now() - seedStartedAt);

    // The cursor after 50 pages of scrolling.
    let cursor = '';
    for (let page = 0; page < 50; page += 1) {
      const answer = (await (
        await fetch(`${server.baseUrl}/api/feed${cursor ? `?cursor=${cursor}` : ''}`)
      ).json()) as {
        nextCursor: string | null;
      };
      if (!answer.nextCursor) throw new Error('the feed ended before 50 pages');
      cursor = answer.nextCursor;
    }
    const healthz = await load(`${server.baseUrl}/healthz`);
    const firstPage = await load(`${server.baseUrl}/api/feed`);
    const deepPage = await load(`${server.baseUrl}/api/feed?cursor=${cursor}`);
    const signedInFirstPage = await load(`${server.baseUrl}/api/feed`, { cookie });
    const signedInDeepPage = await load(`${server.baseUrl}/api/feed?cursor=${cursor}`, { cookie });
    return {
      seedMs,
      connections,
      durationSeconds,
      healthz,
      firstPage,
      deepPage,
      signedInFirstPage,
      signedInDeepPage,
      firstPageRatio: Math.round((firstPage.requestsPerSecond / healthz.requestsPerSecond) * 100) / 100,
      deepPageRatio: Math.round((deepPage.requestsPerSecond / healthz.requestsPerSecond) * 100) / 100,
      signedInFirstPageRatio:
        Math.round((signedInFirstPage.requestsPerSecond / healthz.requestsPerSecond) * 100) / 100,
      signedInDeepPageRatio:
        Math.round((signedInDeepPage.requestsPerSecond / healthz.requestsPerSecond) * 100) / 100,
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
