import { describe, expect, it } from 'vitest';
import type { PageContext } from '../types';
import { writeOfflinePosts } from './offline-writer';
import { buildWriterBrief } from './offline-writer.brief';
import { buildWriteRequest } from './offline-writer.fixtures';

/** A SaaS homepage whose key point says again, shorter, what a sentence of its text says. */
const shiftly: PageContext = {
  url: 'https://shiftly.example/',
  domain: 'shiftly.example',
  title: 'Shiftly – staff scheduling for restaurants',
  text: 'Shiftly builds the weekly rota for restaurants in minutes. Staff swap shifts from their phone. Free for teams of up to 10.',
  pageType: 'homepage',
  businessType: 'saas',
  keyPoints: ['Builds the weekly rota in minutes', 'Free for teams of up to 10'],
};

const request = buildWriteRequest({
  prompt: 'Create engaging social media content about Shiftly',
  platforms: ['instagram', 'twitter', 'linkedin', 'facebook'],
  page: shiftly,
});

describe('the facts of a scraped page that repeats itself', () => {
  it('keeps the sentence that says the key point and more, in the key point’s place, once', () => {
    expect(buildWriterBrief(request).facts).toEqual([
      'Shiftly builds the weekly rota for restaurants in minutes.',
      'Free for teams of up to 10.',
      'Staff swap shifts from their phone.',
    ]);
  });

  it('says the weekly rota once in every post, and every fact of the page', () => {
    for (const post of writeOfflinePosts(request)) {
      const body = post.content.toLowerCase();
      expect(body.split('weekly rota').length - 1, post.content).toBe(1);
      for (const fact of ['restaurants', 'in minutes', 'swap shifts', 'up to 10'])
        expect(body, post.content).toContain(fact);
    }
  });

  it('keeps two facts when neither says all the other says', () => {
    const page: PageContext = {
      ...shiftly,
      text: 'Shiftly builds the weekly rota for restaurants. Managers approve swaps in minutes.',
      keyPoints: ['Builds the weekly rota in minutes'],
    };
    const facts = buildWriterBrief({ ...request, page }).facts;
    expect(facts).toContain('Builds the weekly rota in minutes.');
    expect(facts).toContain('Shiftly builds the weekly rota for restaurants.');
  });
});
