import { describe, expect, it } from 'vitest';
import { videoPollMaxAttempts } from '../../../shared/domain/video';
import type { VideoProvider, VideoRequest, VideoStatus } from '../../integrations/ai/types';
import type { MediaService } from '../media/media.service';
import type { AssetRow } from '../media/media.store';
import { createRunEvents } from './generation.events';
import { createVideoJob } from './generation.jobs';
import type { GenerationStore, PostChanges, PostRow, RunRow } from './generation.store';

function buildPostRow(overrides: Partial<PostRow> = {}): PostRow {
  const now = new Date('2026-01-01T00:00:00Z');
  return {
    id: 'post-1',
    runId: 'run-1',
    workspaceId: 'ws-1',
    position: 1,
    platform: 'instagram',
    variation: 'viral',
    title: 'AI Generated Instagram Video - Viral',
    content: 'Fresh bread every morning #bakery\n\nCome early.',
    hashtags: ['#bakery'],
    strategy: '',
    engagement: 'high',
    mediaType: 'video',
    imageAssetId: 'still-1',
    imagePrompt: 'bread',
    imageStatus: 'ready',
    videoAssetId: null,
    videoStatus: 'pending',
    videoProgress: null,
    videoGenerationId: null,
    videoPrompt: 'A slow pan over fresh bread',
    videoMessage: null,
    videoConfig: { aspectRatio: '16:9' },
    isUploadedVideo: false,
    isUploadedImage: false,
    generationMethod: 'prompt',
    alternativeAiImageAssetId: null,
    alternativeAiPrompt: null,
    scrapedImageIndex: null,
    otherLanguage: null,
    exportedAt: null,
    savedAsPostId: null,
    webSearchSources: null,
    isFallback: false,
    isOffline: false,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

/** A video provider that answers the scripted statuses in order (the last one repeats); Errors are thrown. */
function scriptedProvider(kind: 'remote' | 'offline', script: Array<VideoStatus | Error>) {
  const created: VideoRequest[] = [];
  const checked: string[] = [];
  const provider: VideoProvider = {
    kind,
    label: kind,
    createVideo(request) {
      created.push(request);
      return Promise.resolve(`${kind}-gen-${created.length}`);
    },
    checkVideo(generationId) {
      checked.push(generationId);
      const answer = script.length > 1 ? script.shift() : script[0];
      if (!answer) return Promise.reject(new Error('script is empty'));
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
  };
  return { provider, created, checked };
}

const clip = Buffer.from('offline clip');
const fallbackDone: VideoStatus = {
  state: 'completed',
  video: { kind: 'bytes', data: clip, contentType: 'video/mp4' },
};

function createHarness(options: {
  video: VideoProvider;
  fallback?: VideoProvider;
  post?: Partial<PostRow>;
  /** The language of the post's run (the messages stored on the post are in it); none: English. */
  runLocale?: string;
  /** Replaces the sleep between status checks (e.g. to stop the process mid-poll). */
  sleep?: (ms: number) => Promise<void>;
}) {
  let row = buildPostRow(options.post);
  const updates: PostChanges[] = [];
  const store: Pick<GenerationStore, 'findPost' | 'findRun' | 'updatePost' | 'findWorkspaceVideoModel'> = {
    findWorkspaceVideoModel: () => Promise.resolve('kling-1-6-standard'),
    findRun: () =>
      Promise.resolve({
        language: 'de',
        ...(options.runLocale ? { locale: options.runLocale } : {}),
      } as RunRow),
    findPost: (workspaceId, postId) =>
      Promise.resolve(workspaceId === row.workspaceId && postId === row.id ? row : undefined),
    updatePost: (_workspaceId, _postId, changes) => {
      updates.push(changes);
      row = { ...row, ...changes };
      return Promise.resolve(row);
    },
  };
  const stored: Array<{ how: 'bytes' | 'url'; source: string; trusted?: boolean; tags: string[] }> = [];
  const media: Pick<MediaService, 'find' | 'read' | 'storeBytes' | 'storeFromUrl'> = {
    find: (_workspaceId, assetId) =>
      Promise.resolve(assetId === 'still-1' ? ({ id: 'still-1' } as AssetRow) : undefined),
    read: () => Promise.resolve(Buffer.from('still image')),
    storeBytes: (data, details) => {
      stored.push({ how: 'bytes', source: data.toString(), tags: details.tags });
      return Promise.resolve({ id: `asset-${stored.length}` } as AssetRow);
    },
    storeFromUrl: (url, details, storeOptions) => {
      stored.push({
        how: 'url',
        source: url,
        tags: details.tags,
        ...(storeOptions.isTrustedOrigin === undefined ? {} : { trusted: storeOptions.isTrustedOrigin }),
      });
      return Promise.resolve({ id: `asset-${stored.length}` } as AssetRow);
    },
  };
  const events = createRunEvents();
  let notices = 0;
  events.subscribe('run-1', () => {
    notices += 1;
  });
  const sleeps: number[] = [];
  const warnings: string[] = [];
  const fallback = options.fallback ?? scriptedProvider('offline', [fallbackDone]).provider;
  const job = createVideoJob({
    store: store as GenerationStore,
    media: media as MediaService,
    events,
    video: options.video,
    fallbackVideo: fallback,
    pollIntervalMs: 5000,
    isTrustedProviderUrl: (url) => url.startsWith('https://provider.example/'),
    sleep: (ms) => {
      sleeps.push(ms);
      return options.sleep ? options.sleep(ms) : Promise.resolve();
    },
    log: { warn: (_details, message) => warnings.push(message) },
  });
  return {
    run: (signal = new AbortController().signal) =>
      job.handle({ postId: 'post-1', workspaceId: 'ws-1' }, { signal, retryCount: 0 }),
    post: () => row,
    updates,
    stored,
    sleeps,
    warnings,
    notices: () => notices,
  };
}

describe('video job (createVideoJob)', () => {
  it('is the versioned pg-boss job generation.video v2, one per post at a time, with a post payload', () => {
    const harness = createVideoJob({
      store: {} as GenerationStore,
      media: {} as MediaService,
      events: createRunEvents(),
      video: scriptedProvider('remote', [fallbackDone]).provider,
      fallbackVideo: scriptedProvider('offline', [fallbackDone]).provider,
      pollIntervalMs: 5000,
      isTrustedProviderUrl: () => false,
      sleep: () => Promise.resolve(),
      log: { warn: () => undefined },
    });
    expect([harness.name, harness.version, harness.isExclusive]).toEqual(['generation.video', 2, true]);
    expect(harness.payload.safeParse({ postId: 'p', workspaceId: 'w' }).success).toBe(true);
    expect(harness.payload.safeParse({ postId: 'p' }).success).toBe(false);
  });

  it('creates the video from the post, polls every interval and stores the finished clip', async () => {
    const remote = scriptedProvider('remote', [
      { state: 'in-progress', status: 'queued' },
      { state: 'in-progress', status: 'generating', progress: 42.4 },
      { state: 'completed', video: { kind: 'url', url: 'https://provider.example/files/v.mp4' } },
    ]);
    const harness = createHarness({ video: remote.provider });
    await harness.run();

    expect(remote.created).toEqual([
      {
        // The workspace's video model (Kling 1.6 Standard here) names the provider's model.
        model: 'kling-video/v1.6/standard/text-to-video',
        prompt: 'A slow pan over fresh bread',
        aspectRatio: '16:9',
        caption: 'Fresh bread every morning',
        image: Buffer.from('still image'),
        // The settings' defaults when the post's video config names no quality or music.
        quality: 'high',
        music: false,
      },
    ]);
    expect(remote.checked).toEqual(['remote-gen-1', 'remote-gen-1', 'remote-gen-1']);
    expect(harness.sleeps).toEqual([5000, 5000, 5000]);
    expect(harness.stored).toEqual([
      {
        how: 'url',
        source: 'https://provider.example/files/v.mp4',
        trusted: true,
        tags: ['reels', 'instagram', 'ai-video'],
      },
    ]);
    expect(harness.updates).toContainEqual({ videoGenerationId: 'remote-gen-1', videoStatus: 'in-progress' });
    expect(harness.updates).toContainEqual({
      videoStatus: 'in-progress',
      videoProgress: 42,
      videoMessage: 'generating',
    });
    expect(harness.post()).toMatchObject({
      videoStatus: 'ready',
      videoProgress: 100,
      videoAssetId: 'asset-1',
      videoMessage: null,
    });
    expect(harness.notices()).toBe(harness.updates.length);
  });

  it("times out after 120 checks with the spec's message and falls back to the offline clip", async () => {
    const remote = scriptedProvider('remote', [{ state: 'in-progress', status: 'generating', progress: 50 }]);
    const offline = scriptedProvider('offline', [fallbackDone]);
    const harness = createHarness({ video: remote.provider, fallback: offline.provider });
    await harness.run();

    expect(remote.checked).toHaveLength(videoPollMaxAttempts);
    expect(harness.sleeps.filter((ms) => ms === 5000)).toHaveLength(videoPollMaxAttempts);
    // the progress did not change, so the post was written once for it, not 120 times
    expect(harness.updates.filter((changes) => changes.videoProgress === 50)).toHaveLength(1);
    expect(offline.created).toHaveLength(1);
    expect(offline.created[0]?.image).toEqual(Buffer.from('still image'));
    expect(harness.stored).toEqual([
      { how: 'bytes', source: 'offline clip', tags: ['reels', 'instagram', 'ai-video'] },
    ]);
    expect(harness.post()).toMatchObject({
      videoStatus: 'fallback',
      videoProgress: 100,
      videoAssetId: 'asset-1',
      videoMessage: 'Video generation timed out after 10 minutes',
    });
  });

  it("falls back with 'Video generation failed: {error}' when the provider reports a failure", async () => {
    const remote = scriptedProvider('remote', [{ state: 'failed', error: 'Content rejected' }]);
    const harness = createHarness({ video: remote.provider });
    await harness.run();
    expect(remote.checked).toHaveLength(1);
    expect(harness.post()).toMatchObject({
      videoStatus: 'fallback',
      videoMessage: 'Video generation failed: Content rejected',
      videoAssetId: 'asset-1',
    });
    expect(harness.warnings).toContain('video generation fell back');
  });

  it('stores the fallback reason in the language of the post’s run', async () => {
    const remote = scriptedProvider('remote', [{ state: 'failed', error: 'Content rejected' }]);
    const harness = createHarness({ video: remote.provider, runLocale: 'de' });
    await harness.run();
    expect(harness.post()).toMatchObject({
      videoStatus: 'fallback',
      videoMessage: 'Die Videogenerierung ist fehlgeschlagen: Content rejected',
    });
  });

  it('falls back when the video cannot even be created', async () => {
    const remote = scriptedProvider('remote', [fallbackDone]);
    remote.provider.createVideo = () => Promise.reject(new Error('Video service unavailable'));
    const harness = createHarness({ video: remote.provider });
    await harness.run();
    expect(harness.post()).toMatchObject({
      videoStatus: 'fallback',
      videoMessage: 'Video generation failed: Video service unavailable',
    });
  });

  it('retries failed status checks instead of giving up', async () => {
    const remote = scriptedProvider('remote', [
      new Error('HTTP 500'),
      new Error('HTTP 500'),
      { state: 'completed', video: { kind: 'url', url: 'https://elsewhere.example/v.mp4' } },
    ]);
    const harness = createHarness({ video: remote.provider });
    await harness.run();
    expect(remote.checked).toHaveLength(3);
    expect(harness.warnings.filter((message) => message.includes('retrying'))).toHaveLength(2);
    // a URL outside the provider's origin goes through the SSRF guard
    expect(harness.stored[0]).toMatchObject({ how: 'url', trusted: false });
    expect(harness.post().videoStatus).toBe('ready');
  });

  it('resumes polling a generation it already started (a retried job does not create a second one)', async () => {
    const remote = scriptedProvider('remote', [
      { state: 'completed', video: { kind: 'url', url: 'https://provider.example/v.mp4' } },
    ]);
    const harness = createHarness({
      video: remote.provider,
      post: { videoGenerationId: 'gen-7', videoStatus: 'in-progress' },
    });
    await harness.run();
    expect(remote.created).toHaveLength(0);
    expect(remote.checked).toEqual(['gen-7']);
    expect(harness.post().videoStatus).toBe('ready');
  });

  it('stops without a fallback when the process stops mid-poll; the retried job polls the same generation', async () => {
    const remote = scriptedProvider('remote', [{ state: 'in-progress', status: 'rendering', progress: 40 }]);
    const controller = new AbortController();
    const harness = createHarness({
      video: remote.provider,
      sleep: () => {
        if (remote.checked.length < 2) return Promise.resolve();
        controller.abort(new Error('process stopping'));
        return new Promise(() => undefined); // a long wait the stop cuts short
      },
    });
    await expect(harness.run(controller.signal)).rejects.toThrow('process stopping');
    expect(harness.stored).toEqual([]);
    expect(harness.post()).toMatchObject({ videoStatus: 'in-progress', videoGenerationId: 'remote-gen-1' });

    const resumed = scriptedProvider('remote', [fallbackDone]);
    const retry = createHarness({ video: resumed.provider, post: harness.post() });
    await retry.run();
    expect(resumed.created).toHaveLength(0);
    expect(resumed.checked).toEqual(['remote-gen-1']);
    expect(retry.post().videoStatus).toBe('ready');
  });

  it('marks the video failed when the fallback clip cannot be made either', async () => {
    const remote = scriptedProvider('remote', [{ state: 'failed', error: 'quota' }]);
    const offline = scriptedProvider('offline', [{ state: 'failed', error: 'ffmpeg missing' }]);
    const harness = createHarness({ video: remote.provider, fallback: offline.provider });
    await harness.run();
    expect(harness.stored).toEqual([]);
    expect(harness.post()).toMatchObject({
      videoStatus: 'failed',
      videoMessage: 'Video generation failed: quota',
      videoAssetId: null,
    });
  });

  it('does nothing for a post whose video is already settled or that does not exist', async () => {
    for (const videoStatus of ['ready', 'fallback', 'failed'] as const) {
      const remote = scriptedProvider('remote', [fallbackDone]);
      const harness = createHarness({ video: remote.provider, post: { videoStatus } });
      await harness.run();
      expect(remote.created).toHaveLength(0);
      expect(harness.updates).toEqual([]);
    }
    const remote = scriptedProvider('remote', [fallbackDone]);
    const harness = createHarness({ video: remote.provider, post: { workspaceId: 'another' } });
    await harness.run();
    expect(remote.created).toHaveLength(0);
  });

  it("asks for narration in the run's language when the video settings have speech", async () => {
    const remote = scriptedProvider('remote', [fallbackDone]);
    const videoConfig = { aspectRatio: '9:16', withSpeech: true, voiceType: 'female' };
    const harness = createHarness({ video: remote.provider, post: { videoConfig } });
    await harness.run();
    expect(remote.created[0]?.narration).toEqual({
      text: 'Fresh bread every morning',
      language: 'de',
      voice: 'female',
    });
  });
});
