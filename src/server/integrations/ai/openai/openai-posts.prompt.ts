/**
 * The chat messages of post generation (call 2, max_tokens 8000): a system prompt fixing the JSON-array
 * answer format, and a user prompt with the idea, every platform x variation pair with its character limit
 * and style, and the page context, web results and transcript when the run has them.
 */
import { platforms, type PlatformId, type VariationId } from '../../../../shared/domain/platforms';
import { variationInfo } from '../../../../shared/domain/variations';
import type { PageContext, WritePostsRequest } from '../types';
import type { ChatMessage } from './openai-chat';

/** Starts the user-prompt line listing the pairs to write as 'platform:variation' separated by ', '. */
export const pairsLinePrefix = 'Pairs to write (platform:variation):';

/** The variations of a request; none picked means the default, normal (spec 1 §1). */
export function requestedVariations(request: WritePostsRequest): VariationId[] {
  return request.variations.length > 0 ? [...request.variations] : ['normal'];
}

/** Every platform x variation pair of a request, platform-major. */
export function requestedPairs(
  request: WritePostsRequest,
): Array<{ platform: PlatformId; variation: VariationId }> {
  const variations = requestedVariations(request);
  return request.platforms.flatMap((platform) => variations.map((variation) => ({ platform, variation })));
}

const systemPrompt = [
  'You are a senior social media copywriter. You write ready-to-publish posts tailored to each platform.',
  'Answer with one JSON array and nothing else: no prose before or after it, no Markdown code fences.',
  'Each element of the array is an object with exactly these keys:',
  '- "platform": the platform id, as given by the user',
  '- "variation": the variation id, as given by the user',
  '- "title": a short headline for the post, at most 60 characters',
  '- "content": the full post text, ready to publish, ending with its hashtags; it must stay within the platform\'s character limit, hashtags included',
  '- "hashtags": an array of the hashtags used in the content, without the # sign',
  '- "strategy": one or two sentences on why this post should perform well on this platform',
  '- "engagement": the expected engagement, one of "very high", "high", "medium", "low"',
  '- "imagePrompt": a one-paragraph prompt for an AI image generator illustrating the post (subject, setting, style, lighting, composition); no text, logos or watermarks in the image',
  'Write exactly one object for every platform and variation pair the user lists, in the order listed.',
  'Each variation has its own tone and structure; never repeat the same text across variations or platforms.',
  "Use only facts from the user's material; do not invent prices, figures, names or quotes.",
].join('\n');

function describePage(page: PageContext): string {
  const lines = [`Page context (scraped from ${page.url}):`, `Title: ${page.title}`];
  if (page.pageType !== 'unknown') lines.push(`Page type: ${page.pageType}`);
  if (page.businessType !== 'unknown') lines.push(`Business type: ${page.businessType}`);
  const product = page.product;
  if (product) {
    const facts = [
      product.name && `name ${product.name}`,
      product.brand && `brand ${product.brand}`,
      product.price && `price ${product.price}`,
      product.originalPrice && `original price ${product.originalPrice}`,
      product.discount !== undefined && `discount ${product.discount}%`,
    ].filter((fact): fact is string => typeof fact === 'string' && fact !== '');
    if (facts.length > 0) lines.push(`Product: ${facts.join(', ')}`);
    if (product.features.length > 0) lines.push(`Features: ${product.features.join('; ')}`);
  }
  if (page.keyPoints.length > 0) lines.push(`Key points: ${page.keyPoints.join('; ')}`);
  if (page.text.trim() !== '') lines.push(`Page text: ${page.text.trim()}`);
  return lines.join('\n');
}

function describeWebResults(webContext: NonNullable<WritePostsRequest['webContext']>): string {
  const lines = ['Web search results (current information; prefer these facts):', webContext.text.trim()];
  if (webContext.sources.length > 0) {
    lines.push('Sources:');
    for (const source of webContext.sources) lines.push(`- ${source.title}: ${source.url}`);
  }
  return lines.join('\n');
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/**
 * The language section of the user prompt: every post in the run's language (the image prompt stays
 * English for the image model); on the one retry after an answer in another language, said again firmly.
 */
export function describeLanguage(request: Pick<WritePostsRequest, 'language' | 'isLanguageRetry'>): string {
  const name = languageNames.of(request.language) ?? request.language;
  const lines = [
    `Language: write every post in ${name} (${request.language}): title, content, hashtags and strategy, idiomatically, as a native ${name}-speaking social media manager would. Keep names, prices, dates and times exactly as the material writes them. Write the imagePrompt in English.`,
  ];
  if (request.isLanguageRetry)
    lines.push(
      `Your previous answer was not entirely in ${name}. Every post must be in ${name} only: no sentence in any other language.`,
    );
  return lines.join('\n');
}

/** The section of a one-post regeneration: the current version to replace, and the user's instruction. */
export function describeRegeneration(regenerate: NonNullable<WritePostsRequest['regenerate']>): string {
  const lines = [
    'This is a regeneration of one existing post. Its current version (write a new, different version):',
    regenerate.previous.content.trim(),
  ];
  const instruction = regenerate.instruction?.trim();
  if (instruction)
    lines.push(
      `The user's instruction for the new version (follow it exactly, within the character limit): ${instruction}`,
    );
  return lines.join('\n');
}

/**
 * The brand section: the workspace's active brand pack by name, and its guidelines (tone and voice) as rules
 * every post follows; a pack without guidelines only names the brand.
 */
export function describeBrand(brand: NonNullable<WritePostsRequest['brand']>): string {
  const lines = [`Brand: write as ${brand.name.trim()}.`];
  const guidelines = brand.guidelines.trim();
  if (guidelines)
    lines.push(
      `Brand guidelines (tone and voice; follow them in every post and variation, within each variation's style): ${guidelines}`,
    );
  return lines.join('\n');
}

/** The user prompt of post generation. */
export function buildPostsUserPrompt(request: WritePostsRequest): string {
  const variations = requestedVariations(request);
  const pairs = requestedPairs(request);
  const sections = [
    `Idea: ${request.prompt.trim()}`,
    describeLanguage(request),
    [
      'Platforms and their character limits (count every character, hashtags included):',
      ...request.platforms.map(
        (id) => `- ${id} (${platforms[id].name}): at most ${platforms[id].characterLimit} characters`,
      ),
    ].join('\n'),
    [
      'Variations and their styles:',
      ...variations.map((id) => `- ${id}: ${variationInfo[id].description}`),
    ].join('\n'),
    `${pairsLinePrefix} ${pairs.map((pair) => `${pair.platform}:${pair.variation}`).join(', ')}`,
    `Write ${pairs.length} post${pairs.length === 1 ? '' : 's'} in total, one per pair.`,
    request.mediaType === 'video'
      ? 'Each post will be published with a 5-second AI video; the imagePrompt describes its key visual.'
      : 'Each post will be published with an AI-generated image described by its imagePrompt.',
  ];
  if (request.webContext) sections.push(describeWebResults(request.webContext));
  if (request.page) sections.push(describePage(request.page));
  if (request.transcript && request.transcript.trim() !== '') {
    sections.push(
      `Video transcript (what the creator says in the video the posts accompany):\n${request.transcript.trim()}`,
    );
  }
  if (request.brand) sections.push(describeBrand(request.brand));
  if (request.regenerate) sections.push(describeRegeneration(request.regenerate));
  sections.push(`Creativity: ${request.creativity}/100 (higher means bolder, more surprising wording).`);
  return sections.join('\n\n');
}

/** The two messages of post generation. */
export function buildPostsMessages(request: WritePostsRequest): ChatMessage[] {
  return [
    { role: 'system', content: systemPrompt },
    { role: 'user', content: buildPostsUserPrompt(request) },
  ];
}
