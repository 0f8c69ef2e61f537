import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  readInstance,
  registerInvitedUser,
  registerOwner,
  type TestAccount,
} from '../../testing/accounts.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

const ownerOnlyMessage = 'Only the owner of this Postforge instance can do this.';

/** A valid request for every owner-only endpoint (a new /api/admin endpoint must be added here). */
const adminRequests: Record<string, { method: 'GET' | 'PUT' | 'POST'; url: string; payload?: object }> = {
  'GET /api/admin/instance': { method: 'GET', url: '/api/admin/instance' },
  'GET /api/admin/public-forms': { method: 'GET', url: '/api/admin/public-forms' },
  'GET /api/admin/public-forms/subscribers.csv': {
    method: 'GET',
    url: '/api/admin/public-forms/subscribers.csv',
  },
  'PUT /api/admin/registration': { method: 'PUT', url: '/api/admin/registration', payload: { isOpen: true } },
  'GET /api/admin/platform-clients': { method: 'GET', url: '/api/admin/platform-clients' },
  'PUT /api/admin/platform-clients/{platform}': {
    method: 'PUT',
    url: '/api/admin/platform-clients/twitter',
    payload: { clientId: 'someone-elses-app' },
  },
  'POST /api/admin/invitations': {
    method: 'POST',
    url: '/api/admin/invitations',
    payload: { email: 'guest@example.com' },
  },
};

describe('instance: owner-only endpoints', () => {
  let t: TestApp;
  let owner: TestAccount;
  let member: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
    member = await registerInvitedUser(t, owner.jar, { email: 'member@example.com' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('covers every /api/admin endpoint the API documents', async () => {
    const document = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const documented = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      );
    expect(documented.sort()).toEqual(Object.keys(adminRequests).sort());
  });

  it.each(Object.keys(adminRequests))('%s answers 403 to a signed-in non-owner', async (name) => {
    const response = await t.request({ ...adminRequests[name], cookies: member.jar });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({ code: 'forbidden', message: ownerOnlyMessage });
  });

  it.each(Object.keys(adminRequests))('%s answers 401 when signed out', async (name) => {
    const response = await t.request({ ...adminRequests[name] });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthenticated');
  });

  it('changed nothing for the refused callers', async () => {
    const overview = await readInstance(t, owner.jar);
    expect(overview.isRegistrationOpen).toBe(false);
    expect(overview.invitations.map((row) => row.email)).toEqual(['member@example.com']);
    expect(overview.outbox.map((mail) => mail.to)).toEqual(['member@example.com']);
  });

  it('shows the owner the instance overview', async () => {
    const overview = await readInstance(t, owner.jar);
    expect(overview).toMatchObject({
      isRegistrationOpen: false,
      isSmtpConfigured: false,
      waitlist: [],
      invitations: [expect.objectContaining({ email: 'member@example.com', acceptedAt: expect.any(String) })],
    });
    expect(overview.outbox[0]).toMatchObject({
      to: 'member@example.com',
      subject: 'Your invitation to Postforge',
      transport: 'outbox',
      status: 'stored',
      error: null,
    });
  });

  it('refuses to invite an invalid address or one that already has an account', async () => {
    const invalid = await t.request({
      method: 'POST',
      url: '/api/admin/invitations',
      cookies: owner.jar,
      payload: { email: 'nope' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toBe('Please enter a valid email address.');

    const existing = await t.request({
      method: 'POST',
      url: '/api/admin/invitations',
      cookies: owner.jar,
      payload: { email: 'MEMBER@example.com' },
    });
    expect(existing.statusCode).toBe(409);
    expect(existing.json().error.message).toBe('This address already has an account.');
    expect((await readInstance(t, owner.jar)).invitations).toHaveLength(1);
  });

  it('invites with a link valid for 14 days', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/admin/invitations',
      cookies: owner.jar,
      payload: { email: 'guest@example.com' },
    });
    expect(response.statusCode).toBe(201);
    const { invitation, link } = response.json<{
      invitation: { createdAt: string; expiresAt: string };
      link: string;
    }>();
    expect(link).toMatch(/^http:\/\/localhost:3000\/\?invite=[\w-]{40,}$/);
    const days = (Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(14, 2);
  });
});
