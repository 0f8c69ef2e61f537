/**
 * The real video provider: call 5 creates a 5-second Kling generation, call 6 polls it. Status words are
 * read case-insensitively; the video URL is looked for in every field providers are known to use.
 */
import { generatedVideoDurationSeconds } from '../../../../shared/domain/video';
import type { VideoProvider, VideoStatus } from '../types';
import type { OpenAiClient } from './openai-http';
import { ProviderError } from './openai-http';
import { asNumber, asRecord, asText, readPath } from './openai-json';
import { withStyleWords } from '../style-words';

/** The path of calls 5 and 6. */
export const videoGenerationPath = '/v2/generate/video/kling/generation';
/** Negative prompt sent when the request has none. */
export const defaultVideoNegativePrompt = 'blurry, low quality, distorted, deformed, watermark, text, logo';
/** Failure text of a completed answer that carries no video URL. */
export const missingVideoUrlMessage = 'No video URL in the answer';

const completedStatuses = new Set(['completed', 'succeeded', 'success']);
const failedStatuses = new Set(['failed', 'error']);
const videoUrlPaths: ReadonlyArray<ReadonlyArray<string | number>> = [
  ['video', 'url'],
  ['video_url'],
  ['output', 'video_url'],
  ['url'],
  ['videos', 0, 'url'],
  ['result', 'video', 'url'],
];

/** Settings of the remote video provider. */
export interface OpenAiVideoProviderOptions {
  client: OpenAiClient;
  /** e.g. 'kling-video/v1.6/standard/text-to-video'; also the label. */
  model: string;
}

/** The video URL of a status answer, from the first of the known fields that holds one. */
function readVideoUrl(answer: unknown): string | undefined {
  for (const path of videoUrlPaths) {
    const url = asText(readPath(answer, path));
    if (url !== undefined) return url.trim();
  }
  return undefined;
}

/** The provider's error text: a string, or an object's message. */
function readErrorText(value: unknown): string | undefined {
  return asText(value) ?? asText(asRecord(value)?.message);
}

/**
 * Maps a call-6 answer to a VideoStatus: in-progress words (waiting, pending, processing, queued, active,
 * generating) keep polling, as do unknown words; completed/succeeded/success need a URL; failed/error carry
 * the error text. Throws ProviderError(502) for an answer without a status.
 */
export function readVideoStatus(answer: unknown): VideoStatus {
  const status = asText(asRecord(answer)?.status)?.trim().toLowerCase();
  if (status === undefined)
    throw new ProviderError(502, 'AI provider answered a video status check without a status');
  if (completedStatuses.has(status)) {
    const url = readVideoUrl(answer);
    return url === undefined
      ? { state: 'failed', error: missingVideoUrlMessage }
      : { state: 'completed', video: { kind: 'url', url } };
  }
  if (failedStatuses.has(status)) {
    const record = asRecord(answer);
    return {
      state: 'failed',
      error: readErrorText(record?.error) ?? readErrorText(record?.message) ?? status,
    };
  }
  // The spec's in-progress words (videoInProgressStatuses) keep the poll going, and so does an unknown word
  // (e.g. 'starting', 'in_queue'): the caller's attempt limit ends a poll that never finishes.
  const progress = asNumber(asRecord(answer)?.progress);
  return progress === undefined
    ? { state: 'in-progress', status }
    : { state: 'in-progress', status, progress };
}

/** Creates the remote video provider (kind 'remote', label = model). */
export function createOpenAiVideoProvider(options: OpenAiVideoProviderOptions): VideoProvider {
  const { client, model } = options;
  return {
    kind: 'remote',
    label: model,
    async createVideo(request, signal) {
      const answer = await client.postJson(
        videoGenerationPath,
        {
          model: request.model ?? model,
          prompt: withStyleWords(request.prompt, request.styleWords),
          aspect_ratio: request.aspectRatio,
          duration: Math.min(
            generatedVideoDurationSeconds,
            request.maxSeconds ?? generatedVideoDurationSeconds,
          ),
          negative_prompt: request.negativePrompt ?? defaultVideoNegativePrompt,
          cfg_scale: 1,
        },
        { signal },
      );
      const record = asRecord(answer);
      const id = asText(record?.generation_id) ?? asText(record?.id) ?? asNumber(record?.id)?.toString();
      if (id === undefined)
        throw new ProviderError(502, 'AI provider answered the video request without a generation id');
      return id.trim();
    },
    async checkVideo(generationId, signal) {
      const answer = await client.getJson(
        `${videoGenerationPath}?generation_id=${encodeURIComponent(generationId)}`,
        { signal },
      );
      return readVideoStatus(answer);
    },
  };
}
