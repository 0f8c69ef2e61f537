import { describe, expect, it } from 'vitest';
import { writeOfflinePosts } from '../offline-writer';
import { buildWriterBrief } from '../offline-writer.brief';
import { buildWriteRequest } from '../offline-writer.fixtures';
import { frCatalogue } from './fr.catalogue';

const request = buildWriteRequest({
  prompt: 'Dégustation de vins de Loire au Caveau du Marché le vendredi 17 mai à 19 h. L’entrée coûte 15 €.',
  language: 'fr',
});
const brief = buildWriterBrief(request);

/** Every text the catalogue can produce: each phrase run on a French brief, each fixed string as is. */
function catalogueTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(catalogueTexts);
  if (typeof value === 'function') {
    try {
      return catalogueTexts((value as (input: unknown) => unknown)(brief));
    } catch {
      return [];
    }
  }
  if (value && typeof value === 'object') return Object.values(value).flatMap(catalogueTexts);
  return [];
}

/** A plain space (one a line can break at) before a French high punctuation mark. */
const plainSpaceBefore = /[ \t][?!:;]/u;

describe('French typography of the offline writer', () => {
  it('puts a no-break space, never a plain one, before ? ! : ; in every phrase of the catalogue', () => {
    const texts = catalogueTexts(frCatalogue);
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.filter((text) => plainSpaceBefore.test(text))).toEqual([]);
    expect(texts.some((text) => /\u202f\?/u.test(text))).toBe(true);
  });

  it('writes posts and strategy notes without a plain space before ? ! : ;', () => {
    for (const post of writeOfflinePosts(request)) {
      expect(post.content).not.toMatch(plainSpaceBefore);
      expect(post.strategy).not.toMatch(plainSpaceBefore);
    }
  });
});
