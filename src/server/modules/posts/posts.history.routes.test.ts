import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostRecord } from '../../../shared/contracts/posts';
import {
  registerInvitedUser,
  registerOwner,
  setWorkspaceRole,
  type TestAccount,
} from '../../testing/accounts.factory';
import { generate } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { badCursorMessage, notEditableMessage, publishingNotDeletableMessage } from './posts.history-service';
import { viewerPostRecordMessage } from './posts.policy';
import { notDraftMessage, notScheduledMessage } from './posts.publish-service';

const boost = { enabled: false, budget: 25, duration: 3, useAITiming: true };
type Page = { posts: PostRecord[]; nextCursor: string | null };

describe('post history routes (offline providers)', () => {
  let t: TestApp;
  let owner: TestAccount;
  let other: TestAccount;
  let draft: PostRecord;
  let workspaceId: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
    other = await registerInvitedUser(t, owner.jar, { email: 'other@example.com', name: 'Other' });
    const run = await generate(t, owner.jar, {
      method: 'prompt',
      prompt: 'Our bakery opens a second shop on Main Street this Saturday with fresh sourdough',
      platforms: ['instagram', 'linkedin'],
      variations: ['normal'],
      aiImages: false,
    });
    const instagram = run.posts.find((post) => post.platform === 'instagram')!;
    const saved = await call(owner.jar, 'POST', '/api/posts/drafts', { generatedPostId: instagram.id });
    draft = saved.json<{ post: PostRecord }>().post;
    const found = await t.container.database.pool.query<{ workspace_id: string }>(
      'select workspace_id from posts where id = $1',
      [draft.id],
    );
    workspaceId = found.rows[0]!.workspace_id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  function call(
    jar: string,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) {
    return t.request({ method, url, cookies: jar, ...(payload ? { payload } : {}) });
  }
  const postOf = async (response: Awaited<ReturnType<typeof call>>) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ post: PostRecord }>().post;
  };
  const page = async (jar: string, query: string) => {
    const response = await call(jar, 'GET', `/api/posts/history?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };
  const errorOf = (response: Awaited<ReturnType<typeof call>>) =>
    response.json<{ error: { message: string } }>().error.message;
  const setStatus = (postId: string, status: string) =>
    t.container.database.pool.query('update posts set status = $2 where id = $1', [postId, status]);

  it('pages through many posts with one last-modified time by cursor, none missed or repeated', async () => {
    // 45 posts with the very same last_modified: the id breaks the tie.
    await t.container.database.pool.query(
      `insert into posts (id, workspace_id, title, content, status, platforms, variation, last_modified, created_at)
       select 'bulk-' || lpad(n::text, 3, '0'), $1, 'LinkedIn Draft Post', 'Bulk post number ' || n, 'draft',
              array['linkedin'], 'normal', '2026-01-01T10:00:00.123456Z', '2026-01-01T10:00:00Z'
       from generate_series(1, 45) as n`,
      [workspaceId],
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const next: Page = await page(
        owner.jar,
        `limit=20&platform=linkedin${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...next.posts.map((post) => post.id));
      cursor = next.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(45);
    expect(new Set(seen).size).toBe(45);
    expect(seen[0]).toBe('bulk-045');
    expect(seen.at(-1)).toBe('bulk-001');

    const bad = await call(owner.jar, 'GET', '/api/posts/history?cursor=bm9wZQ');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toBe(badCursorMessage);
  });

  it('filters by status, platform, date range and search', async () => {
    expect((await page(owner.jar, 'platform=instagram')).posts.map((post) => post.id)).toEqual([draft.id]);
    expect((await page(owner.jar, 'status=executed')).posts).toEqual([]);
    expect((await page(owner.jar, 'status=draft&limit=50')).posts).toHaveLength(46);
    const search = await page(owner.jar, `q=${encodeURIComponent('NUMBER 7')}`);
    expect(search.posts.map((post) => post.id)).toEqual(['bulk-007']);
    // LIKE wildcards are matched literally.
    expect((await page(owner.jar, 'q=%25')).posts).toEqual([]);
    const january = await page(owner.jar, 'from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z&limit=50');
    expect(january.posts).toHaveLength(45);
    expect(january.posts.every((post) => post.id.startsWith('bulk-'))).toBe(true);
  });

  it('edits, duplicates, boosts with the history ranges, and deletes with its rules', async () => {
    const edited = await postOf(
      await call(owner.jar, 'PATCH', `/api/posts/${draft.id}`, {
        title: 'Opening day',
        content: 'Fresh sourdough on Main Street from Saturday.',
        hashtags: ['#bakery'],
      }),
    );
    expect(edited).toMatchObject({ title: 'Opening day', hashtags: ['#bakery'], status: 'draft' });
    expect(Date.parse(edited.lastModified)).toBeGreaterThan(Date.parse(draft.lastModified));
    // The most recently changed post leads the list.
    expect((await page(owner.jar, 'limit=1')).posts[0]!.id).toBe(draft.id);

    const copy = await postOf(await call(owner.jar, 'POST', `/api/posts/${draft.id}/duplicate`));
    expect(copy).toMatchObject({
      title: 'Instagram Draft Post',
      content: edited.content,
      hashtags: ['#bakery'],
      status: 'draft',
      generatedPostId: null,
    });
    expect(copy.id).not.toBe(draft.id);

    const boosted = await postOf(
      await call(owner.jar, 'PUT', `/api/posts/${copy.id}/boost`, {
        boost: { enabled: true, budget: 4999, duration: 14, useAITiming: false },
      }),
    );
    expect(boosted.boostSettings).toEqual({ enabled: true, budget: 5000, duration: 14, useAITiming: false });
    const capped = await postOf(
      await call(owner.jar, 'PUT', `/api/posts/${copy.id}/boost`, {
        boost: { enabled: true, budget: 20000, duration: 1, useAITiming: true },
      }),
    );
    expect(capped.boostSettings?.budget).toBe(10_000);

    await setStatus(copy.id, 'executed');
    const refused = await call(owner.jar, 'PATCH', `/api/posts/${copy.id}`, { content: 'Changed' });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toBe(notEditableMessage);

    await setStatus(copy.id, 'publishing');
    const busy = await call(owner.jar, 'DELETE', `/api/posts/${copy.id}`);
    expect(busy.statusCode).toBe(409);
    expect(errorOf(busy)).toBe(publishingNotDeletableMessage);
    await setStatus(copy.id, 'failed');
    const deleted = await call(owner.jar, 'DELETE', `/api/posts/${copy.id}`);
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await call(owner.jar, 'GET', `/api/posts/${copy.id}`)).statusCode).toBe(404);
  });

  it('schedules a draft, moves it later so the old job leaves it, then publishes a copy now', async () => {
    const soon = new Date(Date.now() + 2000).toISOString();
    const scheduled = await postOf(
      await call(owner.jar, 'POST', `/api/posts/${draft.id}/publish`, {
        mode: 'schedule',
        scheduledFor: soon,
        timeZone: 'Europe/Berlin',
        destinations: ['community'],
        boost,
      }),
    );
    expect(scheduled).toMatchObject({
      status: 'scheduled',
      title: 'Instagram Post',
      timeZone: 'Europe/Berlin',
    });
    const again = await call(owner.jar, 'POST', `/api/posts/${draft.id}/publish`, {
      mode: 'now',
      timeZone: 'UTC',
      destinations: ['community'],
      boost,
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe(notDraftMessage);

    const later = new Date(Date.now() + 3_600_000);
    const moved = await postOf(
      await call(owner.jar, 'POST', `/api/posts/${draft.id}/reschedule`, {
        scheduledFor: later.toISOString(),
        timeZone: 'Europe/Berlin',
      }),
    );
    expect(moved.scheduledFor).toBe(later.toISOString());
    // Past the old time (and the job's tolerance): the job queued for it left the post scheduled.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const read = await postOf(await call(owner.jar, 'GET', `/api/posts/${draft.id}`));
    expect(read).toMatchObject({ status: 'scheduled', executedAt: null });

    const calendar = await call(
      owner.jar,
      'GET',
      `/api/posts/calendar?from=${new Date(later.getTime() - 60_000).toISOString()}&to=${new Date(later.getTime() + 60_000).toISOString()}`,
    );
    expect(calendar.json<{ posts: PostRecord[] }>().posts.map((post) => post.id)).toEqual([draft.id]);
    const wide = await call(
      owner.jar,
      'GET',
      '/api/posts/calendar?from=2026-01-01T00:00:00Z&to=2026-06-01T00:00:00Z',
    );
    expect(wide.statusCode).toBe(400);

    const copy = await postOf(await call(owner.jar, 'POST', `/api/posts/${draft.id}/duplicate`));
    await postOf(
      await call(owner.jar, 'POST', `/api/posts/${copy.id}/publish`, {
        mode: 'now',
        timeZone: 'UTC',
        destinations: ['community'],
        boost,
      }),
    );
    const deadline = Date.now() + 15_000;
    let published = await postOf(await call(owner.jar, 'GET', `/api/posts/${copy.id}`));
    while (published.status !== 'executed' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      published = await postOf(await call(owner.jar, 'GET', `/api/posts/${copy.id}`));
    }
    expect(published.status).toBe('executed');
    const notScheduled = await call(owner.jar, 'POST', `/api/posts/${copy.id}/reschedule`, {
      scheduledFor: later.toISOString(),
      timeZone: 'UTC',
    });
    expect(notScheduled.statusCode).toBe(409);
    expect(errorOf(notScheduled)).toBe(notScheduledMessage);
  }, 40_000);

  it("answers 404 for another workspace's posts and refuses viewers", async () => {
    expect((await page(other.jar, '')).posts).toEqual([]);
    for (const [method, url, payload] of [
      ['PATCH', `/api/posts/${draft.id}`, { content: 'Mine now' }],
      ['POST', `/api/posts/${draft.id}/duplicate`, undefined],
      ['DELETE', `/api/posts/${draft.id}`, undefined],
      ['PUT', `/api/posts/${draft.id}/boost`, { boost }],
    ] as const) {
      expect((await call(other.jar, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    await setWorkspaceRole(t, owner, 'viewer');
    try {
      const refused = await call(owner.jar, 'POST', `/api/posts/${draft.id}/duplicate`);
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused)).toBe(viewerPostRecordMessage);
      expect((await call(owner.jar, 'DELETE', `/api/posts/${draft.id}`)).statusCode).toBe(403);
      expect((await page(owner.jar, 'limit=1')).posts).toHaveLength(1);
    } finally {
      await setWorkspaceRole(t, owner, 'owner');
    }
  });
});
