import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAiProvider, type FakeAiProvider } from '../../../../tests/fakes/ai-provider.fake';
import type { CreateRunInput } from '../../../shared/contracts/generation';
import {
  registerInvitedUser,
  registerOwner,
  setWorkspaceRole,
  type TestAccount,
} from '../../testing/accounts.factory';
import { generate } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

const textRun: CreateRunInput = {
  method: 'prompt',
  prompt: 'Our bakery opens a second shop downtown',
  platforms: ['facebook'],
  variations: ['normal'],
  aiImages: false,
};

const videoRun = (duration: number, aspectRatio: '9:16' | '4:5'): CreateRunInput => ({
  ...textRun,
  platforms: ['instagram'],
  aiVideos: true,
  videoConfig: {
    format: 'normal',
    duration,
    withSpeech: false,
    voiceType: 'neutral',
    quality: 'standard',
    aspectRatio,
    music: false,
  },
});

describe('switching providers and video models without a restart', () => {
  let t: TestApp;
  let fake: FakeAiProvider;
  let owner: TestAccount;
  let viewer: TestAccount;

  beforeAll(async () => {
    fake = await startFakeAiProvider({
      latencyMs: { videoDoneAfterMs: 200, tokensPerSecond: 2000 },
      prepareMedia: true,
    });
    t = await createTestApp({ VIDEO_POLL_INTERVAL_MS: '100' });
    owner = await registerOwner(t);
    viewer = await registerInvitedUser(t, owner.jar, { email: 'viewer@example.com' });
    await setWorkspaceRole(t, viewer, 'viewer');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  }, 60_000);
  beforeEach(() => {
    fake.requests.length = 0;
  });

  const choose = (capability: string, payload: object) =>
    t.request({ method: 'PUT', url: `/api/ai-providers/${capability}`, cookies: owner.jar, payload });
  const remote = { mode: 'remote', baseUrl: '', model: 'gpt-4.1-mini', apiKey: '' };

  it('sends the next run to the endpoint the owner chose, and back offline after switching off', async () => {
    const before = await generate(t, owner.jar, textRun);
    expect(before.status).toBe('completed');
    expect(before.summary?.textProvider.isOffline).toBe(true);
    expect(fake.requests).toHaveLength(0);

    const saved = await choose('text', { ...remote, baseUrl: `${fake.baseUrl}/v1`, apiKey: fake.apiKey });
    expect(saved.statusCode, saved.body).toBe(200);
    const remoteRun = await generate(t, owner.jar, textRun);
    expect(remoteRun.status).toBe('completed');
    expect(fake.requests.some((request) => request.path === '/v1/chat/completions')).toBe(true);
    expect(remoteRun.summary?.textProvider).toEqual({ label: 'gpt-4.1-mini', isOffline: false });

    expect((await choose('text', { mode: 'offline' })).statusCode).toBe(200);
    fake.requests.length = 0;
    const after = await generate(t, owner.jar, textRun);
    expect(after.status).toBe('completed');
    expect(fake.requests).toHaveLength(0);
    const capabilities = await t.request({
      method: 'GET',
      url: '/api/generation/capabilities',
      cookies: owner.jar,
    });
    expect(capabilities.json()).toMatchObject({
      text: { isOffline: true },
      webSearch: { isAvailable: false },
    });
  }, 120_000);

  it("keeps the workspace's video model: default, coming-soon refused, viewers read only", async () => {
    const read = await t.request({ method: 'GET', url: '/api/generation/video-model', cookies: viewer.jar });
    expect(read.json()).toEqual({ modelId: 'kling-2-master' });
    const comingSoon = await t.request({
      method: 'PUT',
      url: '/api/generation/video-model',
      cookies: owner.jar,
      payload: { modelId: 'veo-3' },
    });
    expect(comingSoon.statusCode).toBe(400);
    expect(comingSoon.json().error.message).toBe('This model is coming soon and cannot be selected yet.');
    const byViewer = await t.request({
      method: 'PUT',
      url: '/api/generation/video-model',
      cookies: viewer.jar,
      payload: { modelId: 'hailuo-02' },
    });
    expect(byViewer.statusCode).toBe(403);
    const chosen = await t.request({
      method: 'PUT',
      url: '/api/generation/video-model',
      cookies: owner.jar,
      payload: { modelId: 'hailuo-02' },
    });
    expect(chosen.json()).toEqual({ modelId: 'hailuo-02' });
    const again = await t.request({ method: 'GET', url: '/api/generation/video-model', cookies: owner.jar });
    expect(again.json()).toEqual({ modelId: 'hailuo-02' });
  });

  it("limits a run's video to the model's duration and ratios, and sends the model id to the provider", async () => {
    const tooLong = await t.request({
      method: 'POST',
      url: '/api/generation/runs',
      cookies: owner.jar,
      payload: videoRun(10, '9:16'),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe('Hailuo 02 makes videos of at most 5 seconds.');
    const wrongRatio = await t.request({
      method: 'POST',
      url: '/api/generation/runs',
      cookies: owner.jar,
      payload: videoRun(5, '4:5'),
    });
    expect(wrongRatio.statusCode).toBe(400);
    expect(wrongRatio.json().error.message).toBe('Hailuo 02 does not make videos in the 4:5 aspect ratio.');

    expect(
      (
        await choose('video', {
          ...remote,
          baseUrl: fake.baseUrl,
          model: 'kling-video/v1.6/standard/text-to-video',
          apiKey: fake.apiKey,
        })
      ).statusCode,
    ).toBe(200);
    const run = await generate(t, owner.jar, videoRun(5, '9:16'), 60_000);
    expect(run.posts[0]?.videoStatus).toBe('ready');
    const create = fake.requests.find(
      (request) => request.method === 'POST' && request.path === '/v2/generate/video/kling/generation',
    );
    expect(create?.body).toMatchObject({ model: 'minimax/hailuo-02', aspect_ratio: '9:16' });
  }, 90_000);
});
