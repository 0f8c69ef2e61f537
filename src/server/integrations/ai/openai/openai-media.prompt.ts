/**
 * The chat messages of the short uses of call 2: prompt enhancement (temperature 0.3, max_tokens 300), the
 * image prompt of a post (0.8, 300) and the video prompt of a post (0.8, 1200).
 */
import { findImageAspectRatio, platforms } from '../../../../shared/domain/platforms';
import { variationInfo } from '../../../../shared/domain/variations';
import {
  generatedVideoDurationSeconds,
  videoFormats,
  videoQualities,
  voices,
  type AspectRatio,
  type VideoConfig,
} from '../../../../shared/domain/video';
import type { ContentLanguage } from '../../../../shared/domain/content-languages';
import type { ShortenRequest, WrittenPost } from '../types';
import type { ChatMessage } from './openai-chat';

const enhanceSystemPrompt = [
  'You improve prompts for a social media content generator.',
  "Rewrite the user's idea as a richer, more specific prompt: keep its subject, facts and intent, and add the target audience, an angle, a tone and the key details worth covering.",
  'Answer with the improved prompt only: one paragraph of at most 80 words, in the language of the idea, without quotes or comments.',
].join('\n');

const imageSystemPrompt = [
  'You write prompts for an AI image generator.',
  'Describe one photograph or illustration that fits the social media post: subject, setting, style, lighting, colours and composition for the given aspect ratio.',
  'No text, letters, logos or watermarks in the image.',
  'Answer with the prompt only: one paragraph of at most 120 words, without quotes or comments.',
].join('\n');

const imageOrientations: Record<AspectRatio, string> = {
  '4:5': 'portrait',
  '1:1': 'square',
  '16:9': 'landscape',
  '9:16': 'vertical',
};

const videoSystemPrompt = [
  `You write prompts for a text-to-video model that makes ${generatedVideoDurationSeconds}-second clips.`,
  'Describe one continuous shot that fits the social media post: subject, action, setting, camera motion, lighting, colours and style.',
  'No on-screen text, logos or watermarks.',
  'Answer with the prompt only: at most 250 words, without quotes or comments.',
].join('\n');

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** Messages of prompt enhancement; with a language, the improved prompt is written in it. */
export function buildEnhanceMessages(prompt: string, language?: ContentLanguage): ChatMessage[] {
  const idea = `Idea: ${prompt.trim()}`;
  const name = language && (languageNames.of(language) ?? language);
  return [
    { role: 'system', content: enhanceSystemPrompt },
    { role: 'user', content: name ? `${idea}\n\nWrite the improved prompt in ${name}.` : idea },
  ];
}

function describePost(post: WrittenPost): string[] {
  const lines = [
    `Platform: ${platforms[post.platform].name}`,
    `Variation: ${post.variation} (${variationInfo[post.variation].description})`,
  ];
  if (post.title) lines.push(`Title: ${post.title}`);
  lines.push(`Post:\n${post.content}`);
  return lines;
}

/** Messages asking for the image prompt of one post. */
export function buildImagePromptMessages(post: WrittenPost): ChatMessage[] {
  const lines = describePost(post);
  const ratio = findImageAspectRatio(post.platform);
  lines.splice(1, 0, `Image aspect ratio: ${ratio} (${imageOrientations[ratio]})`);
  if (post.imagePrompt) lines.push(`The writer's image idea: ${post.imagePrompt}`);
  return [
    { role: 'system', content: imageSystemPrompt },
    { role: 'user', content: lines.join('\n') },
  ];
}

/** Messages asking for the video prompt of one post with the run's video settings. */
export function buildVideoPromptMessages(post: WrittenPost, video: VideoConfig): ChatMessage[] {
  const format = videoFormats[video.format];
  const lines = [
    ...describePost(post),
    `Video format: ${format.name} (${format.description}; ${format.features.join(', ')})`,
    `Aspect ratio: ${video.aspectRatio}`,
    `Quality: ${videoQualities[video.quality].resolution}`,
    video.withSpeech
      ? `Narration: a ${voices[video.voiceType].name.toLowerCase()} voice (${voices[video.voiceType].description.toLowerCase()})${post.language ? `, speaking ${languageNames.of(post.language) ?? post.language}` : ''}`
      : 'Narration: none',
    video.music ? 'Music: light background music matching the mood' : 'Music: none',
    `Length: ${generatedVideoDurationSeconds} seconds`,
  ];
  return [
    { role: 'system', content: videoSystemPrompt },
    { role: 'user', content: lines.join('\n') },
  ];
}

/** Messages of 'Shorten to fit': the post rewritten within the platform's limit, in its language. */
export function buildShortenMessages(request: ShortenRequest): ChatMessage[] {
  const name = languageNames.of(request.language) ?? request.language;
  const counting =
    request.platform === 'twitter'
      ? ' X counts every web address as 23 characters and every emoji as 2.'
      : '';
  return [
    {
      role: 'system',
      content: [
        'You shorten social media posts so they fit a platform’s character limit.',
        'Keep the meaning, the facts, the tone, the web addresses and the closing hashtags where they fit; cut filler first.',
        `Write in ${name}. Answer with the shortened post only: no quotes, no notes, no Markdown.`,
      ].join('\n'),
    },
    {
      role: 'user',
      content: `Platform: ${platforms[request.platform].name}. Limit: at most ${request.limit} characters, hashtags included.${counting} Aim a little under the limit.\n\nPost:\n${request.content}`,
    },
  ];
}
