import { describe, expect, it } from 'vitest';
import type { VariationId } from '../../../../shared/domain/platforms';
import type { PageContext, WrittenPost } from '../types';
import { writeOfflinePosts } from './offline-writer';
import { buildProductPage, buildWriteRequest } from './offline-writer.fixtures';
import { arrangement } from './offline-writer.quality-rules';

function writeInstagram(
  prompt: string,
  overrides: { language?: 'en' | 'de'; transcript?: string; page?: PageContext } = {},
): Record<VariationId, string> {
  const posts = writeOfflinePosts(buildWriteRequest({ prompt, platforms: ['instagram'], ...overrides }));
  const byVariation = (variation: VariationId): string =>
    posts.find((post: WrittenPost) => post.variation === variation)?.content ?? '';
  return {
    viral: byVariation('viral'),
    professional: byVariation('professional'),
    engaging: byVariation('engaging'),
    storytelling: byVariation('storytelling'),
    informative: byVariation('informative'),
    normal: byVariation('normal'),
  };
}

const paragraphs = (content: string): string[] =>
  content.split('\n\n').filter((block) => block.trim() !== '' && !/^#\S/u.test(block));

describe('variations of a brief of two sentences', () => {
  it('engaging asks and goes on in one paragraph, professional puts a headline above its body', () => {
    const prompt =
      'DevOpsDays Porto is on 3-4 October at the Alfândega Congress Centre. Early-bird tickets cost €149 until 1 August.';
    const posts = writeInstagram(prompt);
    const [opening] = paragraphs(posts.engaging);
    expect(opening).toMatch(/ – [^–]+\? Early-bird tickets cost €149 until 1 August\.$/u);
    const professional = paragraphs(posts.professional);
    expect(professional[0]).toMatch(
      /DevOpsDays Porto is on 3-4 October at the Alfândega Congress Centre\.$/u,
    );
    expect(professional[1]).toBe('Early-bird tickets cost €149 until 1 August.');
    expect(arrangement(posts.engaging, prompt)).not.toEqual(arrangement(posts.professional, prompt));
  });

  it('keeps the user’s ask in the engaging opening’s paragraph and last in the professional post', () => {
    const prompt =
      'Ana Ruiz explains how her team cut onboarding time by 45% at Brightpath Logistics. Download the full case study from our blog.';
    const posts = writeInstagram(prompt);
    expect(paragraphs(posts.engaging)[0]).toMatch(/\? Download the full case study from our blog\.$/u);
    expect(paragraphs(posts.professional).at(-1)).toBe('Download the full case study from our blog.');
  });

  it('never gives the viral post the story’s lines in the story’s order (German transcript)', () => {
    const transcript =
      'Hallo zusammen. Heute zeige ich euch unsere neue Werkstatt in Leipzig. Wir reparieren jede Woche rund 80 Fahrräder.';
    const posts = writeInstagram('Create engaging social media content for this video', {
      language: 'de',
      transcript,
    });
    const story = paragraphs(posts.storytelling).slice(0, 2);
    const viral = paragraphs(posts.viral).slice(0, 2);
    expect(story).toEqual([
      'Wir reparieren jede Woche rund 80 Fahrräder.',
      'Heute zeige ich euch unsere neue Werkstatt in Leipzig.',
    ]);
    expect(viral.map((line) => line.replace(/^👉 /u, ''))).not.toEqual(story);
    expect(arrangement(posts.viral, transcript)).not.toEqual(arrangement(posts.storytelling, transcript));
  });

  it('tells a bare name differently in the story and the normal post, without a fact of its own', () => {
    const page: PageContext = {
      url: 'https://shop.acme-tools.co.uk/',
      domain: 'shop.acme-tools.co.uk',
      title: 'Acme Tools',
      text: 'Acme Tools',
      pageType: 'unknown',
      businessType: 'unknown',
      product: { features: [] },
      keyPoints: [],
    };
    const posts = writeInstagram('Create engaging social media content about Acme Tools', { page });
    expect(posts.storytelling).not.toBe(posts.normal);
    expect(paragraphs(posts.storytelling).slice(0, 2)).toEqual([
      'Acme Tools.',
      'Where do you stand on Acme Tools?',
    ]);
    // The engaging post leaves that question to the story.
    expect(posts.engaging).not.toContain('Where do you stand on Acme Tools?');
    // A hook that says the name is not followed by the name again.
    for (const variation of ['viral', 'professional', 'engaging', 'informative'] as const) {
      const [hook, ...rest] = paragraphs(posts[variation]);
      expect(hook).toContain('Acme Tools');
      expect(rest.join('\n')).not.toMatch(/^(?:• )?Acme Tools\.$/mu);
    }
  });
});

describe('how the quality check reads a post’s arrangement', () => {
  const source = [
    'Shiftly – staff scheduling for restaurants',
    'Shiftly builds the weekly rota. Staff swap shifts from their phone. Free for teams of up to 10.',
  ].join('\n');

  it('reads a line of sentences the source holds apart sentence by sentence, in order', () => {
    const offerFirst = 'Free for teams of up to 10. Shiftly builds the weekly rota.';
    const asTold = 'Shiftly – staff scheduling for restaurants. Shiftly builds the weekly rota.';
    expect(arrangement(offerFirst, source)).toEqual([
      'free for teams of up to 10 | shiftly builds the weekly rota',
    ]);
    expect(arrangement(offerFirst, source)).not.toEqual(arrangement(asTold, source));
  });

  it('marks a user’s sentence that shares its line with the writer’s words, and leaves out a hook alone', () => {
    expect(
      arrangement('Shiftly builds the weekly rota – what do you say? Free for teams of up to 10.', source),
    ).toEqual(['free for teams of up to 10 +']);
    expect(arrangement('Shiftly builds the weekly rota – what do you say?', source)).toEqual([]);
  });
});

describe('a product page whose name is the topic', () => {
  it('says the name once under a hook that names it, and viral leads with the features', () => {
    const posts = writeInstagram('Create engaging social media content about EcoSip Bottle', {
      page: buildProductPage(),
    });
    for (const variation of ['viral', 'professional', 'engaging', 'informative'] as const) {
      const lines = posts[variation].split('\n').map((line) => line.replace(/^[•\d.\s]+/u, ''));
      expect(lines.slice(1)).not.toContain('EcoSip Bottle.');
      expect(lines[0]).toContain('EcoSip Bottle');
    }
    const viral = posts.viral.split('\n');
    expect(viral.indexOf('Keeps drinks cold for 24 hours.')).toBeLessThan(
      viral.indexOf('Every bottle removes one pound of plastic from the ocean.'),
    );
  });
});
