/**
 * The real speech-to-text provider: call 3, a multipart POST /v1/audio/transcriptions (file, model,
 * response_format verbose_json, and the run's language when one was chosen; none lets the model tell)
 * reading text and duration.
 */
import { transcriptMinLength } from '../../../../shared/domain/limits';
import { describeFootage } from '../offline/offline-speech.provider';
import type { SpeechProvider } from '../types';
import type { OpenAiClient } from './openai-http';
import { ProviderError } from './openai-http';
import { asNumber, asRecord } from './openai-json';

/** The path of call 3. */
export const transcriptionsPath = '/v1/audio/transcriptions';
/** Confidence of a transcript the model produced. */
export const remoteTranscriptConfidence = 0.9;

/** Settings of the remote speech provider. */
export interface OpenAiSpeechProviderOptions {
  client: OpenAiClient;
  /** e.g. 'whisper-1'. */
  model: string;
  /** Longest wait for one transcription, in milliseconds; default the client's timeout. */
  timeoutMs?: number;
}

/**
 * Creates the remote speech provider (kind 'remote'). A transcript under 10 characters (silent footage) is
 * replaced by the browser transcript or the generic description, keeping the duration. Throws
 * ProviderError when the call fails or the answer has no text field; the caller then uses the offline
 * provider's answer (spec 1 §8: generic text with confidence 0.3).
 */
export function createOpenAiSpeechProvider(options: OpenAiSpeechProviderOptions): SpeechProvider {
  const { client, model } = options;
  return {
    kind: 'remote',
    async transcribe(file, browserTranscript, language) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file.data)], { type: file.contentType }), file.filename);
      form.append('model', model);
      form.append('response_format', 'verbose_json');
      if (language) form.append('language', language);
      const requestOptions = options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs };
      const answer = asRecord(await client.postMultipart(transcriptionsPath, form, requestOptions));
      if (typeof answer?.text !== 'string') {
        throw new ProviderError(502, 'AI provider answered the transcription without text');
      }
      const duration = asNumber(answer.duration);
      const text = answer.text.trim();
      const result =
        text.length >= transcriptMinLength
          ? { text, confidence: remoteTranscriptConfidence }
          : describeFootage(browserTranscript);
      return duration === undefined ? result : { ...result, duration };
    },
  };
}
