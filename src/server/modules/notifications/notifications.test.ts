import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppNotification } from '../../../shared/contracts/notifications';
import type { AddressInfo } from 'node:net';
import { emailOutbox, generationRuns, notifications } from '../../db/schema';
import {
  createTestClock,
  registerInvitedUser,
  registerOwner,
  type TestAccount,
} from '../../testing/accounts.factory';
import { startRun, waitForRun } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { FinishedRun } from './notifications.service';

interface Page {
  notifications: AppNotification[];
  unreadCount: number;
  nextCursor: string | null;
}

describe('notifications', () => {
  const clock = createTestClock();
  let t: TestApp;
  let owner: TestAccount;
  let member: TestAccount;
  let ownerId: string;

  const list = async (jar: string, cursor?: string) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/notifications${cursor ? `?cursor=${cursor}` : ''}`,
      cookies: jar,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };
  const setPreferences = (jar: string, body: object) =>
    t.request({ method: 'PUT', url: '/api/settings/notifications', cookies: jar, payload: body });
  const outbox = () => t.container.database.db.select().from(emailOutbox);
  const finishedRun = (overrides: Partial<FinishedRun> = {}): FinishedRun => {
    const endedAt = new Date();
    return {
      runId: crypto.randomUUID(),
      userId: ownerId,
      status: 'completed',
      prompt: 'Spring sale at the bike shop',
      locale: 'en',
      startedAt: new Date(endedAt.getTime() - 45_000),
      endedAt,
      ...overrides,
    };
  };

  beforeAll(async () => {
    t = await createTestApp({}, { clock: clock.now });
    owner = await registerOwner(t, { name: 'Ada' });
    member = await registerInvitedUser(t, owner.jar, { email: 'bo@example.com', name: 'Bo' });
    ownerId = owner.session.user!.id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);
  beforeEach(async () => {
    clock.reset();
    await t.container.database.db.delete(notifications);
    await t.container.database.db.delete(emailOutbox);
    await setPreferences(owner.jar, {
      emailNotifications: true,
      generationCompleteAlerts: true,
      platformConnectionAlerts: false,
    });
  });

  it("has the spec's defaults and saves each checkbox on its own", async () => {
    const read = await t.request({ method: 'GET', url: '/api/settings/notifications', cookies: member.jar });
    expect(read.json()).toEqual({
      emailNotifications: true,
      generationCompleteAlerts: true,
      platformConnectionAlerts: false,
    });
    const saved = await setPreferences(member.jar, { platformConnectionAlerts: true });
    expect(saved.json()).toEqual({
      emailNotifications: true,
      generationCompleteAlerts: true,
      platformConnectionAlerts: true,
    });
    expect((await setPreferences(member.jar, { darkMode: true })).statusCode).toBe(400);
  });

  it('notifies a long run that ended while its author was away, with an e-mail in their language', async () => {
    await t.request({
      method: 'PUT',
      url: '/api/preferences',
      cookies: owner.jar,
      payload: { locale: 'de' },
    });
    const made = await t.container.notifications.notifyRunFinished(finishedRun());
    expect(made).toMatchObject({ kind: 'generation-completed', isRead: false });
    expect(made?.data).toMatchObject({ prompt: 'Spring sale at the bike shop', seconds: 45 });
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'owner@example.com',
      subject: 'Deine Postforge-Beiträge sind fertig',
    });
    expect(mails[0]?.text).toContain('/app/review?run=');
    await t.request({
      method: 'PUT',
      url: '/api/preferences',
      cookies: owner.jar,
      payload: { locale: 'en' },
    });
  });

  it('skips short runs and runs the author is watching', async () => {
    const short = finishedRun();
    short.startedAt = new Date(short.endedAt.getTime() - 29_000);
    expect(await t.container.notifications.notifyRunFinished(short)).toBeNull();

    const watched = finishedRun();
    const unwatch = t.container.runWatchers.watch(ownerId, watched.runId);
    expect(await t.container.notifications.notifyRunFinished(watched)).toBeNull();
    unwatch();
    expect(await t.container.notifications.notifyRunFinished(watched)).not.toBeNull();
    expect((await list(owner.jar)).notifications).toHaveLength(1);
  });

  it('counts the author as watching a run while its event stream is open, and away once it closes', async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const runId = crypto.randomUUID();
    const prompt = 'A run held open by the test';
    // A run that stays 'running' (no job executes it), so its stream stays open until the test closes it.
    await t.container.database.db.insert(generationRuns).values({
      id: runId,
      workspaceId: owner.session.workspace!.id,
      createdBy: ownerId,
      method: 'prompt',
      status: 'running',
      prompt,
      input: { method: 'prompt', prompt, platforms: ['instagram'], variations: ['normal'], aiImages: false },
    });
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/generation/runs/${runId}/events`, {
      headers: { cookie: owner.jar },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    await expect.poll(() => t.container.runWatchers.isWatching(ownerId, runId)).toBe(true);
    expect(t.container.runWatchers.isWatching(member.session.user!.id, runId)).toBe(false);
    expect(await t.container.notifications.notifyRunFinished(finishedRun({ runId }))).toBeNull();
    controller.abort();
    await expect.poll(() => t.container.runWatchers.isWatching(ownerId, runId)).toBe(false);
    expect(await t.container.notifications.notifyRunFinished(finishedRun({ runId }))).not.toBeNull();
    await t.container.database.db.delete(generationRuns).where(eq(generationRuns.id, runId));
  });

  it('honours Email Notifications and Generation Complete Alerts for the e-mail, not the bell', async () => {
    await setPreferences(owner.jar, { generationCompleteAlerts: false });
    await t.container.notifications.notifyRunFinished(finishedRun({ status: 'failed' }));
    await setPreferences(owner.jar, { generationCompleteAlerts: true, emailNotifications: false });
    await t.container.notifications.notifyRunFinished(finishedRun());
    expect(await outbox()).toHaveLength(0);
    const page = await list(owner.jar);
    expect(page.notifications.map((item) => item.kind)).toEqual([
      'generation-completed',
      'generation-failed',
    ]);
    expect(page.unreadCount).toBe(2);
  });

  it('notifyPlatformConnectionBroken: only with Platform Connection Alerts, e-mail only with Email Notifications', async () => {
    const service = t.container.notifications;
    expect(await service.notifyPlatformConnectionBroken(ownerId, 'linkedin', 'Ada Ltd')).toBeNull();
    expect(await outbox()).toHaveLength(0);

    await setPreferences(owner.jar, { platformConnectionAlerts: true });
    const made = await service.notifyPlatformConnectionBroken(ownerId, 'linkedin', 'Ada Ltd');
    expect(made).toMatchObject({
      kind: 'platform-connection-broken',
      data: { platform: 'linkedin', account: 'Ada Ltd' },
    });
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Your LinkedIn connection needs attention' });
    expect(mails[0]?.text).toContain('Postforge can no longer post to LinkedIn as Ada Ltd.');
    expect(mails[0]?.text).toContain('/app/settings?tab=platforms');

    await setPreferences(owner.jar, { emailNotifications: false });
    expect(await service.notifyPlatformConnectionBroken(ownerId, 'tiktok', '@ada')).not.toBeNull();
    expect(await outbox()).toHaveLength(1);
  });

  it('pages newest first, marks read one or all, and keeps each user to their own', async () => {
    const service = t.container.notifications;
    for (let index = 0; index < 23; index += 1) {
      await service.notifyRunFinished(finishedRun({ prompt: `Run ${index}` }));
    }
    const first = await list(owner.jar);
    expect(first.notifications).toHaveLength(20);
    expect(first.notifications[0]?.data.prompt).toBe('Run 22');
    expect(first.unreadCount).toBe(23);
    const second = await list(owner.jar, first.nextCursor!);
    expect(second.notifications.map((item) => item.data.prompt)).toEqual(['Run 2', 'Run 1', 'Run 0']);
    expect(second.nextCursor).toBeNull();
    expect(
      (await t.request({ method: 'GET', url: '/api/notifications?cursor=nope', cookies: owner.jar }))
        .statusCode,
    ).toBe(400);

    const target = first.notifications[0]!.id;
    const foreign = await t.request({
      method: 'POST',
      url: `/api/notifications/${target}/read`,
      cookies: member.jar,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await list(member.jar)).notifications).toHaveLength(0);

    const read = await t.request({
      method: 'POST',
      url: `/api/notifications/${target}/read`,
      cookies: owner.jar,
    });
    expect(read.json()).toEqual({ unreadCount: 22 });
    const all = await t.request({ method: 'POST', url: '/api/notifications/read-all', cookies: owner.jar });
    expect(all.json()).toEqual({ unreadCount: 0 });
    expect((await list(owner.jar)).notifications.every((item) => item.isRead)).toBe(true);
  });

  it('a real run that took long and ended unwatched lands in the bell and the outbox', async () => {
    const runId = await startRun(t, owner.jar, {
      method: 'prompt',
      prompt: 'Opening week of our neighbourhood bakery',
      platforms: ['instagram'],
      variations: ['normal'],
      aiImages: false,
    });
    clock.advanceMinutes(2); // the run's end is read from the app's clock: two minutes after its start
    await waitForRun(t, owner.jar, runId);
    await expect
      .poll(async () => (await list(owner.jar)).notifications.map((item) => item.data.runId))
      .toEqual([runId]);
    expect((await outbox()).map((mail) => mail.subject)).toEqual(['Your Postforge posts are ready']);
  }, 120_000);
});
