import { describe, expect, it } from 'vitest';
import { decideAll, writersOnly } from '../../testing/policy-roster';
import { viewerGenerateMessage } from '../generation/generation.policy';
import { scrapingPolicy } from './scraping.policy';

describe('scraping policy', () => {
  it('reads pages for owners and editors, refuses viewers and no one signed out', () => {
    expect(decideAll(scrapingPolicy)).toEqual({ scrapePage: writersOnly(viewerGenerateMessage) });
  });
});
