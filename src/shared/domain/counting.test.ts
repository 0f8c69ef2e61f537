import { describe, expect, it } from 'vitest';
import { countCharacters, fitsPlatform, remainingCharacters, truncateToLimit } from './counting';
import { findUrlRanges } from './url-entities';

function hasLoneSurrogate(text: string): boolean {
  return /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}

describe('countCharacters on X (twitter-text v3 weighting)', () => {
  it('counts Latin text one per character', () => {
    expect(countCharacters('Hello, world!', 'twitter')).toBe(13);
  });

  it('counts any address as 23, however long or short', () => {
    expect(countCharacters('https://example.com/a/very/long/path?with=query&and=more', 'twitter')).toBe(23);
    expect(countCharacters('see example.com', 'twitter')).toBe(4 + 23);
    expect(countCharacters('go to https://t.co now', 'twitter')).toBe(6 + 23 + 4);
  });

  it('leaves trailing punctuation out of the address', () => {
    expect(countCharacters('Visit https://example.com.', 'twitter')).toBe(6 + 23 + 1);
    expect(countCharacters('(see https://example.com/page)', 'twitter')).toBe(5 + 23 + 1);
  });

  it('does not treat e-mail domains, file names or short country domains as addresses', () => {
    expect(countCharacters('me@example.com', 'twitter')).toBe(14);
    expect(countCharacters('README.md', 'twitter')).toBe(9);
    expect(countCharacters('Node.js', 'twitter')).toBe(7);
  });

  it('counts emoji as 2, including ZWJ sequences, skin tones, flags and keycaps', () => {
    expect(countCharacters('😀', 'twitter')).toBe(2);
    expect(countCharacters('👩‍💻', 'twitter')).toBe(2);
    expect(countCharacters('💪🏽', 'twitter')).toBe(2);
    expect(countCharacters('🇫🇷', 'twitter')).toBe(2);
    expect(countCharacters('1️⃣', 'twitter')).toBe(2);
    expect(countCharacters('❤️', 'twitter')).toBe(2);
    expect(countCharacters('👨‍👩‍👧‍👦 family', 'twitter')).toBe(2 + 7);
  });

  it('keeps a text-style © at its code-point weight', () => {
    expect(countCharacters('© 2025', 'twitter')).toBe(6);
  });

  it('counts CJK and other wide characters as 2', () => {
    expect(countCharacters('こんにちは', 'twitter')).toBe(10);
    expect(countCharacters('你好', 'twitter')).toBe(4);
    expect(countCharacters('안녕', 'twitter')).toBe(4);
  });

  it('counts the weight-1 punctuation ranges as 1', () => {
    expect(countCharacters('\u2014\u2019\u2032', 'twitter')).toBe(3);
    expect(countCharacters('\u2026', 'twitter')).toBe(2);
  });

  it('normalises to NFC first', () => {
    expect(countCharacters('e\u0301', 'twitter')).toBe(1);
  });

  it('adds up mixed text', () => {
    expect(countCharacters('日本 🎉 https://example.jp/x ok', 'twitter')).toBe(4 + 1 + 2 + 1 + 23 + 3);
  });
});

describe('countCharacters on other platforms', () => {
  it('counts code points: an astral emoji is one, a URL is its length', () => {
    expect(countCharacters('😀', 'instagram')).toBe(1);
    expect(countCharacters('👩‍💻', 'linkedin')).toBe(3);
    expect(countCharacters('https://example.com', 'facebook')).toBe(19);
    expect(countCharacters('こんにちは', 'instagram')).toBe(5);
  });
});

describe('fitsPlatform and remainingCharacters', () => {
  it('accepts exactly the limit and refuses one more', () => {
    expect(fitsPlatform('a'.repeat(280), 'twitter')).toBe(true);
    expect(fitsPlatform('a'.repeat(281), 'twitter')).toBe(false);
    expect(fitsPlatform('字'.repeat(140), 'twitter')).toBe(true);
    expect(fitsPlatform('字'.repeat(141), 'twitter')).toBe(false);
    expect(fitsPlatform('😀'.repeat(2200), 'instagram')).toBe(true);
    expect(remainingCharacters('a'.repeat(290), 'twitter')).toBe(-10);
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
    expect(cut.length).toBe(279);
  });

  it('never cuts through an address', () => {
    const text = `${'a'.repeat(270)} https://example.com/path more`;
    const cut = truncateToLimit(text, 'twitter');
    expect(cut).toBe('a'.repeat(270));
    const fits = `${'a'.repeat(255)} https://example.com/path more words here`;
    expect(truncateToLimit(fits, 'twitter')).toBe(`${'a'.repeat(255)} https://example.com/path`);
  });

  it('never splits an emoji or a surrogate pair when a single word is too long', () => {
    const cut = truncateToLimit('😀'.repeat(200), 'twitter');
    expect(cut).toBe('😀'.repeat(140));
    expect(hasLoneSurrogate(cut)).toBe(false);
  });

  it('keeps a long first word whole on other platforms up to the limit', () => {
    const cut = truncateToLimit(`${'😀'.repeat(2300)} tail`, 'instagram');
    expect(Array.from(cut)).toHaveLength(2200);
    expect(hasLoneSurrogate(cut)).toBe(false);
  });
});

describe('findUrlRanges', () => {
  it('finds protocol and bare addresses with their extent', () => {
    const text = 'a https://x.io/b, www.example.org and foo.com/bar!';
    const found = findUrlRanges(text).map((range) => text.slice(range.start, range.end));
    expect(found).toEqual(['https://x.io/b', 'www.example.org', 'foo.com/bar']);
  });

  it('keeps balanced parentheses in a path', () => {
    const text = 'https://en.wikipedia.org/wiki/Rust_(language)';
    expect(findUrlRanges(text)).toEqual([{ start: 0, end: text.length }]);
  });
});
