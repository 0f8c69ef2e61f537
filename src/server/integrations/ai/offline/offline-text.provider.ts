/**
 * The offline text provider: Postforge's rule-based writer, used when no AI key is configured. It needs
 * no network, is deterministic, and labels itself so the UI can show offline results as such.
 */
import { cutToFitAtSentence } from '../../../../shared/domain/counting';
import type { TextProvider } from '../types';
import { buildFallbackPosts, writeOfflinePosts } from './offline-writer';
import {
  enhancePromptText,
  writeImagePromptForPost,
  writeVideoPromptForPost,
} from './offline-writer.prompts';
import { offlineLabels } from './offline-labels';

/** Error message of `searchWeb`: the pipeline shows the spec's web-search failure and goes on. */
export const offlineWebSearchMessage = 'Web search is not available offline';

/** Runs `work` as a promise: a thrown error becomes a rejection. */
function settle<T>(work: () => T): Promise<T> {
  return new Promise((resolve) => resolve(work()));
}

/** Creates the offline text provider (kind 'offline'). Every method honours an already aborted signal. */
export function createOfflineTextProvider(): TextProvider {
  return {
    kind: 'offline',
    label: offlineLabels.text,
    enhancePrompt: (prompt, language) => settle(() => enhancePromptText(prompt, language)),
    searchWeb: () => Promise.reject(new Error(offlineWebSearchMessage)),
    writePosts: (request, signal) =>
      settle(() => {
        signal?.throwIfAborted();
        return { posts: writeOfflinePosts(request), isFallback: false };
      }),
    writeImagePrompt: (post, signal) =>
      settle(() => {
        signal?.throwIfAborted();
        return writeImagePromptForPost(post);
      }),
    writeVideoPrompt: (post, video, signal) =>
      settle(() => {
        signal?.throwIfAborted();
        return writeVideoPromptForPost(post, video);
      }),
    // Offline, 'Shorten to fit' is a cut at a sentence boundary that the platform's counter accepts.
    shortenPost: (request, signal) =>
      settle(() => {
        signal?.throwIfAborted();
        return cutToFitAtSentence(request.content, request.platform);
      }),
  };
}

export { buildFallbackPosts };
