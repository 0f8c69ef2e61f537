import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../../shared/contracts/accounts';
import type { GeneratedPost } from '../../../shared/contracts/generation';
import type { PostRecord } from '../../../shared/contracts/posts';
import { unknownTimeZoneMessage } from '../../../shared/domain/time-zones';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { generate } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

const boost = { enabled: false, budget: 5, duration: 3, useAITiming: false };

describe("posts: the user's stored time zone reads every chosen wall-clock time", () => {
  let t: TestApp;
  let owner: TestAccount;
  let generated: GeneratedPost[];

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
    const run = await generate(t, owner.jar, {
      method: 'prompt',
      prompt: 'Our bakery opens a second shop on Main Street this Saturday with fresh sourdough',
      platforms: ['instagram', 'linkedin'],
      variations: ['normal'],
      aiImages: false,
    });
    generated = run.posts;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const session = async () =>
    (await t.request({ method: 'GET', url: '/api/session', cookies: owner.jar })).json<SessionInfo>();
  const savePreferences = (payload: object) =>
    t.request({ method: 'PUT', url: '/api/preferences', cookies: owner.jar, payload });

  it('has no zone until one is saved; an unknown zone is refused', async () => {
    expect((await session()).timeZone).toBeNull();
    const refused = await savePreferences({ timeZone: 'Mars/Olympus' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(unknownTimeZoneMessage);
    expect((await session()).timeZone).toBeNull();
  });

  it('stores the zone on the account and answers it in the session', async () => {
    const saved = await savePreferences({ timeZone: 'Pacific/Auckland' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ timeZone: 'Pacific/Auckland', theme: 'system' });
    expect((await session()).timeZone).toBe('Pacific/Auckland');
    const row = await t.container.database.pool.query<{ time_zone: string }>(
      'select time_zone from users where email = $1',
      ['owner@example.com'],
    );
    expect(row.rows[0]?.time_zone).toBe('Pacific/Auckland');
  });

  it('schedules 09:00 after the Auckland DST change at 09:00 NZDT, whatever zone the browser sends', async () => {
    const answer = await t.request({
      method: 'POST',
      url: '/api/posts/publish',
      cookies: owner.jar,
      payload: {
        generatedPostId: generated[0]!.id,
        mode: 'schedule',
        localTime: { date: '2027-09-27', time: '09:00' },
        timeZone: 'America/New_York',
        destinations: ['community'],
        boost,
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const post = answer.json<{ post: PostRecord }>().post;
    expect(post.timeZone).toBe('Pacific/Auckland');
    // NZDT is UTC+13 from 2027-09-26: 09:00 on the 27th is 20:00 UTC on the 26th.
    expect(post.scheduledFor).toBe('2027-09-26T20:00:00.000Z');

    // Rescheduled to the night of the change, into the skipped hour: 02:30 becomes 03:30 NZDT.
    const moved = await t.request({
      method: 'POST',
      url: `/api/posts/${post.id}/reschedule`,
      cookies: owner.jar,
      payload: { localTime: { date: '2027-09-26', time: '02:30' }, timeZone: 'America/New_York' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<{ post: PostRecord }>().post.scheduledFor).toBe('2027-09-25T14:30:00.000Z');
  });

  it('refuses a schedule without any time', async () => {
    const answer = await t.request({
      method: 'POST',
      url: '/api/posts/publish',
      cookies: owner.jar,
      payload: { generatedPostId: generated[1]!.id, mode: 'schedule', destinations: ['community'], boost },
    });
    expect(answer.statusCode).toBe(400);
  });
});
