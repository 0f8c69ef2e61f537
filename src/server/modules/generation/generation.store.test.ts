import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationRuns } from '../../db/schema';
import { registerOwner } from '../../testing/accounts.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createGenerationStore } from './generation.store';

describe('failInterruptedRuns', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('fails only runs started before the cut-off when one is given, and every running run otherwise', async () => {
    const owner = await registerOwner(t);
    const workspaceId = owner.session.workspace?.id ?? '';
    const { db } = t.container.database;
    const store = createGenerationStore(db);
    const insert = (id: string) =>
      store.insertRun({ id, workspaceId, method: 'prompt', status: 'running', prompt: 'p', input: {} });
    await insert('old-run');
    await insert('recent-run');
    await db
      .update(generationRuns)
      .set({ createdAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(generationRuns.id, 'old-run'));

    expect(await store.failInterruptedRuns('cut off', new Date(Date.now() - 15 * 60 * 1000))).toBe(1);
    expect((await store.findRun(workspaceId, 'old-run'))?.status).toBe('failed');
    expect((await store.findRun(workspaceId, 'recent-run'))?.status).toBe('running');

    expect(await store.failInterruptedRuns('cut off')).toBe(1);
    expect((await store.findRun(workspaceId, 'recent-run'))?.status).toBe('failed');
  });
});
