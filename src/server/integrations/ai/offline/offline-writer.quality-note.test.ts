import { describe, expect, it } from 'vitest';
import { writeOfflinePosts } from './offline-writer';
import { buildWriterBrief } from './offline-writer.brief';
import { buildWriteRequest } from './offline-writer.fixtures';
import {
  maxSharedPlaces,
  noteFigureProblems,
  sameSentence,
  sentenceSimilarity,
  sharedPlaces,
} from './offline-writer.quality-note';

const request = buildWriteRequest({
  prompt:
    'Spring sale at Greenleaf: 20% off all rain jackets until 31 March. Every order gets a free tote bag.',
  platforms: ['instagram', 'twitter'],
  variations: ['viral', 'professional'],
});
const posts = writeOfflinePosts(request);
const writer = buildWriterBrief(request);

describe('the strategy note of an offline post', () => {
  it('states the figures of the post it explains, each one true', () => {
    for (const post of posts) {
      expect(post.strategy).toMatch(/\d+\/[\d,]+ characters/u);
      expect(noteFigureProblems(post, writer)).toEqual([]);
    }
    const viral = posts.find((post) => post.platform === 'instagram' && post.variation === 'viral');
    expect(viral?.strategy).toContain(`${viral?.hashtags.length} hashtags`);
    expect(viral?.strategy).toContain('the figure “20%”');
  });

  it('is caught by the check when a figure is not true of the post', () => {
    const [post] = posts;
    if (!post) throw new Error('no post');
    const untrue = [
      post.strategy.replace(/\d+ hashtags/u, '0 hashtags'),
      post.strategy.replace(/\d+\//u, '999/'),
      post.strategy.replace('20%', '30%'),
      `${post.strategy} It holds 7 emoji.`,
      `${post.strategy} Post it 3 times.`,
    ];
    for (const strategy of untrue) expect(noteFigureProblems({ ...post, strategy }, writer)).not.toEqual([]);
  });
});

describe('the sentence-by-sentence comparison of variations', () => {
  it('finds variations that differ only in a word or their closing, and passes ones arranged differently', () => {
    const normal = ['Our café opens on 14 June.', 'The first 50 guests get a croissant.', 'Let us know.'];
    const closingOnly = ['Our café opens on 14 June!', 'The first 50 guests get a croissant.', 'Tell us.'];
    const story = ['The first 50 guests get a croissant.', 'Our café opens on 14 June.', 'Tell us.'];
    expect(sharedPlaces(normal, closingOnly)).toBeGreaterThan(maxSharedPlaces);
    expect(sharedPlaces(normal, story)).toBeLessThanOrEqual(maxSharedPlaces);
    expect(
      sentenceSimilarity('Worth knowing: every flat white costs €2.50.', 'Every flat white costs €2.50.'),
    ).toBeLessThan(sameSentence);
  });
});
