/**
 * Providers whose implementation is imported on first use, so a starting server does not load code (and
 * packages) that only a generation needs. Each wrapper knows up front what callers read without calling
 * (kind, label) and forwards every method to the provider `load` resolves. `load` runs once; a failed load
 * is retried on the next call.
 */
import { loadOnce } from '../../load-once';
import type {
  EmbeddingsProvider,
  ImageProvider,
  ProviderKind,
  SpeechProvider,
  TextProvider,
  VideoProvider,
} from './types';

/** What a lazy provider answers before it is loaded. */
export interface KnownProvider {
  kind: ProviderKind;
  label: string;
}

/** A text provider imported on its first call. */
export function lazyTextProvider(known: KnownProvider, load: () => Promise<TextProvider>): TextProvider {
  const provider = loadOnce(load);
  return {
    ...known,
    enhancePrompt: async (prompt, language) => (await provider()).enhancePrompt(prompt, language),
    searchWeb: async (prompt) => (await provider()).searchWeb(prompt),
    writePosts: async (request, signal, onPost) => (await provider()).writePosts(request, signal, onPost),
    writeImagePrompt: async (post, signal) => (await provider()).writeImagePrompt(post, signal),
    writeVideoPrompt: async (post, video, signal) => (await provider()).writeVideoPrompt(post, video, signal),
    shortenPost: async (request, signal) => (await provider()).shortenPost(request, signal),
  };
}

/** An image provider imported on its first image. */
export function lazyImageProvider(known: KnownProvider, load: () => Promise<ImageProvider>): ImageProvider {
  const provider = loadOnce(load);
  return {
    ...known,
    generateImage: async (request, signal) => (await provider()).generateImage(request, signal),
  };
}

/** A video provider imported on its first video. */
export function lazyVideoProvider(known: KnownProvider, load: () => Promise<VideoProvider>): VideoProvider {
  const provider = loadOnce(load);
  return {
    ...known,
    createVideo: async (request, signal) => (await provider()).createVideo(request, signal),
    checkVideo: async (generationId, signal) => (await provider()).checkVideo(generationId, signal),
  };
}

/** A speech provider imported on its first transcription. */
export function lazySpeechProvider(kind: ProviderKind, load: () => Promise<SpeechProvider>): SpeechProvider {
  const provider = loadOnce(load);
  return {
    kind,
    transcribe: async (file, browserTranscript, language) =>
      (await provider()).transcribe(file, browserTranscript, language),
  };
}

/** An embeddings provider imported on its first call. */
export function lazyEmbeddingsProvider(
  kind: ProviderKind,
  load: () => Promise<EmbeddingsProvider>,
): EmbeddingsProvider {
  const provider = loadOnce(load);
  return { kind, embed: async (texts) => (await provider()).embed(texts) };
}
