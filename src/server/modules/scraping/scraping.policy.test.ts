import { describe, expect, it } from 'vitest';
import { decideAll, everySignedInCaller } from '../../testing/policy-roster';
import { scrapingPolicy } from './scraping.policy';

describe('scraping policy', () => {
  it('reads pages for any signed-in user and for no one signed out', () => {
    expect(decideAll(scrapingPolicy)).toEqual({ scrapePage: everySignedInCaller });
  });
});
