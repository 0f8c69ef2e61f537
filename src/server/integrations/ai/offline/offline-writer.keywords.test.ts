import { describe, expect, it } from 'vitest';
import { createVariantPicker, hashText } from './offline-writer.hash';
import { findReading } from './languages/reading-rules';
import { buildHashtags, extractKeyTerms, toHashtag } from './offline-writer.keywords';

describe('extractKeyTerms', () => {
  it('keeps multiword terms, drops stop words and instruction words', () => {
    const terms = extractKeyTerms('Write a post about the benefits of morning yoga for busy professionals');
    expect(terms.map((term) => term.text).slice(0, 2)).toEqual(['morning yoga', 'busy professionals']);
    const words = terms.flatMap((term) => term.words);
    for (const stopWord of ['write', 'post', 'about', 'the', 'of', 'for', 'benefits'])
      expect(words).not.toContain(stopWord);
  });

  it('orders by frequency, then first position', () => {
    const terms = extractKeyTerms(
      'Pasta night at Luigi. Fresh pasta, fresh basil, and more pasta for everyone.',
    );
    expect(terms[0]?.text).toBe('pasta');
    expect(terms[0]?.frequency).toBe(3);
    const texts = extractKeyTerms('Sourdough loaves. Rye bread.').map((term) => term.text);
    expect(texts.slice(0, 2)).toEqual(['sourdough loaves', 'rye bread']);
  });

  it('puts a word of a name, or one that never stands alone, behind the phrases that hold it', () => {
    const french = extractKeyTerms(
      "L'association Les Restos du Quartier organise une collecte. Chaque don aide une famille du quartier.",
      findReading('fr'),
    ).map((term) => term.text);
    expect(french.indexOf('Restos du Quartier')).toBeGreaterThanOrEqual(0);
    expect(french.indexOf('Quartier')).toBeGreaterThan(french.indexOf('Restos du Quartier'));
    const spanish = extractKeyTerms(
      '¿Buscas un regalo original? Pide tu caja regalo antes del 20 de diciembre.',
      findReading('es'),
    ).map((term) => term.text.toLowerCase());
    expect(spanish.indexOf('regalo')).toBeGreaterThan(spanish.indexOf('regalo original'));
    expect(spanish.indexOf('regalo')).toBeGreaterThan(spanish.indexOf('caja regalo'));
  });

  it('moves single words covered by a phrase behind the phrases', () => {
    const texts = extractKeyTerms('Our coffee shop in downtown Austin').map((term) => term.text);
    expect(texts.slice(0, 2)).toEqual(['coffee shop', 'downtown Austin']);
    expect(texts.indexOf('coffee')).toBeGreaterThan(1);
  });

  it('keeps the casing of names but not a sentence-initial capital', () => {
    expect(extractKeyTerms('Launching EcoSip in New York')[0]?.text).toBe('EcoSip');
    expect(extractKeyTerms('Launching EcoSip in New York').map((term) => term.text)).toContain('New York');
    expect(extractKeyTerms('Morning yoga tips')[0]?.text).toBe('morning yoga');
  });

  it('ignores URLs, emoji and numbers', () => {
    const terms = extractKeyTerms('🔥 https://example.com/path 2025 🚀');
    expect(terms).toEqual([]);
  });
});

describe('hashtags', () => {
  it('makes CamelCase tags without symbols', () => {
    expect(toHashtag('eco-friendly water bottle')).toBe('EcoFriendlyWaterBottle');
    expect(toHashtag("Luigi's pasta")).toBe('LuigiSPasta');
    expect(toHashtag('2025')).toBe('');
  });

  it('dedupes case-insensitively, keeps list order and the limit', () => {
    const prompt = extractKeyTerms('Morning yoga for busy professionals');
    const extra = extractKeyTerms('MORNING YOGA retreat in Bali');
    const tags = buildHashtags([prompt, extra], 4);
    expect(tags).toEqual(['MorningYoga', 'BusyProfessionals', 'MORNINGYOGARetreat', 'Bali']);
    const all = buildHashtags([prompt, extra], 20);
    expect(all.filter((tag) => tag.toLowerCase() === 'morningyoga')).toHaveLength(1);
  });

  it('leaves out words that already stand in a tag, and caps weak single words', () => {
    const terms = extractKeyTerms('Morning yoga for busy professionals, then yoga on the beach at sunset');
    const tags = buildHashtags([terms], 8);
    expect(tags.slice(0, 2)).toEqual(['Yoga', 'MorningYoga']);
    expect(tags).not.toContain('Morning');
    const weak = extractKeyTerms('apples, pears, plums, cherries, grapes, melons, lemons, limes, figs');
    expect(buildHashtags([weak], 8)).toHaveLength(5);
  });

  it('makes no tag of a time of day or of the week alone, but keeps it inside a term', () => {
    const terms = extractKeyTerms('Pottery class at noon, evening glazing session on the weekend');
    const tags = buildHashtags([terms], 8);
    expect(tags).toContain('PotteryClass');
    expect(tags).toContain('EveningGlazingSession');
    for (const tag of ['Noon', 'Weekend', 'Evening']) expect(tags).not.toContain(tag);
    const german = extractKeyTerms('Töpferkurs am Mittag, Glasur am Wochenende', findReading('de'));
    const germanTags = buildHashtags([german], 8, findReading('de'));
    expect(germanTags).toContain('Töpferkurs');
    for (const tag of ['Mittag', 'Wochenende']) expect(germanTags).not.toContain(tag);
  });
});

describe('variant picker', () => {
  it('is a stable FNV-1a hash', () => {
    expect(hashText('')).toBe(0x811c9dc5);
    expect(hashText('a')).toBe(0xe40c292c);
  });

  it('picks the same option for the same seed and slot, and spreads across seeds', () => {
    const options = ['a', 'b', 'c', 'd'] as const;
    const first = createVariantPicker('prompt', 'twitter', 'viral');
    expect(first.pick('hook', options)).toBe(
      createVariantPicker('prompt', 'twitter', 'viral').pick('hook', options),
    );
    const picks = new Set(
      Array.from({ length: 40 }, (_, index) =>
        createVariantPicker(`prompt ${index}`, 'x', 'y').pick('hook', options),
      ),
    );
    expect(picks.size).toBeGreaterThan(2);
  });
});
