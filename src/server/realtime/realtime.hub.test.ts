import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../testing/test-database';
import {
  assertChannel,
  createRealtimeHub,
  encodePayload,
  maxPayloadBytes,
  realtimeChannels,
  reconnectDelayMs,
  type RealtimeHub,
  type RealtimePayload,
} from './realtime.hub';

/** Resolves with the first payload `hub` receives on `channel` that `match` accepts. */
function nextPayload(
  hub: RealtimeHub,
  channel: string,
  match: (payload: RealtimePayload) => boolean = () => true,
  timeoutMs = 5000,
): Promise<RealtimePayload> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`no notice on ${channel} within ${timeoutMs} ms`));
    }, timeoutMs);
    const unsubscribe = hub.subscribe(channel, (payload) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(payload);
    });
  });
}

describe('realtime hub helpers', () => {
  it('accepts plain identifiers as channels and refuses anything else', () => {
    expect(() => assertChannel(realtimeChannels.userEvents)).not.toThrow();
    expect(() => assertChannel('pf_user_42')).not.toThrow();
    for (const bad of ['', 'Upper', 'a-b', 'x"; drop table users; --', '1abc', 'a'.repeat(64)]) {
      expect(() => assertChannel(bad)).toThrow(/invalid realtime channel/);
    }
  });

  it('refuses payloads PostgreSQL would refuse (8000 bytes or more)', () => {
    expect(encodePayload({ postId: 'p1' })).toBe('{"postId":"p1"}');
    const fits = { s: 'x'.repeat(maxPayloadBytes - '{"s":""}'.length) };
    expect(Buffer.byteLength(encodePayload(fits))).toBe(maxPayloadBytes);
    expect(() => encodePayload({ s: 'x'.repeat(maxPayloadBytes) })).toThrow(/too large/);
    // Bytes, not characters: 'é' is two bytes in UTF-8.
    expect(() => encodePayload({ s: 'é'.repeat(4000) })).toThrow(/too large/);
  });

  it('backs off from 250 ms doubling up to 10 s, with jitter', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 5, 6, 20].map((attempt) => reconnectDelayMs(attempt, middle))).toEqual([
      250, 500, 1000, 2000, 8000, 10_000, 10_000,
    ]);
    expect(reconnectDelayMs(0, () => 0)).toBe(200);
    expect(reconnectDelayMs(0, () => 1)).toBe(300);
  });
});

describe('realtime hub across processes (two pools on one database)', () => {
  let database: DatabaseHandle;
  let otherPool: pg.Pool;
  let first: RealtimeHub;
  let second: RealtimeHub;

  beforeAll(async () => {
    database = await openTestDatabase();
    otherPool = new pg.Pool({ connectionString: database.url, max: 2 });
    first = createRealtimeHub({ url: database.url, pool: database.pool, reconnectDelay: () => 50 });
    second = createRealtimeHub({ url: database.url, pool: otherPool, reconnectDelay: () => 50 });
  });

  afterAll(async () => {
    await first.close();
    await second.close();
    await otherPool.end();
    await database.close();
  });

  const listenerPids = async () => {
    const { rows } = await database.pool.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE application_name = 'postforge-realtime' AND datname = current_database()`,
    );
    return rows.map((row) => row.pid);
  };

  it('opens no listening connection before the first subscriber', async () => {
    await first.publish(realtimeChannels.feed, { nobody: true });
    expect(await listenerPids()).toEqual([]);
  });

  it('delivers a notice published by one hub to the other, and to itself', async () => {
    const onSecond = nextPayload(second, realtimeChannels.userEvents);
    const onFirst = nextPayload(first, realtimeChannels.userEvents);
    await Promise.all([first.ready(), second.ready()]);
    // One dedicated connection per hub, whatever the number of subscribers.
    expect(await listenerPids()).toHaveLength(2);
    await first.publish(realtimeChannels.userEvents, { type: 'postPublished', postId: 'p1' });
    await expect(onSecond).resolves.toEqual({ type: 'postPublished', postId: 'p1' });
    await expect(onFirst).resolves.toEqual({ type: 'postPublished', postId: 'p1' });
  });

  it('keeps channels apart and stops delivering after unsubscribe', async () => {
    const feed: RealtimePayload[] = [];
    const events: RealtimePayload[] = [];
    const stopFeed = second.subscribe(realtimeChannels.feed, (payload) => feed.push(payload));
    const stopEvents = second.subscribe(realtimeChannels.userEvents, (payload) => events.push(payload));
    await second.ready();
    const marker = nextPayload(second, realtimeChannels.userEvents, (payload) => payload['n'] === 2);
    await first.publish(realtimeChannels.feed, { n: 1 });
    await first.publish(realtimeChannels.userEvents, { n: 2 });
    await marker;
    expect(feed).toEqual([{ n: 1 }]);
    expect(events).toEqual([{ n: 2 }]);
    stopFeed();
    stopEvents();
    const after = nextPayload(second, realtimeChannels.userEvents, (payload) => payload['n'] === 4);
    await second.ready();
    await first.publish(realtimeChannels.feed, { n: 3 });
    await first.publish(realtimeChannels.userEvents, { n: 4 });
    await after;
    expect(feed).toEqual([{ n: 1 }]);
    expect(events).toEqual([{ n: 2 }]);
  });

  it('sends a notice published inside a transaction at commit, and none on rollback', async () => {
    const received: RealtimePayload[] = [];
    const stop = second.subscribe(realtimeChannels.feed, (payload) => received.push(payload));
    await second.ready();
    await expect(
      database.db.transaction(async (tx) => {
        await first.publish(realtimeChannels.feed, { tx: 'rolled back' }, tx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const committed = nextPayload(second, realtimeChannels.feed, (payload) => payload['tx'] === 'committed');
    await database.db.transaction(async (tx) => {
      await first.publish(realtimeChannels.feed, { tx: 'committed' }, tx);
      await tx.execute(sql`select pg_sleep(0.05)`);
      // Not out before the commit.
      expect(received).toEqual([]);
    });
    await committed;
    expect(received).toEqual([{ tx: 'committed' }]);
    stop();
  });

  it('reconnects after the listening connection is killed, listens again and asks for a re-sync', async () => {
    let resyncs = 0;
    const received: RealtimePayload[] = [];
    const stop = second.subscribe(realtimeChannels.userEvents, (payload) => received.push(payload), {
      onResync: () => {
        resyncs += 1;
      },
    });
    const stopFirst = first.subscribe(realtimeChannels.feed, () => undefined);
    await Promise.all([first.ready(), second.ready()]);
    const before = await listenerPids();
    expect(before).toHaveLength(2);
    await otherPool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid = ANY($1::int[])`,
      [before],
    );
    // Both hubs lost their connection: wait until both are back (new pids).
    await expect
      .poll(
        async () => {
          const now = await listenerPids();
          return now.length === 2 && now.every((pid) => !before.includes(pid));
        },
        { timeout: 10_000, interval: 50 },
      )
      .toBe(true);
    await expect.poll(() => resyncs, { timeout: 5000 }).toBe(1);
    await second.ready();
    await first.publish(realtimeChannels.userEvents, { after: 'reconnect' });
    await expect.poll(() => received, { timeout: 5000 }).toEqual([{ after: 'reconnect' }]);
    stop();
    stopFirst();
  });

  it('refuses bad channels and oversized payloads before reaching the database', async () => {
    await expect(first.publish('bad channel', {})).rejects.toThrow(/invalid realtime channel/);
    await expect(first.publish(realtimeChannels.feed, { s: 'x'.repeat(9000) })).rejects.toThrow(/too large/);
    expect(() => first.subscribe('Robert"); --', () => undefined)).toThrow(/invalid realtime channel/);
  });

  it('ends its connection on close and ignores later subscribers', async () => {
    const hub = createRealtimeHub({ url: database.url, pool: database.pool });
    hub.subscribe(realtimeChannels.feed, () => undefined);
    await hub.ready();
    expect(await listenerPids()).toHaveLength(3);
    await hub.close();
    await expect.poll(async () => (await listenerPids()).length, { timeout: 5000 }).toBe(2);
    hub.subscribe(realtimeChannels.feed, () => undefined);
    await hub.ready();
    expect(await listenerPids()).toHaveLength(2);
  });
});
