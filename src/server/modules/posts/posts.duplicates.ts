import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** The spec's duplicate rule: the same content on the same platform within 10 s is posted once. */
export const duplicateWindowMs = 10_000;
/** What a second Post now of the same content and platform within the window is told. */
export const duplicatePostMessage =
  'The same content was just posted to this platform. Wait 10 seconds before posting it again.';

/**
 * Inside the transaction that stores a Post now: takes a transaction-scoped advisory lock on (workspace,
 * platform, content), so two requests at the same time are checked one after the other, then answers whether
 * the workspace has a post of that content and platform going out (or gone out) within 10 s of `now`. The
 * lock ends with the transaction, after the new post is committed and visible to the next request.
 */
export async function hasRecentDuplicate(
  tx: Pick<Database, 'execute'>,
  input: { workspaceId: string; platform: string; content: string; now: Date },
): Promise<boolean> {
  const { workspaceId, platform, content, now } = input;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${JSON.stringify([workspaceId, platform, content])}, 0))`,
  );
  const from = new Date(now.getTime() - duplicateWindowMs).toISOString();
  const to = new Date(now.getTime() + duplicateWindowMs).toISOString();
  const result = (await tx.execute(sql`
    select 1 from posts
     where workspace_id = ${workspaceId}
       and ${platform} = any(platforms)
       and content = ${content}
       and status in ('scheduled', 'publishing', 'executed')
       and (scheduled_for between ${from}::timestamptz and ${to}::timestamptz
            or executed_at between ${from}::timestamptz and ${to}::timestamptz)
     limit 1`)) as { rows: unknown[] };
  return result.rows.length > 0;
}
