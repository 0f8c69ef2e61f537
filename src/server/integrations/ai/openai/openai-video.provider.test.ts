import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { startFakeAiProvider, type FakeAiProvider } from '../../../../../tests/fakes/ai-provider.fake';
import { fakeVideoError, type VideoUrlField } from '../../../../../tests/fakes/ai-provider.fake-video';
import { videoInProgressStatuses } from '../../../../shared/domain/video';
import type { VideoRequest, VideoStatus } from '../types';
import { createOpenAiClient, ProviderError } from './openai-http';
import {
  createOpenAiVideoProvider,
  defaultVideoNegativePrompt,
  missingVideoUrlMessage,
  readVideoStatus,
} from './openai-video.provider';

let fake: FakeAiProvider;

beforeAll(async () => {
  fake = await startFakeAiProvider();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.setBehaviour({});
  fake.requests.length = 0;
});

const request: VideoRequest = {
  prompt: 'A yoga mat at sunrise, slow dolly in',
  aspectRatio: '9:16',
  caption: 'Morning yoga',
};
const model = 'kling-video/v1.6/standard/text-to-video';
const provider = (server: FakeAiProvider = fake): ReturnType<typeof createOpenAiVideoProvider> =>
  createOpenAiVideoProvider({
    client: createOpenAiClient({ baseUrl: `${server.baseUrl}/v1`, apiKey: server.apiKey }),
    model,
  });
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls every 50 ms until the status is no longer in progress; returns every status seen. */
async function pollToEnd(server: FakeAiProvider, id: string): Promise<VideoStatus[]> {
  const seen: VideoStatus[] = [];
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const status = await provider(server).checkVideo(id);
    seen.push(status);
    if (status.state !== 'in-progress') return seen;
    await sleep(50);
  }
  return seen;
}

describe('createOpenAiVideoProvider', () => {
  it('creates a 5-second generation with the spec fields and reads its id', async () => {
    const video = provider();
    expect(video).toMatchObject({ kind: 'remote', label: model });
    const id = await video.createVideo(request);
    expect(id).toMatch(/^gen-\d+$/u);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v2/generate/video/kling/generation',
    });
    expect(fake.requests.at(-1)?.body).toEqual({
      model,
      prompt: request.prompt,
      aspect_ratio: '9:16',
      duration: 5,
      negative_prompt: defaultVideoNegativePrompt,
      cfg_scale: 1,
    });
  });

  it("sends the workspace's model and a shorter clip when the model makes no 5-second clip", async () => {
    await provider().createVideo({ ...request, model: 'runway/gen4_turbo', maxSeconds: 4 });
    expect(fake.requests.at(-1)?.body).toMatchObject({ model: 'runway/gen4_turbo', duration: 4 });
  });

  it('reads generation_id and sends the request negative prompt', async () => {
    fake.setBehaviour({ videoIdField: 'generation_id' });
    const id = await provider().createVideo({ ...request, negativePrompt: 'people' });
    expect(id).toMatch(/^gen-\d+$/u);
    expect(fake.requests.at(-1)?.body).toMatchObject({ negative_prompt: 'people' });
  });

  it('polls queued, then generating, then completed with a URL to a real MP4', async () => {
    const slow = await startFakeAiProvider({ latencyMs: { videoDoneAfterMs: 600 } });
    onTestFinished(() => slow.close());
    const id = await provider(slow).createVideo(request);
    const seen = await pollToEnd(slow, id);
    const states = seen.map((status) => (status.state === 'in-progress' ? status.status : status.state));
    expect(states[0]).toBe('queued');
    expect(states).toContain('generating');
    expect(states.at(-1)).toBe('completed');
    expect(slow.requests.at(-1)).toMatchObject({ method: 'GET', query: { generation_id: id } });
    const last = seen.at(-1);
    if (last?.state !== 'completed' || last.video.kind !== 'url') throw new Error('expected a completed URL');
    const download = await fetch(last.video.url);
    expect(download.headers.get('content-type')).toBe('video/mp4');
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
  });

  it.each<VideoUrlField>([
    'video.url',
    'video_url',
    'output.video_url',
    'url',
    'videos[0].url',
    'result.video.url',
  ])('finds the video URL in %s', async (field) => {
    fake.setBehaviour({ videoUrlField: field });
    const id = await provider().createVideo(request);
    const status = await provider().checkVideo(id);
    expect(status).toEqual({
      state: 'completed',
      video: { kind: 'url', url: expect.stringMatching(/\/files\/video-\d+\.mp4$/u) as unknown },
    });
  });

  it('reports a failed generation with the provider error', async () => {
    fake.setBehaviour({ video: 'failed' });
    const id = await provider().createVideo(request);
    expect(await provider().checkVideo(id)).toEqual({ state: 'failed', error: fakeVideoError });
  });

  it('reports a completed answer without a URL as failed', async () => {
    fake.setBehaviour({ video: 'completed-without-url' });
    const id = await provider().createVideo(request);
    expect(await provider().checkVideo(id)).toEqual({ state: 'failed', error: missingVideoUrlMessage });
  });

  it('stays in progress for a generation that never finishes', async () => {
    fake.setBehaviour({ video: 'never-finishes' });
    const id = await provider().createVideo(request);
    expect(await provider().checkVideo(id)).toEqual({
      state: 'in-progress',
      status: 'generating',
      progress: 50,
    });
  });

  it('throws on failed status checks so the caller can retry, then reports the result', async () => {
    fake.setBehaviour({ video: 'status-errors-then-ok', videoStatusErrors: 2, echoKeyInErrors: true });
    const id = await provider().createVideo(request);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const error: unknown = await provider()
        .checkVideo(id)
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderError);
      expect((error as ProviderError).status).toBe(500);
      expect((error as ProviderError).message).not.toContain(fake.apiKey);
    }
    expect((await provider().checkVideo(id)).state).toBe('completed');
  });

  it('throws when the create call fails or the generation is unknown', async () => {
    fake.setBehaviour({ video: 'create-error' });
    await expect(provider().createVideo(request)).rejects.toMatchObject({
      name: 'ProviderError',
      status: 500,
    });
    fake.setBehaviour({});
    await expect(provider().checkVideo('gen-unknown')).rejects.toMatchObject({
      name: 'ProviderError',
      status: 404,
    });
  });
});

describe('readVideoStatus', () => {
  it.each([...videoInProgressStatuses, 'Processing ', 'starting'])('%j means in progress', (status) => {
    expect(readVideoStatus({ status, progress: '42' })).toEqual({
      state: 'in-progress',
      status: status.trim().toLowerCase(),
      progress: 42,
    });
  });

  it.each(['completed', 'succeeded', 'SUCCESS'])('%s with a URL means completed', (status) => {
    expect(readVideoStatus({ status, video_url: 'https://cdn.example/v.mp4' })).toEqual({
      state: 'completed',
      video: { kind: 'url', url: 'https://cdn.example/v.mp4' },
    });
  });

  it.each([
    [{ status: 'failed', error: 'NSFW' }, 'NSFW'],
    [{ status: 'error', error: { message: 'Quota exceeded' } }, 'Quota exceeded'],
    [{ status: 'error' }, 'error'],
  ])('%j means failed with %s', (answer, error) => {
    expect(readVideoStatus(answer)).toEqual({ state: 'failed', error });
  });

  it('throws for an answer without a status', () => {
    expect(() => readVideoStatus({ id: 'gen-1' })).toThrow(ProviderError);
  });
});
