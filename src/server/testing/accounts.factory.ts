import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { SessionInfo } from '../../shared/contracts/accounts';
import type { ResponseOf } from '../../shared/contracts/contract';
import type { getInstanceContract } from '../../shared/contracts/instance';
import { cookiesFrom, type TestApp } from './test-app';

/** A password that passes every rule (length, not common). */
export const testPassword = 'a long enough passphrase';

/** A registered or logged-in account in a test: its address, password and cookie jar. */
export interface TestAccount {
  email: string;
  password: string;
  jar: string;
  session: SessionInfo;
}

/** A settable clock for createTestApp: starts at the real time, `advance` moves it forward. */
export function createTestClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advanceMinutes(minutes: number) {
      offsetMs += minutes * 60_000;
    },
    advanceDays(days: number) {
      offsetMs += days * 24 * 60 * 60_000;
    },
    reset() {
      offsetMs = 0;
    },
  };
}

function expectStatus(response: LightMyRequestResponse, status: number): void {
  expect(response.statusCode, response.body).toBe(status);
}

/** Registers the first account of a fresh instance (it becomes the instance owner). */
export async function registerOwner(
  t: TestApp,
  overrides: { name?: string; email?: string; password?: string } = {},
): Promise<TestAccount> {
  const email = overrides.email ?? 'owner@example.com';
  const password = overrides.password ?? testPassword;
  const response = await t.request({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: overrides.name ?? 'Owner', email, password },
  });
  expectStatus(response, 201);
  return { email, password, jar: cookiesFrom(response), session: response.json<SessionInfo>() };
}

/** Registers a further account through an invitation the owner (signed in as `ownerJar`) sends. */
export async function registerInvitedUser(
  t: TestApp,
  ownerJar: string,
  overrides: { name?: string; email: string; password?: string },
): Promise<TestAccount> {
  const invitationToken = await inviteAddress(t, ownerJar, overrides.email);
  const password = overrides.password ?? testPassword;
  const response = await t.request({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: overrides.name ?? 'Member', email: overrides.email, password, invitationToken },
  });
  expectStatus(response, 201);
  return {
    email: overrides.email,
    password,
    jar: cookiesFrom(response),
    session: response.json<SessionInfo>(),
  };
}

/** The owner invites an address; answers the single-use token taken from the returned link. */
export async function inviteAddress(t: TestApp, ownerJar: string, email: string): Promise<string> {
  const response = await t.request({
    method: 'POST',
    url: '/api/admin/invitations',
    cookies: ownerJar,
    payload: { email },
  });
  expectStatus(response, 201);
  const link = response.json<{ link: string }>().link;
  const token = new URL(link).searchParams.get('invite');
  if (!token) throw new Error(`invitation link without a token: ${link}`);
  return token;
}

/** Logs in (a fresh browser unless `jar` is given); answers the response and the resulting cookie jar. */
export async function logIn(
  t: TestApp,
  input: { email: string; password: string; rememberMe?: boolean; jar?: string },
): Promise<{ response: LightMyRequestResponse; jar: string }> {
  const response = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    cookies: input.jar,
    payload: { email: input.email, password: input.password, rememberMe: input.rememberMe ?? false },
  });
  return { response, jar: cookiesFrom(response, input.jar) };
}

/** The e-mail address the cookie jar is signed in as, or null when signed out. */
export async function signedInEmail(t: TestApp, jar: string): Promise<string | null> {
  const response = await t.request({ method: 'GET', url: '/api/session', cookies: jar });
  expectStatus(response, 200);
  return response.json<SessionInfo>().user?.email ?? null;
}

/** The Set-Cookie line of the session token cookie of a response. */
export function sessionCookieLine(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [header] : [];
  const line = list.find((cookie) => cookie.includes('postforge.session_token='));
  if (!line) throw new Error(`no session cookie in ${JSON.stringify(list)}`);
  return line;
}

/** The owner's Instance overview (registration setting, waitlist, invitations, outbox). */
export type InstanceOverview = ResponseOf<typeof getInstanceContract>;

/** Reads the Instance overview as the owner signed in as `ownerJar`. */
export async function readInstance(t: TestApp, ownerJar: string): Promise<InstanceOverview> {
  const response = await t.request({ method: 'GET', url: '/api/admin/instance', cookies: ownerJar });
  expectStatus(response, 200);
  return response.json<InstanceOverview>();
}

/**
 * Gives an account another role in its workspace (there is no endpoint for roles yet). The role is read on every
 * request, so the account's cookie jar acts with the new role at once.
 */
export async function setWorkspaceRole(
  t: TestApp,
  account: TestAccount,
  role: 'owner' | 'editor' | 'viewer',
): Promise<void> {
  const userId = account.session.user?.id;
  const workspaceId = account.session.workspace?.id;
  if (!userId || !workspaceId) throw new Error(`${account.email} has no session`);
  const result = await t.container.database.pool.query(
    'update memberships set role = $1 where user_id = $2 and workspace_id = $3',
    [role, userId, workspaceId],
  );
  expect(result.rowCount).toBe(1);
}
