import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inviteAddress,
  logIn,
  readInstance,
  registerOwner,
  type TestAccount,
} from '../../testing/accounts.factory';
import { createTestApp, openTestDatabase, type TestApp } from '../../testing/test-app';
import type { DatabaseHandle } from '../../db/client';
import { createMailer } from './mailer';
import { decodedBody, startSmtpServer } from '../../../../tests/fakes/smtp-server.fake';

describe('mailer: delivery through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  let owner: TestAccount;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Postforge Studio <studio@example.com>',
    });
    owner = await registerOwner(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the password reset e-mail over SMTP with a working link and records it as sent', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: owner.email },
    });
    expect(response.statusCode).toBe(200);

    expect(smtp.received).toHaveLength(1);
    const message = smtp.received[0];
    expect(message?.from).toBe('studio@example.com');
    expect(message?.to).toEqual([owner.email]);
    expect(message?.raw).toMatch(/^Subject: Reset your Postforge password\r?$/m);
    expect(message?.raw).toMatch(/^From: Postforge Studio <studio@example\.com>\r?$/m);
    const link = /http:\/\/localhost:3000\/reset-password\?token=(\S+)/.exec(decodedBody(message?.raw ?? ''));
    expect(link).not.toBeNull();

    const overview = await readInstance(t, owner.jar);
    expect(overview.isSmtpConfigured).toBe(true);
    expect(overview.outbox[0]).toMatchObject({
      to: owner.email,
      subject: 'Reset your Postforge password',
      transport: 'smtp',
      status: 'sent',
      error: null,
    });

    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: decodeURIComponent(link?.[1] ?? ''), password: 'the password from smtp' },
    });
    expect(reset.statusCode).toBe(200);
    // The reset ended the owner's sessions: sign in again with the new password.
    const login = await logIn(t, { email: owner.email, password: 'the password from smtp' });
    expect(login.response.statusCode).toBe(200);
    owner = { ...owner, password: 'the password from smtp', jar: login.jar };
  });

  it('records a refused delivery as failed and still answers the invitation with its link', async () => {
    const before = smtp.received.length;
    const token = await inviteAddress(t, owner.jar, 'nobody@bounce.example');
    expect(smtp.received).toHaveLength(before);
    const overview = await readInstance(t, owner.jar);
    const failed = overview.outbox.find((mail) => mail.to === 'nobody@bounce.example');
    expect(failed).toMatchObject({ transport: 'smtp', status: 'failed' });
    expect(failed?.error).toMatch(/No such mailbox/);

    const registered = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Nobody',
        email: 'nobody@bounce.example',
        password: 'a long enough passphrase',
        invitationToken: token,
      },
    });
    expect(registered.statusCode).toBe(201);
  });

  it('answers a reset request for an account whose mail bounces like any other', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'nobody@bounce.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const { outbox } = await readInstance(t, owner.jar);
    expect(outbox[0]).toMatchObject({
      to: 'nobody@bounce.example',
      subject: 'Reset your Postforge password',
      status: 'failed',
    });
  });
});

describe('mailer: without SMTP', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('keeps every message in the outbox, newest first', async () => {
    const mailer = createMailer({ db: database.db, from: 'Postforge <no-reply@postforge.local>' });
    expect(mailer.isSmtpConfigured).toBe(false);
    expect(await mailer.send({ to: 'first@example.com', subject: 'First', text: 'one' })).toBe('stored');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await mailer.send({ to: 'second@example.com', subject: 'Second', text: 'two' });
    const outbox = await mailer.listOutbox();
    expect(outbox.map((mail) => [mail.to, mail.transport, mail.status])).toEqual([
      ['second@example.com', 'outbox', 'stored'],
      ['first@example.com', 'outbox', 'stored'],
    ]);
    expect(await mailer.listOutbox(1)).toHaveLength(1);
  });

  it('records a message as failed when the SMTP server cannot be reached', async () => {
    const closed = await startSmtpServer();
    await closed.close();
    const mailer = createMailer({
      db: database.db,
      from: 'Postforge <no-reply@postforge.local>',
      smtpUrl: `smtp://127.0.0.1:${closed.port}`,
    });
    expect(await mailer.send({ to: 'lost@example.com', subject: 'Lost', text: 'gone' })).toBe('failed');
    const [latest] = await mailer.listOutbox(1);
    expect(latest).toMatchObject({ to: 'lost@example.com', transport: 'smtp', status: 'failed' });
    expect(latest?.error).toMatch(/ECONNREFUSED/);
  });
});
