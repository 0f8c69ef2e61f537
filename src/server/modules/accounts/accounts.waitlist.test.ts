import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readInstance, registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('accounts: waitlist', () => {
  let t: TestApp;
  let owner: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const join = (payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/waitlist', payload });

  it('adds a signed-out visitor to the waitlist the owner reads, wanting updates by default', async () => {
    const response = await join({ email: 'Fan@Example.com' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });

    const { waitlist } = await readInstance(t, owner.jar);
    expect(waitlist).toEqual([
      expect.objectContaining({ email: 'fan@example.com', wantsUpdates: true, invitedAt: null }),
    ]);
  });

  it('keeps one entry when the same address joins again, with the latest updates choice', async () => {
    const again = await join({ email: 'fan@example.com', wantsUpdates: false });
    expect(again.statusCode).toBe(201);
    const { waitlist } = await readInstance(t, owner.jar);
    expect(waitlist.filter((entry) => entry.email === 'fan@example.com')).toEqual([
      expect.objectContaining({ wantsUpdates: false }),
    ]);
  });

  it('lists every address that joined', async () => {
    expect((await join({ email: 'quiet@example.com', wantsUpdates: false })).statusCode).toBe(201);
    const { waitlist } = await readInstance(t, owner.jar);
    expect(waitlist.map((entry) => entry.email).sort()).toEqual(['fan@example.com', 'quiet@example.com']);
  });

  it('refuses an address that is not email-shaped or missing with 400 and stores nothing', async () => {
    const invalid = await join({ email: 'fan@example' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toMatchObject({
      code: 'validation_failed',
      message: 'Please enter a valid email address.',
      fields: { email: 'Please enter a valid email address.' },
    });
    const missing = await join({ email: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Email is required');
    const wrongType = await join({ email: 'ok@example.com', wantsUpdates: 'yes' });
    expect(wrongType.statusCode).toBe(400);

    const { waitlist } = await readInstance(t, owner.jar);
    expect(waitlist).toHaveLength(2);
  });
});
