import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inviteAddress, testPassword, type TestAccount } from '../../testing/accounts.factory';
import { cookiesFrom, createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Registration writes a user, a credential, a session, a workspace with its membership and preferences, the
 * instance ownership and the invitation's use. These tests make one of those writes fail (a trigger that
 * raises) and check that none of the others remains.
 */
describe('accounts: a registration commits whole or not at all', () => {
  let t: TestApp;
  let owner: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    await t.container.database.pool.query('DROP TRIGGER IF EXISTS fail_here ON workspaces');
    await t.container.database.pool.query('DROP TRIGGER IF EXISTS fail_here ON memberships');
    await t.container.database.pool.query('DROP TRIGGER IF EXISTS fail_here ON invitations');
  });

  /** Makes the next write of `operation` on `table` fail, as a full disk or a lost connection would. */
  async function failOn(table: 'workspaces' | 'memberships' | 'invitations', operation: 'INSERT' | 'UPDATE') {
    const { pool } = t.container.database;
    await pool.query(`CREATE OR REPLACE FUNCTION fail_here() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'forced failure'; END $$`);
    await pool.query(
      `CREATE TRIGGER fail_here BEFORE ${operation} ON ${table} FOR EACH ROW EXECUTE FUNCTION fail_here()`,
    );
  }

  async function countRows(): Promise<Record<string, number>> {
    const { rows } = await t.container.database.pool.query<Record<string, string>>(`SELECT
      (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM credentials) AS credentials,
      (SELECT count(*) FROM sessions) AS sessions, (SELECT count(*) FROM workspaces) AS workspaces,
      (SELECT count(*) FROM memberships) AS memberships, (SELECT count(*) FROM user_preferences) AS preferences`);
    return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([name, value]) => [name, Number(value)]));
  }

  const register = (payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/auth/register', payload: { name: 'Someone', ...payload } });
  const registrationMode = async (invite?: string) =>
    (await t.request({ method: 'GET', url: `/api/registration${invite ? `?invite=${invite}` : ''}` })).json<{
      mode: string;
    }>().mode;

  it('leaves no user, credential or session when the workspace cannot be created, and stays in owner set-up', async () => {
    await failOn('workspaces', 'INSERT');
    const failed = await register({ email: 'owner@example.com', password: testPassword });
    expect(failed.statusCode).toBe(500);
    expect(failed.headers['set-cookie']).toBeUndefined();
    expect(await countRows()).toEqual({
      users: 0,
      credentials: 0,
      sessions: 0,
      workspaces: 0,
      memberships: 0,
      preferences: 0,
    });
    expect(await registrationMode()).toBe('owner-setup');
    const { rows } = await t.container.database.pool.query('SELECT owner_user_id FROM instance_settings');
    expect(rows[0]?.owner_user_id).toBeNull();

    await t.container.database.pool.query('DROP TRIGGER fail_here ON workspaces');
    const retried = await register({ email: 'owner@example.com', password: testPassword });
    expect(retried.statusCode).toBe(201);
    expect(retried.json().user).toMatchObject({ email: 'owner@example.com', isInstanceOwner: true });
    owner = {
      email: 'owner@example.com',
      password: testPassword,
      jar: cookiesFrom(retried),
      session: retried.json(),
    };
  });

  it('keeps an invitation unused and creates nothing when a later write fails', async () => {
    const before = await countRows();
    for (const [table, operation] of [
      ['memberships', 'INSERT'],
      ['invitations', 'UPDATE'],
    ] as const) {
      const token = await inviteAddress(t, owner.jar, `${table}@example.com`);
      await failOn(table, operation);
      const failed = await register({
        email: `${table}@example.com`,
        password: testPassword,
        invitationToken: token,
      });
      expect(failed.statusCode, table).toBe(500);
      expect(await countRows()).toEqual(before);
      await t.container.database.pool.query(`DROP TRIGGER fail_here ON ${table}`);
      expect(await registrationMode(token)).toBe('invitation');

      const retried = await register({
        email: `${table}@example.com`,
        password: testPassword,
        invitationToken: token,
      });
      expect(retried.statusCode, table).toBe(201);
      expect(await registrationMode(token)).toBe('waitlist');
      Object.assign(before, await countRows());
    }
  });
});

describe('accounts: two first registrations at once', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('make exactly one owner; the other is refused and leaves nothing behind', async () => {
    const answers = await Promise.all(
      ['first@example.com', 'second@example.com'].map((email) =>
        t.request({
          method: 'POST',
          url: '/api/auth/register',
          payload: { name: 'Racer', email, password: testPassword },
        }),
      ),
    );
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 403]);
    const { rows } = await t.container.database.pool.query<{ count: string }>('SELECT count(*) FROM users');
    expect(Number(rows[0]?.count)).toBe(1);
  });
});
