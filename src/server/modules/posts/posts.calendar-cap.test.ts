import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostRecord } from '../../../shared/contracts/posts';
import { calendarRangeLimit } from '../../../shared/contracts/posts-history';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

type Range = { posts: PostRecord[]; isTruncated: boolean };

/*
 * A calendar range answers at most calendarRangeLimit (500) posts by time; when it holds more, the answer says
 * so (`isTruncated`) and the calendar shows a notice instead of leaving them out silently.
 */
describe('calendar range cap', () => {
  let t: TestApp;
  let owner: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** Stores `count` published posts of the owner's workspace, one a minute from `start`. */
  const insertPublished = (count: number, start: string) =>
    t.container.database.pool.query(
      `insert into posts (id, workspace_id, title, content, status, platforms, variation, executed_at)
       select gen_random_uuid()::text, $1, 'Instagram Post', 'Post ' || n, 'executed', array['instagram'],
              'normal', $3::timestamptz + n * interval '1 minute'
       from generate_series(1, $2::int) as n`,
      [owner.session.workspace?.id, count, start],
    );
  const range = async (from: string, to: string) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/posts/calendar?from=${from}&to=${to}`,
      cookies: owner.jar,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Range>();
  };

  it('says when a range holds more posts than it answers, and answers the earliest ones', async () => {
    await insertPublished(calendarRangeLimit, '2025-03-01T00:00:00Z');
    const full = await range('2025-03-01T00:00:00Z', '2025-03-08T00:00:00Z');
    expect(full.posts).toHaveLength(calendarRangeLimit);
    expect(full.isTruncated).toBe(false);

    await insertPublished(1, '2025-03-06T00:00:00Z');
    const over = await range('2025-03-01T00:00:00Z', '2025-03-08T00:00:00Z');
    expect(over.posts).toHaveLength(calendarRangeLimit);
    expect(over.isTruncated).toBe(true);
    expect(over.posts.at(-1)?.content).toBe(`Post ${calendarRangeLimit}`);

    const later = await range('2025-03-06T00:00:00Z', '2025-03-08T00:00:00Z');
    expect(later).toMatchObject({ isTruncated: false });
    expect(later.posts).toHaveLength(1);
  });
});
