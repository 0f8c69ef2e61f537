/**
 * The real text provider: spec calls 1 and 2 against any OpenAI-compatible base URL. Post generation uses
 * the search model when web results are present (the spec's larger model with web search), else the
 * small model.
 */
import { cutVideoPrompt } from '../../../../shared/domain/video';
import type { TextProvider } from '../types';
import { cleanPlainAnswer, requestChatText, type ChatRequest } from './openai-chat';
import type { OpenAiClient, ProviderLogger } from './openai-http';
import {
  buildEnhanceMessages,
  buildImagePromptMessages,
  buildShortenMessages,
  buildVideoPromptMessages,
} from './openai-media.prompt';
import { buildPostsMessages } from './openai-posts.prompt';
import { streamPostsAnswer } from './openai-posts.write';
import { searchWebWithResponses } from './openai-web-search';

/** Chat settings of each use of call 2 (spec 1 §7). */
export const chatSettings = {
  enhancePrompt: { temperature: 0.3, max_tokens: 300 },
  writePosts: { max_tokens: 8000 },
  imagePrompt: { temperature: 0.8, max_tokens: 300 },
  videoPrompt: { temperature: 0.8, max_tokens: 1200 },
  shortenPost: { temperature: 0.3, max_tokens: 2000 },
} as const;

/** Settings of the remote text provider. */
export interface OpenAiTextProviderOptions {
  client: OpenAiClient;
  /** The small chat model (e.g. 'gpt-4.1-mini'); also the label. */
  model: string;
  /** The model with the web-search-preview tool (e.g. 'gpt-4.1'). */
  searchModel: string;
  logger?: ProviderLogger;
}

/** Creates the remote text provider (kind 'remote', label = model). Every method throws ProviderError on failure. */
export function createOpenAiTextProvider(options: OpenAiTextProviderOptions): TextProvider {
  const { client, model, searchModel, logger } = options;
  return {
    kind: 'remote',
    label: model,
    async enhancePrompt(prompt, language) {
      const text = await requestChatText(client, {
        model,
        messages: buildEnhanceMessages(prompt, language),
        ...chatSettings.enhancePrompt,
      });
      return cleanPlainAnswer(text);
    },
    searchWeb: (prompt) => searchWebWithResponses(client, searchModel, prompt),
    async writePosts(request, signal, onPost) {
      const body: ChatRequest = {
        model: request.webContext ? searchModel : model,
        messages: buildPostsMessages(request),
        temperature: Math.min(100, Math.max(0, request.creativity)) / 100,
        ...chatSettings.writePosts,
      };
      // An answer without text is as unusable as one without a JSON array: both give the fallback posts.
      return streamPostsAnswer(client, body, request, {
        ...(signal ? { signal } : {}),
        ...(onPost ? { onPost } : {}),
        ...(logger ? { logger } : {}),
      });
    },
    async writeImagePrompt(post, signal) {
      const text = await requestChatText(
        client,
        { model, messages: buildImagePromptMessages(post), ...chatSettings.imagePrompt },
        signal,
      );
      return cleanPlainAnswer(text);
    },
    async writeVideoPrompt(post, video, signal) {
      const text = await requestChatText(
        client,
        { model, messages: buildVideoPromptMessages(post, video), ...chatSettings.videoPrompt },
        signal,
      );
      return cutVideoPrompt(cleanPlainAnswer(text));
    },
    async shortenPost(request, signal) {
      const text = await requestChatText(
        client,
        { model, messages: buildShortenMessages(request), ...chatSettings.shortenPost },
        signal,
      );
      return cleanPlainAnswer(text);
    },
  };
}
