import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyChat } from '../../../../tests/fakes/ai-provider.fake-answers';
import { startFakeAiProvider, type FakeAiProvider } from '../../../../tests/fakes/ai-provider.fake';
import {
  createRunSchema,
  type CreateRunInput,
  type GenerationRun,
} from '../../../shared/contracts/generation';
import type { DatabaseHandle } from '../../db/client';
import type { ImageProvider, ImageRequest } from '../../integrations/ai/types';
import { defaultBrandPalette } from '../../integrations/ai/offline/offline-image.colors';
import { registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { renderPng, startRun, waitForRun } from '../../testing/generation.factory';
import { startServerProcess } from '../../testing/server-process';
import { createTestApp, openTestDatabase, type TestApp } from '../../testing/test-app';
import { createRunEvents } from './generation.events';
import { createGenerationPipeline } from './generation.pipeline';
import { createGenerationStore } from './generation.store';

const twoPosts: CreateRunInput = {
  method: 'prompt',
  prompt: 'Opening week of our neighbourhood bakery',
  platforms: ['instagram', 'linkedin'],
  variations: ['normal'],
  aiImages: true,
};

const isPostsCall = (fake: FakeAiProvider) =>
  fake.requests.filter(
    (request) =>
      request.path === '/v1/chat/completions' &&
      classifyChat(request.body as Parameters<typeof classifyChat>[0]) === 'posts',
  ).length;

const hasPosts = (count: number) => (run: GenerationRun) => run.posts.length === count;

describe('a generation run survives a restart of the server that started it', () => {
  let database: DatabaseHandle;
  let fake: FakeAiProvider;
  let env: Record<string, string>;
  let owner: TestAccount;
  beforeAll(async () => {
    database = await openTestDatabase();
    fake = await startFakeAiProvider({ latencyMs: { tokensPerSecond: 2000 } });
    env = { OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: fake.apiKey };
    const setup = await createTestApp(env, { databaseUrl: database.url });
    owner = await registerOwner(setup);
    await setup.close();
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });

  it('is finished by the next server after a graceful stop, without writing its posts twice', async () => {
    fake.setBehaviour({ image: 'hang' }); // the run stops in its media step
    const first = await createTestApp(env, { databaseUrl: database.url });
    const runId = await startRun(first, owner.jar, twoPosts);
    const written = await waitForRun(first, owner.jar, runId, { isDone: hasPosts(2), timeoutMs: 30_000 });
    const stoppedAt = performance.now();
    await first.close();
    expect(performance.now() - stoppedAt).toBeLessThan(8000);

    fake.setBehaviour({});
    const second = await createTestApp(env, { databaseUrl: database.url });
    try {
      const seen: string[] = [];
      const done = await waitForRun(second, owner.jar, runId, {
        isDone: (run) => {
          seen.push(run.status);
          return run.status !== 'running';
        },
        timeoutMs: 30_000,
      });
      expect(seen).not.toContain('failed');
      expect(done.status).toBe('completed');
      expect(done.posts.map((post) => post.id)).toEqual(written.posts.map((post) => post.id));
      expect(done.posts.map((post) => post.imageStatus)).toEqual(['ready', 'ready']);
      expect(isPostsCall(fake)).toBe(1); // the writer was asked once, by the first server
    } finally {
      await second.close();
    }
  }, 90_000);

  it('is finished by the next server after the first one was killed mid-run (kill -9)', async () => {
    fake.setBehaviour({ image: 'hang' });
    const dataDir = mkdtempSync(join(tmpdir(), 'postforge-killed-'));
    const first = await startServerProcess({
      ...env,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    });
    let second: TestApp | undefined;
    try {
      const cookie = await first.logIn(owner.email, owner.password);
      const created = await first.request<{ runId: string }>(
        'POST',
        '/api/generation/runs',
        cookie,
        twoPosts,
      );
      expect(created.status).toBe(202);
      const { runId } = created.body;
      for (let attempt = 0; ; attempt += 1) {
        const run = await first.request<GenerationRun>('GET', `/api/generation/runs/${runId}`, cookie);
        if (run.body.posts.length === 2) break;
        if (attempt > 300) throw new Error('the run wrote no posts');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await first.kill('SIGKILL');

      fake.setBehaviour({});
      second = await createTestApp(env, { databaseUrl: database.url });
      // The killed server's job is retried once its heartbeat is missed (10 s) at the next maintenance pass;
      // on a loaded machine that pass and the run's media take a while longer.
      const done = await waitForRun(second, cookie, runId, {
        isDone: (run) => run.status !== 'running',
        timeoutMs: 90_000,
      });
      expect(done.status).toBe('completed');
      expect(done.posts.map((post) => post.imageStatus)).toEqual(['ready', 'ready']);
    } finally {
      await first.kill('SIGKILL');
      await second?.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});

describe('resuming a run (pipeline)', () => {
  let t: TestApp;
  let workspaceId: string;
  beforeAll(async () => {
    t = await createTestApp();
    workspaceId = (await registerOwner(t)).session.workspace?.id ?? '';
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps the media already stored and makes only what is missing', async () => {
    const png = await renderPng(64, 64);
    const calls: string[] = [];
    let isLinkedInStuck = true;
    const image: ImageProvider = {
      kind: 'remote',
      label: 'test images',
      generateImage(request: ImageRequest) {
        calls.push(request.platform);
        if (request.platform === 'linkedin' && isLinkedInStuck) return new Promise(() => undefined);
        return Promise.resolve({ kind: 'bytes', data: png, contentType: 'image/png', width: 64, height: 64 });
      },
    };
    const store = createGenerationStore(t.container.database.db);
    const pipeline = createGenerationPipeline({
      store,
      media: t.container.media,
      events: createRunEvents(),
      text: t.container.ai.text,
      image,
      offlineImage: image,
      video: t.container.ai.video,
      speech: t.container.ai.speech,
      palette: defaultBrandPalette,
      isTrustedProviderUrl: () => false,
      enqueueVideo: () => Promise.resolve(),
      log: { warn: () => undefined, error: () => undefined },
    });
    const runId = crypto.randomUUID();
    await store.insertRun(workspaceId, {
      id: runId,
      method: 'prompt',
      status: 'running',
      prompt: twoPosts.prompt,
      input: createRunSchema.parse(twoPosts),
    });

    const interrupted = new AbortController();
    const firstAttempt = pipeline.execute({ runId, workspaceId }, interrupted.signal);
    for (let attempt = 0; ; attempt += 1) {
      const posts = await store.findPosts(workspaceId, runId);
      if (posts[0]?.imageStatus === 'ready' && calls.includes('linkedin')) break;
      if (attempt > 200) throw new Error('the first post got no image');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    interrupted.abort(new Error('process stopping'));
    await expect(firstAttempt).rejects.toThrow('process stopping');
    const before = await store.findPosts(workspaceId, runId);
    expect((await store.findRun(workspaceId, runId))?.status).toBe('running');
    expect(before.map((post) => post.imageStatus)).toEqual(['ready', 'pending']);

    isLinkedInStuck = false;
    await pipeline.execute({ runId, workspaceId }, new AbortController().signal);
    const after = await store.findPosts(workspaceId, runId);
    expect((await store.findRun(workspaceId, runId))?.status).toBe('completed');
    expect(after.map((post) => post.id)).toEqual(before.map((post) => post.id));
    expect(after[0]?.imageAssetId).toBe(before[0]?.imageAssetId);
    expect(after.map((post) => post.imageStatus)).toEqual(['ready', 'ready']);
    // The first attempt starts both images at once (either may ask first); the resume asks for LinkedIn's only.
    expect([...calls].sort()).toEqual(['instagram', 'linkedin', 'linkedin']);
    expect(calls.at(-1)).toBe('linkedin');
  });
});
