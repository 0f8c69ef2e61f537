import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAiProvider, type FakeAiProvider } from '../../../../../tests/fakes/ai-provider.fake';
import type { ImageRequest } from '../types';
import { createOpenAiClient, ProviderError } from './openai-http';
import { createOpenAiImageProvider, readImageAnswer } from './openai-image.provider';

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

const request: ImageRequest = {
  prompt: 'A bright photograph of a yoga mat at sunrise',
  platform: 'instagram',
  aspectRatio: '4:5',
  headline: 'Morning yoga',
  palette: {
    primary: '#111111',
    secondary: '#222222',
    accent: '#333333',
    background: '#ffffff',
    text: '#000000',
  },
};

function createProvider(model?: string) {
  const client = createOpenAiClient({ baseUrl: fake.baseUrl, apiKey: fake.apiKey });
  return createOpenAiImageProvider(model ? { client, model } : { client });
}

describe('createOpenAiImageProvider', () => {
  it('sends only the prompt and flux/schnell, and reads images[0].url pointing at a real PNG', async () => {
    const provider = createProvider();
    expect(provider).toMatchObject({ kind: 'remote', label: 'flux/schnell' });
    const image = await provider.generateImage(request);
    expect(fake.requests.at(-1)?.path).toBe('/v1/images/generations');
    expect(fake.requests.at(-1)?.body).toEqual({ prompt: request.prompt, model: 'flux/schnell' });
    if (image.kind !== 'url') throw new Error('expected a URL');
    expect(image.url.startsWith(`${fake.baseUrl}/files/`)).toBe(true);
    const download = await fetch(image.url);
    expect(download.headers.get('content-type')).toBe('image/png');
    const metadata = await sharp(Buffer.from(await download.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 64, height: 64 });
  });

  it("reads OpenAI's data[0].url", async () => {
    fake.setBehaviour({ image: 'data-url' });
    const image = await createProvider('dall-e-3').generateImage(request);
    expect(image).toEqual({ kind: 'url', url: expect.stringMatching(/\/files\/\d+\.png$/u) as unknown });
    expect(fake.requests.at(-1)?.body).toEqual({ prompt: request.prompt, model: 'dall-e-3' });
  });

  it("decodes OpenAI's data[0].b64_json to PNG bytes", async () => {
    fake.setBehaviour({ image: 'b64' });
    const image = await createProvider().generateImage(request);
    expect(image).toMatchObject({ kind: 'bytes', contentType: 'image/png', width: 64, height: 64 });
    if (image.kind !== 'bytes') throw new Error('expected bytes');
    expect(image.data.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('throws when the answer has no image URL', async () => {
    fake.setBehaviour({ image: 'no-url' });
    await expect(createProvider().generateImage(request)).rejects.toMatchObject({
      name: 'ProviderError',
      status: 502,
      message: 'AI provider answered without an image URL',
    });
  });

  it('throws a ProviderError without the key on a 500', async () => {
    fake.setBehaviour({ image: 'error', echoKeyInErrors: true });
    const error: unknown = await createProvider()
      .generateImage(request)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).status).toBe(500);
    expect((error as ProviderError).message).not.toContain(fake.apiKey);
  });

  it('re-encodes a base64 image in another format to PNG and rejects undecodable bytes', async () => {
    const gif = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#ff0000' } })
      .gif()
      .toBuffer();
    await expect(readImageAnswer({ data: [{ b64_json: gif.toString('base64') }] })).resolves.toMatchObject({
      kind: 'bytes',
      contentType: 'image/png',
      width: 3,
      height: 2,
    });
    await expect(readImageAnswer({ data: [{ b64_json: 'bm90IGFuIGltYWdl' }] })).rejects.toBeInstanceOf(
      ProviderError,
    );
  });
});
