import { describe, expect, it } from 'vitest';
import { countCharacters } from '../../../../shared/domain/counting';
import { platforms, type PlatformId } from '../../../../shared/domain/platforms';
import {
  buildProductPage,
  buildWriteRequest,
  longPrompt,
  urlAndEmojiPrompt,
} from './offline-writer.fixtures';
import { hashtagCounts } from './offline-writer.platforms';
import { writeOfflinePosts } from './offline-writer';

const allPlatforms: PlatformId[] = ['instagram', 'twitter', 'linkedin', 'facebook', 'tiktok', 'youtube'];

const prompts: Record<string, string> = {
  short: 'Yoga',
  normal: 'Write a post about the benefits of morning yoga for busy professionals',
  long: longPrompt,
  urlsAndEmoji: urlAndEmojiPrompt,
  oneHugeWord: `Supercali${'fragilistic'.repeat(400)}`,
  wideScript: '東京の新しいカフェが土曜日にオープンします。'.repeat(60),
};

describe('platform limits', () => {
  for (const [name, prompt] of Object.entries(prompts)) {
    it(`keeps every platform x variation within its limit (${name} prompt)`, () => {
      const requests = [
        buildWriteRequest({ prompt, platforms: allPlatforms }),
        buildWriteRequest({
          prompt,
          platforms: allPlatforms,
          page: buildProductPage({ keyPoints: [longPrompt.slice(0, 900)] }),
          webContext: {
            text: longPrompt,
            sources: [{ title: 'A'.repeat(300), url: 'https://source.example' }],
          },
          transcript: urlAndEmojiPrompt,
        }),
      ];
      for (const request of requests) {
        const posts = writeOfflinePosts(request);
        expect(posts).toHaveLength(allPlatforms.length * 6);
        for (const post of posts) {
          expect(post.content.trim()).not.toBe('');
          expect(countCharacters(post.content, post.platform)).toBeLessThanOrEqual(
            platforms[post.platform].characterLimit,
          );
        }
      }
    });
  }

  it('uses most of the X budget for a long prompt without going over', () => {
    const posts = writeOfflinePosts(buildWriteRequest({ prompt: longPrompt, platforms: ['twitter'] }));
    for (const post of posts) expect(countCharacters(post.content, 'twitter')).toBeGreaterThan(150);
  });
});

describe('hashtags in content', () => {
  it('ends the content with exactly the returned hashtags, up to the platform count', () => {
    const prompt =
      'Fresh sourdough, rye bread, croissants and cinnamon rolls at our Lisbon bakery every morning';
    for (const post of writeOfflinePosts(buildWriteRequest({ prompt, platforms: allPlatforms }))) {
      expect(post.hashtags.length).toBeGreaterThan(0);
      expect(post.hashtags.length).toBeLessThanOrEqual(hashtagCounts[post.platform]);
      expect(post.content.endsWith(`\n\n${post.hashtags.map((tag) => `#${tag}`).join(' ')}`)).toBe(true);
      for (const tag of post.hashtags) expect(tag).toMatch(/^[\p{L}\p{N}]+$/u);
    }
  });

  it('gives Instagram more hashtags than LinkedIn and Facebook', () => {
    const prompt =
      'Fresh sourdough, rye bread, croissants and cinnamon rolls at our Lisbon bakery every morning';
    const posts = writeOfflinePosts(buildWriteRequest({ prompt, variations: ['normal'] }));
    const count = (platformId: PlatformId): number =>
      posts.find((post) => post.platform === platformId)?.hashtags.length ?? 0;
    // Only noun phrases of the prompt as written are tags ('#CinnamonRolls', not '#Rolls'), so fewer than 8.
    expect(count('instagram')).toBeGreaterThan(count('facebook'));
    expect(count('instagram')).toBeGreaterThanOrEqual(count('linkedin'));
    expect(count('linkedin')).toBeLessThanOrEqual(3);
    expect(count('facebook')).toBe(2);
    expect(count('twitter')).toBeLessThanOrEqual(2);
  });

  it('drops X hashtags before going over 280', () => {
    const posts = writeOfflinePosts(buildWriteRequest({ prompt: longPrompt, platforms: ['twitter'] }));
    for (const post of posts) expect(post.hashtags.length).toBeLessThanOrEqual(2);
  });
});

describe('facts kept on X', () => {
  const cafe =
    'Our café Bean There opens on Saturday 14 June at 8 am on Rue Verte in Lyon. The first 50 guests get a ' +
    'free croissant, and every flat white costs €2.50 all weekend.';

  it("drops the writer's hook, call to action and hashtags before the user's offer and price", () => {
    const posts = writeOfflinePosts(buildWriteRequest({ prompt: cafe, platforms: ['twitter'] }));
    expect(posts.length).toBeGreaterThan(1);
    for (const post of posts) {
      expect(countCharacters(post.content, 'twitter')).toBeLessThanOrEqual(280);
      for (const fact of ['14 June', '8 am', 'Lyon', '50 guests', '€2.50'])
        expect(post.content).toContain(fact);
    }
  });

  it('keeps the most specific facts when not all of them fit', () => {
    const filler = 'Our team is proud of the friendly atmosphere and the many regular visitors we welcome';
    const prompt = `${cafe} ${filler}. ${filler} every week. ${filler} in the old town.`;
    for (const post of writeOfflinePosts(buildWriteRequest({ prompt, platforms: ['twitter'] }))) {
      expect(countCharacters(post.content, 'twitter')).toBeLessThanOrEqual(280);
      expect(post.content).toContain('€2.50');
    }
  });
});

describe("facts kept on X in a paragraph of the user's sentences", () => {
  it('drops a sentence without a fact from the engaging paragraph rather than cut the fact at its end', () => {
    const prompt =
      "L'association Les Restos du Quartier organise une collecte de dons le samedi 12 octobre à Lille, " +
      'place du Théâtre. Nous acceptons les produits non périssables : pâtes, riz, conserves, etc. Chaque don ' +
      'aide une famille du quartier. Venez déposer vos dons entre 9 h et 17 h.';
    const request = buildWriteRequest({ prompt, language: 'fr', platforms: ['twitter'] });
    for (const post of writeOfflinePosts(request)) {
      expect(countCharacters(post.content, 'twitter')).toBeLessThanOrEqual(280);
      for (const fact of ['12 octobre', 'Lille', '9 h']) expect(post.content).toContain(fact);
    }
    const engaging = writeOfflinePosts({ ...request, variations: ['engaging'] })[0]?.content ?? '';
    expect(engaging).not.toContain('…');
    expect(engaging).not.toContain('Chaque don aide une famille du quartier.');
  });
});

describe('platform shape', () => {
  const posts = writeOfflinePosts(buildWriteRequest({ page: buildProductPage() }));
  const find = (platformId: PlatformId, variation: string) =>
    posts.find((post) => post.platform === platformId && post.variation === variation);

  it('adds no closing question of its own on LinkedIn: only the engaging variation asks', () => {
    for (const post of posts.filter((candidate) => candidate.platform === 'linkedin'))
      expect(post.content.includes('?'), post.content).toBe(post.variation === 'engaging');
  });

  it('puts the page link into X, LinkedIn and Facebook posts and "Link in bio" on Instagram', () => {
    expect(find('linkedin', 'normal')?.content).toContain('https://ecosip.example/products/bottle');
    expect(find('facebook', 'normal')?.content).toContain('https://ecosip.example/products/bottle');
    expect(find('instagram', 'normal')?.content).toContain('Link in bio.');
    expect(find('instagram', 'normal')?.content).not.toContain('https://');
  });

  it('uses line breaks between paragraphs and bullets for Instagram lists', () => {
    const instagram = find('instagram', 'informative')?.content ?? '';
    expect(instagram).toContain('\n\n');
    expect(instagram).toMatch(/^• /mu);
    expect(find('linkedin', 'informative')?.content).toMatch(/^1\. /mu);
  });

  it('writes without emoji in the Conservative creativity range', () => {
    const plain = writeOfflinePosts(buildWriteRequest({ creativity: 10 }));
    for (const post of plain) expect(post.content).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});
