/**
 * Prompts the offline writer derives without a model: the richer version of a user's prompt, and image and
 * video prompts describing a post's topic. All deterministic.
 */
import {
  findImageAspectRatio,
  platforms,
  type PlatformId,
  type VariationId,
} from '../../../../shared/domain/platforms';
import type { AspectRatio, VideoConfig, VideoFormatId } from '../../../../shared/domain/video';
import { defaultContentLanguage, type ContentLanguage } from '../../../../shared/domain/content-languages';
import type { WrittenPost } from '../types';
import { enCatalogue } from './languages/en.catalogue';
import { findCatalogue } from './languages/catalogue';
import { findReading } from './languages/reading-rules';
import { buildWriterBrief } from './offline-writer.brief';
import { extractKeyTerms } from './offline-writer.keywords';
import {
  capitalize,
  cleanText,
  shortenWords,
  splitSentences,
  stripEmoji,
  withoutFinalPunctuation,
} from './offline-writer.text';

/** The closing sentence of every video prompt; the pipeline keeps it when it cuts a prompt to 2200. */
export const videoPromptClosing =
  'Optimize for a 5-second duration: one clear, continuous action, a strong first frame and a clean final frame.';

const maxVideoPromptLength = 2200;

const imageStyles: Record<VariationId, string> = {
  viral: 'A bold, high-contrast, eye-catching photograph',
  professional: 'A clean, modern editorial photograph',
  engaging: 'A warm, inviting lifestyle photograph',
  storytelling: 'A cinematic, documentary-style photograph in natural light',
  informative: 'A clear, minimal infographic-style illustration',
  normal: 'A bright, natural photograph',
};

const imageCompositions: Record<AspectRatio, string> = {
  '4:5': 'Portrait 4:5 composition with the subject filling the frame',
  '1:1': 'Square 1:1 composition with the subject centred',
  '16:9': 'Wide 16:9 composition with space around the subject',
  '9:16': 'Vertical 9:16 composition',
};

const videoStyles: Record<VideoFormatId, string> = {
  normal: 'natural, well-lit footage',
  realistic: 'photorealistic, true-to-life footage',
  commercial: 'polished commercial advertising look with crisp product shots',
  'brand-story': 'warm brand-story look with authentic moments',
  animation: 'smooth, colourful 3D animation',
  retro: 'retro film look with grain and warm faded tones',
  blackwhite: 'high-contrast black-and-white footage',
  cinematic: 'cinematic look with shallow depth of field and dramatic light',
  epic: 'epic, sweeping scale with dramatic lighting',
};

const orientations = {
  '16:9': 'horizontal',
  '9:16': 'vertical',
  '1:1': 'square',
  '4:5': 'portrait',
} as const;
const qualities = { standard: '720p', high: '1080p', ultra: '4K' } as const;

function withArticle(word: string): string {
  return `${/^[aeiou]/iu.test(word) ? 'an' : 'a'} ${word}`;
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** ' in German' for a post written in another language than English, else ''. */
function spokenIn(post: WrittenPost): string {
  if (!post.language || post.language === 'en') return '';
  return ` in ${languageNames.of(post.language) ?? post.language}`;
}

/** Subject and a few visual terms of a post's text (hashtags, URLs and emoji ignored). */
function describePost(post: WrittenPost): { subject: string; terms: string[]; firstSentence: string } {
  const text = stripEmoji(cleanText(post.content.replace(/#[\p{L}\p{N}_]+/gu, ' ')));
  const reading = findReading(post.language ?? defaultContentLanguage);
  const terms = extractKeyTerms(text, reading, 6);
  const phrase = terms.slice(0, 3).find((term) => term.words.length > 1) ?? terms[0];
  const subject = phrase?.text ?? post.hashtags[0] ?? 'the topic of the post';
  // Split by the post's language: 'Am 3. Mai …' or 'p. ex.' ends no sentence.
  const firstSentence = splitSentences(text, reading)[0] ?? '';
  return {
    subject,
    terms: terms
      .map((term) => term.text)
      .filter((term) => term !== subject)
      .slice(0, 3),
    firstSentence,
  };
}

/** A descriptive image prompt for a post about `subject`, styled by variation and framed for the platform. */
export function buildImagePrompt(input: {
  subject: string;
  terms: string[];
  variation: VariationId;
  platform: PlatformId;
  productName?: string;
}): string {
  const product =
    input.productName && input.productName !== input.subject ? `, showing ${input.productName}` : '';
  const details = input.terms.length > 0 ? ` Include visual cues of ${joinList(input.terms)}.` : '';
  return (
    `${imageStyles[input.variation]} for ${withArticle(platforms[input.platform].name)} post about ${input.subject}${product}.` +
    `${details} ${imageCompositions[findImageAspectRatio(input.platform)]}, natural colours, sharp focus, no text, no logos, no watermarks.`
  );
}

/** The image prompt of an already written post. */
export function writeImagePromptForPost(post: WrittenPost): string {
  const { subject, terms } = describePost(post);
  return buildImagePrompt({ subject, terms, variation: post.variation, platform: post.platform });
}

/** A 5-second video prompt for a post: style of the format, aspect ratio, scene, sound; ends with the closing. */
export function writeVideoPromptForPost(post: WrittenPost, video: VideoConfig): string {
  const { subject, terms, firstSentence } = describePost(post);
  const voice =
    video.withSpeech && firstSentence !== ''
      ? `${capitalize(withArticle(video.voiceType))} voice-over${spokenIn(post)} says: "${withoutFinalPunctuation(shortenWords(firstSentence, 120))}".`
      : 'No voice-over.';
  const body = [
    `${capitalize(withArticle(video.format))} style video for ${platforms[post.platform].name} about ${subject}: ${videoStyles[video.format]}.`,
    `Format: ${video.aspectRatio} ${orientations[video.aspectRatio]} aspect ratio, ${qualities[video.quality]}.`,
    terms.length > 0
      ? `Scene: ${joinList(terms)}, shown with gentle, purposeful camera motion.`
      : 'Scene: the subject in a natural setting, with gentle camera motion.',
    voice,
    video.music ? 'Light background music that matches the mood.' : 'No music.',
  ].join(' ');
  const room = maxVideoPromptLength - videoPromptClosing.length - 1;
  return `${body.length > room ? shortenWords(body, room) : body} ${videoPromptClosing}`;
}

/**
 * The richer version of `prompt` in `language`: the prompt plus audience, angle, tone and key-term hints
 * derived from it. Enhancing an enhanced prompt replaces the earlier hints instead of stacking them. A
 * language without a phrase catalogue gets the prompt back unchanged (no hints in another language).
 */
export function enhancePromptText(prompt: string, language: ContentLanguage = 'en'): string {
  const catalogue = findCatalogue(language);
  const markers = [catalogue ?? enCatalogue, enCatalogue].map(({ enhancement }) => enhancement.marker);
  const markerIndex = Math.min(
    ...markers.map((marker) => prompt.indexOf(marker)).filter((index) => index > 0),
  );
  const base = withoutFinalPunctuation(Number.isFinite(markerIndex) ? prompt.slice(0, markerIndex) : prompt);
  if (base === '') throw new Error('Prompt is empty');
  if (!catalogue) return prompt.trim();
  const brief = buildWriterBrief({
    prompt: base,
    language,
    platforms: [],
    variations: [],
    creativity: 75,
    mediaType: 'image',
  });
  const terms = (brief.termLists[0] ?? [])
    .filter((term) => term.words.length > 1 || term.frequency > 1)
    .slice(0, 4);
  const keyTerms = (terms.length > 0 ? terms : (brief.termLists[0] ?? []).slice(0, 3)).map(
    (term) => term.text,
  );
  const hasSubject = brief.subject !== '' && brief.subject !== catalogue.fallbackSubject;
  return catalogue.enhancement.write({
    base,
    intent: brief.intent,
    audience: brief.audience,
    subject: hasSubject ? brief.subject : undefined,
    keyTerms,
  });
}
