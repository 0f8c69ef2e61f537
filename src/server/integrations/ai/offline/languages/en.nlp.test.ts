import { describe, expect, it } from 'vitest';
import { englishNounPhrases, englishStoryRole, isEnglishVerbAt, readEnglish } from './en.nlp';

const phrases = (text: string) =>
  englishNounPhrases(text).map((words) => words.map((word) => word.text).join(' '));

describe('English reading with wink-nlp', () => {
  it('reads the clock’s “am” after a number as no verb, and “am” of “I am” as one', () => {
    const verbs = (text: string): string[] => {
      const { words } = readEnglish(text);
      return words.filter((_, index) => isEnglishVerbAt(words, index)).map((word) => word.text);
    };
    expect(verbs('We open from 10 am to 4 pm')).toEqual(['open']);
    expect(verbs('I am at the market')).toContain('am');
  });

  it('splits a transcript written without capitals into its sentences', () => {
    expect(readEnglish('we bake rye bread. the loaf costs £4.80. see you there').sentences).toEqual([
      'we bake rye bread.',
      'the loaf costs £4.80.',
      'see you there',
    ]);
  });

  it('keeps abbreviations such as Prof. and Sept. inside their sentence', () => {
    expect(readEnglish('Prof. Helen Park speaks on Sept. 12 in Bath. Entry is free.').sentences).toEqual([
      'Prof. Helen Park speaks on Sept. 12 in Bath.',
      'Entry is free.',
    ]);
  });

  it('reads noun phrases: adjectives and nouns ending in a noun, without verbs, numbers or determiners', () => {
    const found = phrases(
      'Our winter coat sale takes 40% off every parka. Ana Ruiz explains how her team cut costs.',
    );
    expect(found).toContain('winter coat sale');
    expect(found).toContain('Ana Ruiz');
    expect(found.join(' ')).not.toMatch(/explains|takes|40/u);
  });

  it('joins a hyphenated modifier to its noun', () => {
    expect(phrases('A townhouse with a south-facing garden.')).toContain('south-facing garden');
  });

  it('tells the story role of a sentence: offer, when and where, ask, or who and what', () => {
    expect(englishStoryRole('Entry costs £25 and every runner gets a medal.')).toBe('offer');
    expect(englishStoryRole('Members get free alterations.')).toBe('offer');
    expect(englishStoryRole('The race starts on 5 October.')).toBe('when');
    expect(englishStoryRole('Doors open at the Old Mill in Bath.')).toBe('when');
    expect(englishStoryRole('Book your table now.')).toBe('ask');
    expect(englishStoryRole('Sign up for the Harbour Run today.')).toBe('ask');
    expect(englishStoryRole('23 dogs and 17 cats are looking for a home.')).toBe('who');
    // 'one pound of plastic' is a weight, not a price.
    expect(englishStoryRole('Every bottle removes one pound of plastic from the ocean.')).toBe('who');
  });
});
