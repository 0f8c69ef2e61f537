import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessage, NewsletterSubscriber } from '../../../shared/contracts/public-forms';
import { newsletterSubscribers } from '../../db/schema';
import { registerInvitedUser, registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

const contact = {
  name: 'Ada Visitor',
  email: 'Ada@Example.com',
  company: 'Analytical Engines',
  subject: 'partnership',
  message: 'We would like to work with you.',
};

let now = new Date('2026-03-01T10:00:00Z');

async function outbox(t: TestApp) {
  return t.container.mailer.listOutbox();
}

/** The token of the link to `path` in the newest e-mail to `to`. */
async function linkToken(t: TestApp, to: string, path: string): Promise<string> {
  const mail = (await outbox(t)).find((entry) => entry.to === to);
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no ${path} link in the e-mail to ${to}`);
  return match[1];
}

async function readLists(t: TestApp, jar: string) {
  const response = await t.request({ method: 'GET', url: '/api/admin/public-forms', cookies: jar });
  expect(response.statusCode).toBe(200);
  return response.json<{
    contactMessages: ContactMessage[];
    subscribers: NewsletterSubscriber[];
    subscriberCounts: { total: number; confirmed: number };
  }>();
}

describe('public forms: contact and newsletter', () => {
  let t: TestApp;
  let owner: TestAccount;
  let member: TestAccount;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS_PER_ADDRESS: '3' }, { clock: () => now });
    owner = await registerOwner(t, { email: 'owner@example.com' });
    member = await registerInvitedUser(t, owner.jar, { email: 'member@example.com' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores a contact message, e-mails it to the owner and lists it for the owner only', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/contact',
      payload: contact,
      remoteAddress: '10.0.0.1',
    });
    expect(response.statusCode).toBe(201);
    const mail = (await outbox(t)).find((entry) => entry.to === 'owner@example.com');
    expect(mail?.subject).toBe('Contact form: Partnership');
    expect(mail?.text).toContain('From: Ada Visitor <ada@example.com>, Analytical Engines');
    expect(mail?.text).toContain('We would like to work with you.');

    const lists = await readLists(t, owner.jar);
    expect(lists.contactMessages[0]).toMatchObject({
      name: 'Ada Visitor',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      subject: 'partnership',
    });
    const forbidden = await t.request({ method: 'GET', url: '/api/admin/public-forms', cookies: member.jar });
    expect(forbidden.statusCode).toBe(403);
    const signedOut = await t.request({ method: 'GET', url: '/api/admin/public-forms' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('refuses bad contact input with the field named', async () => {
    const cases: [object, string][] = [
      [{ ...contact, name: '  ' }, 'name'],
      [{ ...contact, email: 'not-an-address' }, 'email'],
      [{ ...contact, subject: '' }, 'subject'],
      [{ ...contact, message: '' }, 'message'],
      [{ ...contact, message: 'x'.repeat(5001) }, 'message'],
    ];
    for (const [payload, field] of cases) {
      const response = await t.request({
        method: 'POST',
        url: '/api/contact',
        payload,
        remoteAddress: '10.0.0.2',
      });
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {}), field).toContain(field);
    }
  });

  it('rate-limits contact messages per client address', async () => {
    const send = () =>
      t.request({ method: 'POST', url: '/api/contact', payload: contact, remoteAddress: '10.0.0.3' });
    for (let index = 0; index < 3; index += 1) expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const other = await t.request({
      method: 'POST',
      url: '/api/contact',
      payload: contact,
      remoteAddress: '10.0.0.4',
    });
    expect(other.statusCode).toBe(201);
  });

  it('runs the double opt-in: pending, confirmed once, unsubscribed', async () => {
    const subscribe = (email: string, remoteAddress = '10.0.1.1') =>
      t.request({ method: 'POST', url: '/api/newsletter', payload: { email }, remoteAddress });
    expect((await subscribe('Reader@Example.com')).statusCode).toBe(202);
    expect((await readLists(t, owner.jar)).subscribers).toEqual([
      expect.objectContaining({ email: 'reader@example.com', status: 'pending', confirmedAt: null }),
    ]);
    const confirmToken = await linkToken(t, 'reader@example.com', '/newsletter/confirm');
    const unsubscribeToken = await linkToken(t, 'reader@example.com', '/newsletter/unsubscribe');

    const confirm = (token: string) =>
      t.request({
        method: 'POST',
        url: '/api/newsletter/confirm',
        payload: { token },
        remoteAddress: '10.0.1.2',
      });
    expect((await confirm(confirmToken)).statusCode).toBe(200);
    const afterConfirm = await readLists(t, owner.jar);
    expect(afterConfirm.subscribers[0]?.status).toBe('confirmed');
    expect(afterConfirm.subscriberCounts).toEqual({ total: 1, confirmed: 1 });
    const again = await confirm(confirmToken);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('This link is invalid or has expired.');
    expect((await confirm('made-up-token-123')).statusCode).toBe(404);

    // Asking again for a confirmed address answers the same and sends nothing.
    const mailsBefore = (await outbox(t)).length;
    expect((await subscribe('reader@example.com', '10.0.1.3')).statusCode).toBe(202);
    expect((await outbox(t)).length).toBe(mailsBefore);

    const unsubscribe = (token: string) =>
      t.request({
        method: 'POST',
        url: '/api/newsletter/unsubscribe',
        payload: { token },
        remoteAddress: '10.0.1.2',
      });
    expect((await unsubscribe(unsubscribeToken)).statusCode).toBe(200);
    expect((await unsubscribe(unsubscribeToken)).statusCode).toBe(200);
    const afterUnsubscribe = await readLists(t, owner.jar);
    expect(afterUnsubscribe.subscribers[0]?.status).toBe('unsubscribed');
    expect(afterUnsubscribe.subscriberCounts).toEqual({ total: 1, confirmed: 0 });
  });

  it('expires an unused confirmation link after 7 days and resends to a pending address only after 10 minutes', async () => {
    const subscribe = () =>
      t.request({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: 'late@example.com' },
        remoteAddress: '10.0.2.1',
      });
    expect((await subscribe()).statusCode).toBe(202);
    const token = await linkToken(t, 'late@example.com', '/newsletter/confirm');
    const count = async () => (await outbox(t)).filter((mail) => mail.to === 'late@example.com').length;
    expect((await subscribe()).statusCode).toBe(202);
    expect(await count()).toBe(1);

    now = new Date(now.getTime() + 8 * 24 * 60 * 60 * 1000);
    const expired = await t.request({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: { token },
      remoteAddress: '10.0.2.2',
    });
    expect(expired.statusCode).toBe(404);
    expect((await subscribe()).statusCode).toBe(202);
    expect(await count()).toBe(2);
  });

  it('rate-limits newsletter requests per client address and per e-mail address', async () => {
    const subscribe = (email: string, remoteAddress: string) =>
      t.request({ method: 'POST', url: '/api/newsletter', payload: { email }, remoteAddress });
    for (let index = 0; index < 3; index += 1)
      expect((await subscribe(`a${index}@example.com`, '10.0.3.1')).statusCode).toBe(202);
    expect((await subscribe('a9@example.com', '10.0.3.1')).statusCode).toBe(429);
    for (let index = 0; index < 3; index += 1)
      expect((await subscribe('victim@example.com', `10.0.4.${index}`)).statusCode).toBe(202);
    expect((await subscribe('victim@example.com', '10.0.4.9')).statusCode).toBe(429);
  });

  it('refuses a malformed newsletter address', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'nope' },
      remoteAddress: '10.0.5.1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('email');
  });

  it('exports every subscriber as CSV to the owner, past the 500 of the list and the 1000 of one page', async () => {
    // 1,203 addresses made at the same instant: the paging must not lose or repeat rows that tie on the time.
    const at = new Date('2026-04-01T08:00:00Z');
    const rows = Array.from({ length: 1203 }, (_, index) => ({
      id: `bulk-${String(index).padStart(4, '0')}`,
      email: `bulk${index}@example.com`,
      locale: 'en',
      unsubscribeTokenHash: `bulk-unsubscribe-${index}`,
      createdAt: at,
      confirmationSentAt: at,
      confirmedAt: index % 2 === 0 ? at : null,
    }));
    await t.container.database.db.insert(newsletterSubscribers).values(rows);
    const total = (await t.container.database.db.select().from(newsletterSubscribers)).length;

    const response = await t.request({
      method: 'GET',
      url: '/api/admin/public-forms/subscribers.csv',
      cookies: owner.jar,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('newsletter-subscribers.csv');
    const lines = response.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('email,status,subscribed_at,confirmed_at');
    expect(lines).toHaveLength(total + 1);
    const emails = lines.slice(1).map((line) => line.split(',')[0]);
    expect(new Set(emails).size).toBe(total);
    expect(lines).toContain('bulk0@example.com,confirmed,2026-04-01T08:00:00.000Z,2026-04-01T08:00:00.000Z');
    expect(lines).toContain('bulk1@example.com,pending,2026-04-01T08:00:00.000Z,');
    // The on-screen list stays the newest 500; the total the screen shows counts them all on the server.
    const lists = await readLists(t, owner.jar);
    expect(lists.subscribers).toHaveLength(500);
    expect(lists.subscriberCounts.total).toBe(total);
    const confirmed = (await t.container.database.db.select().from(newsletterSubscribers)).filter(
      (row) => row.confirmedAt && !row.unsubscribedAt,
    ).length;
    expect(lists.subscriberCounts.confirmed).toBe(confirmed);
    expect(confirmed).toBeGreaterThanOrEqual(602);

    const refused = await t.request({
      method: 'GET',
      url: '/api/admin/public-forms/subscribers.csv',
      cookies: member.jar,
    });
    expect(refused.statusCode).toBe(403);
  });
});
