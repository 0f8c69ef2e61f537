import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAiProvider, type FakeAiProvider } from '../../../../../tests/fakes/ai-provider.fake';
import { genericFootageDescription } from '../offline/offline-speech.provider';
import { createOpenAiClient, ProviderError } from './openai-http';
import { createOpenAiSpeechProvider } from './openai-speech.provider';

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

const file = { data: Buffer.alloc(2048, 7), filename: 'reel.webm', contentType: 'video/webm' };
const provider = () =>
  createOpenAiSpeechProvider({
    client: createOpenAiClient({ baseUrl: fake.baseUrl, apiKey: fake.apiKey }),
    model: 'whisper-1',
  });

describe('createOpenAiSpeechProvider', () => {
  it('sends the file as multipart with the spec fields and reads text and duration', async () => {
    const result = await provider().transcribe(file, undefined, 'en');
    expect(provider().kind).toBe('remote');
    expect(result).toEqual({
      text: 'Today I want to show you how we plan a whole week of posts in ten minutes (reel.webm).',
      duration: 4.5,
      confidence: 0.9,
    });
    const request = fake.requests.at(-1);
    expect(request?.path).toBe('/v1/audio/transcriptions');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/u);
    expect(request?.body).toEqual({
      fields: { model: 'whisper-1', response_format: 'verbose_json', language: 'en' },
      files: [{ field: 'file', filename: 'reel.webm', contentType: 'video/webm', size: 2048 }],
    });
  });

  it("sends the run's language, and none for Auto", async () => {
    await provider().transcribe(file, undefined, 'de');
    expect(fake.requests.at(-1)?.body).toMatchObject({ fields: { language: 'de' } });
    await provider().transcribe(file);
    expect(fake.requests.at(-1)?.body).toEqual(
      expect.objectContaining({ fields: { model: 'whisper-1', response_format: 'verbose_json' } }),
    );
  });

  it('replaces a silent transcript with the browser transcript, keeping the duration', async () => {
    fake.setBehaviour({ transcription: 'silent' });
    await expect(provider().transcribe(file, 'We launch on Monday!')).resolves.toEqual({
      text: 'We launch on Monday!',
      duration: 4.5,
      confidence: 0.7,
    });
    await expect(provider().transcribe(file, 'hi')).resolves.toEqual({
      text: genericFootageDescription,
      duration: 4.5,
      confidence: 0.3,
    });
  });

  it('throws a ProviderError without the key when the call fails', async () => {
    fake.setBehaviour({ transcription: 'error', echoKeyInErrors: true });
    const error: unknown = await provider()
      .transcribe(file)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).status).toBe(500);
    expect((error as ProviderError).message).not.toContain(fake.apiKey);
  });
});
