/** Test requests for the offline writer's tests (not used by production code). */
import { generationPlatformIds, variationIds } from '../../../../shared/domain/platforms';
import type { PageContext, WritePostsRequest } from '../types';

/** A request for every generation platform and every variation, with optional overrides. */
export function buildWriteRequest(overrides: Partial<WritePostsRequest> = {}): WritePostsRequest {
  return {
    prompt: 'Write a post about the benefits of morning yoga for busy professionals',
    language: 'en',
    platforms: [...generationPlatformIds],
    variations: [...variationIds],
    creativity: 75,
    mediaType: 'image',
    ...overrides,
  };
}

/** A scraped product page with a price, three features and two key points. */
export function buildProductPage(overrides: Partial<PageContext> = {}): PageContext {
  return {
    url: 'https://ecosip.example/products/bottle',
    domain: 'ecosip.example',
    title: 'EcoSip Bottle | Recycled Ocean Plastic',
    text: 'The EcoSip Bottle is made from recycled ocean plastic and keeps drinks cold all day long.',
    pageType: 'product',
    businessType: 'ecommerce',
    product: {
      name: 'EcoSip Bottle',
      price: '$29.99',
      features: ['Keeps drinks cold for 24 hours', 'Made from recycled ocean plastic', 'Leak-proof lid'],
    },
    keyPoints: ['Every bottle removes one pound of plastic from the ocean.'],
    ...overrides,
  };
}

/** A 5,000-character prompt of varied sentences. */
export const longPrompt = Array.from(
  { length: 120 },
  (_, index) =>
    `Our bakery in Lisbon bakes batch ${index} of sourdough with local flour, sea salt and patience.`,
)
  .join(' ')
  .slice(0, 5000);

/** A prompt of URLs and emoji only (the worst case for X's weighted count). */
export const urlAndEmojiPrompt = Array.from(
  { length: 30 },
  (_, index) => `🔥🚀 https://example.com/a/very/long/path/${index}?ref=social 👩‍👩‍👧‍👦🇵🇹 www.shop${index}.com 1️⃣`,
).join(' ');
