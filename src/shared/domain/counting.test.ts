import twitterText from 'twitter-text';
import { describe, expect, it } from 'vitest';
import {
  countCharacters,
  cutToFitAtSentence,
  findUrlRanges,
  fitsPlatform,
  isPublishable,
  remainingCharacters,
  truncateToLimit,
} from './counting';

function hasLoneSurrogate(text: string): boolean {
  return /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}

/**
 * Realistic texts where a hand-written recogniser goes wrong, with X's count worked out by hand from
 * twitter-text's rules (each address 23, emoji 2, CJK 2, NFC). The test checks our counter gives these
 * figures and that they are twitter-text's own.
 */
const corpus: Array<[text: string, weighted: number]> = [
  ['Hello, world!', 13],
  // bare domains and short links
  ['see bit.ly/abc today', 4 + 23 + 6],
  ['visit example.com', 6 + 23],
  ['Try postforge.io', 4 + 23],
  // new top-level domains
  ['new tld: shop.coffee and my.app', 9 + 23 + 5 + 23],
  ['abc.xyz', 23],
  ['foo.bar', 23],
  // URLs next to non-ASCII text (an IDN host; CJK right before a bare host)
  ['Grüße von münchen.de!', 10 + 23 + 1],
  ['日本語example.com', 6 + 23],
  // t.co links with and without protocol
  ['https://t.co/abc123XYZ', 23],
  ['t.co/abc123', 23],
  ['go to https://t.co now', 6 + 23 + 4],
  // query strings: after a bare host the query is not part of the address, after a path it is
  ['example.com?x=1&y=2', 23 + 8],
  ['example.com/?x=1', 23],
  // punctuation and brackets around addresses
  ['www.example.org/path)', 23 + 1],
  ['(see https://example.com/page)', 5 + 23 + 1],
  ['me@example.com', 14],
  ['Node.js', 7],
  // emoji: ZWJ sequences, flags, keycaps, variation selectors, a newer emoji; text-style ©
  ['😀', 2],
  ['👩‍💻', 2],
  ['🇫🇷', 2],
  ['1️⃣', 2],
  ['❤️', 2],
  ['🫠', 2],
  ['© 2025', 6],
  // wide scripts and normalisation
  ['こんにちは', 10],
  ['e\u0301', 1],
];

describe('countCharacters on X (twitter-text parseTweet)', () => {
  it.each(corpus)('counts %j as %i', (text, weighted) => {
    expect(countCharacters(text, 'twitter')).toBe(weighted);
    expect(twitterText.parseTweet(text).weightedLength).toBe(weighted);
  });

  it('puts the limit between 280 and 281 with an address and an emoji', () => {
    const at280 = `${'a'.repeat(280 - 23 - 2 - 2)} https://example.com/x 😀`;
    expect(countCharacters(at280, 'twitter')).toBe(280);
    expect(fitsPlatform(at280, 'twitter')).toBe(true);
    expect(isPublishable({ content: at280, platform: 'twitter' })).toBe(true);
    const at281 = `b${at280}`;
    expect(countCharacters(at281, 'twitter')).toBe(281);
    expect(fitsPlatform(at281, 'twitter')).toBe(false);
    expect(remainingCharacters(at281, 'twitter')).toBe(-1);
    expect(isPublishable({ content: at281, platform: 'twitter' })).toBe(false);
  });
});

describe('countCharacters on other platforms', () => {
  it('counts code points: an astral emoji is one, a URL is its length', () => {
    expect(countCharacters('😀', 'instagram')).toBe(1);
    expect(countCharacters('https://example.com', 'linkedin')).toBe(19);
  });

  it('accepts exactly the limit and refuses one more', () => {
    expect(fitsPlatform('a'.repeat(2200), 'instagram')).toBe(true);
    expect(fitsPlatform('a'.repeat(2201), 'instagram')).toBe(false);
  });
});

describe('isPublishable', () => {
  it('refuses blank text on every platform', () => {
    expect(isPublishable({ content: '  \n', platform: 'linkedin' })).toBe(false);
    expect(isPublishable({ content: '', platform: 'twitter' })).toBe(false);
    expect(isPublishable({ content: 'Fresh bread', platform: 'facebook' })).toBe(true);
  });
});

describe('findUrlRanges', () => {
  it('finds the addresses twitter-text finds, as UTF-16 ranges', () => {
    const text = 'Grüße von münchen.de and https://t.co/x 😀 shop.coffee';
    expect(findUrlRanges(text).map(({ start, end }) => text.slice(start, end))).toEqual([
      'münchen.de',
      'https://t.co/x',
      'shop.coffee',
    ]);
  });
});

describe('truncateToLimit', () => {
  it('returns a fitting text unchanged', () => {
    expect(truncateToLimit('short post', 'twitter')).toBe('short post');
  });

  it('cuts on a word boundary and stays within the limit', () => {
    const text = 'word '.repeat(100).trim();
    const cut = truncateToLimit(text, 'twitter');
    expect(countCharacters(cut, 'twitter')).toBeLessThanOrEqual(280);
    expect(cut.endsWith('word')).toBe(true);
    expect(twitterText.parseTweet(cut).valid).toBe(true);
  });

  it('never cuts through an address', () => {
    const text = `${'a'.repeat(255)} https://example.com/path ${'b'.repeat(40)}`;
    expect(truncateToLimit(text, 'twitter')).toBe(`${'a'.repeat(255)} https://example.com/path`);
  });

  it('never splits an emoji or a surrogate pair when a single word is too long', () => {
    const cut = truncateToLimit('😀'.repeat(200), 'twitter');
    expect(countCharacters(cut, 'twitter')).toBe(280);
    expect(hasLoneSurrogate(cut)).toBe(false);
  });
});

describe('cutToFitAtSentence', () => {
  const sentence = (word: string) => `${word.repeat(6)} is fresh today at example.com!`;

  it('keeps whole sentences and the hashtag paragraph, and twitter-text accepts the result', () => {
    const body = Array.from({ length: 12 }, (_, index) => sentence(String.fromCharCode(97 + index))).join(
      ' ',
    );
    const text = `${body}\n\n#bread #bakery`;
    const cut = cutToFitAtSentence(text, 'twitter');
    expect(twitterText.parseTweet(cut).valid).toBe(true);
    expect(cut.endsWith('!\n\n#bread #bakery')).toBe(true);
    expect(text.startsWith(cut.split('\n\n')[0] ?? '')).toBe(true);
  });

  it('drops hashtags that no longer fit before it drops a sentence', () => {
    const first = `${'a'.repeat(260)}.`;
    const cut = cutToFitAtSentence(`${first} Second sentence here.\n\n#one #two #three #four`, 'twitter');
    expect(cut).toBe(`${first}\n\n#one #two #three`);
  });

  it('falls back to a word cut when no sentence fits', () => {
    const cut = cutToFitAtSentence(`${'word '.repeat(80)}end.`, 'twitter');
    expect(twitterText.parseTweet(cut).valid).toBe(true);
    expect(cut.endsWith('word')).toBe(true);
  });

  it('returns a fitting text unchanged', () => {
    expect(cutToFitAtSentence('Short. Text.', 'twitter')).toBe('Short. Text.');
  });
});
