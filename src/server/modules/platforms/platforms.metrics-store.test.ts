import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client';
import * as schema from '../../db/schema';
import { openTestDatabase } from '../../testing/test-database';
import { createMetricsStore } from './platforms.metrics-store';

/**
 * The metrics job's pass reads post_publish_attempts by state and update time: the planner can answer it from
 * `post_publish_attempts_state_updated_idx` (migration 0029) instead of reading the whole table. The query is the
 * store's own, captured as Drizzle sends it, with its parameters.
 */
describe('platforms: the metrics pass query has an index', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it("the due publications' query is planned on the state and update-time index", async () => {
    const sent: { sql: string; params: unknown[] }[] = [];
    const db = drizzle(database.pool, {
      schema,
      logger: { logQuery: (sql, params) => sent.push({ sql, params }) },
    }) as unknown as Database;
    const now = Date.now();
    await createMetricsStore(db).listDue(new Date(now - 30 * 86_400_000), new Date(now - 60_000), 2000);
    expect(sent).toHaveLength(1);
    const client = await database.pool.connect();
    try {
      await client.query('begin');
      // On an empty table a sequential scan is cheapest: take it off so the plan shows what the index offers.
      await client.query('set local enable_seqscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain ${sent[0]!.sql}`,
        sent[0]!.params,
      );
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(plan).toContain('post_publish_attempts_state_updated_idx');
      expect(plan).not.toMatch(/Seq Scan on post_publish_attempts/u);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});
