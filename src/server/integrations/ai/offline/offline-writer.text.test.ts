import { describe, expect, it } from 'vitest';
import { findReading } from './languages/reading-rules';
import { shortenWords, splitSentences, truncateToWeight } from './offline-writer.text';

describe('splitSentences', () => {
  it('keeps German ordinal dates and abbreviations inside their sentence', () => {
    const german = findReading('de');
    expect(
      splitSentences(
        'Wir eröffnen am 2. März um 7:30 Uhr. Es gibt z. B. Brot, Kuchen usw. und Kaffee.',
        german,
      ),
    ).toEqual(['Wir eröffnen am 2. März um 7:30 Uhr.', 'Es gibt z. B. Brot, Kuchen usw. und Kaffee.']);
  });

  it('keeps decimal commas, day-month dates and initials whole in any language', () => {
    expect(splitSentences('Ab 15.03. kostet es 3,50 €. Von J. K. Rowling.')).toEqual([
      'Ab 15.03. kostet es 3,50 €.',
      'Von J. K. Rowling.',
    ]);
  });

  it('still splits after a year or a number in English', () => {
    expect(splitSentences('We opened in 2024. Now we grow.')).toEqual(['We opened in 2024.', 'Now we grow.']);
  });

  it('splits Chinese and Japanese sentences at their full stops', () => {
    expect(splitSentences('今日は晴れ。明日は雨！')).toEqual(['今日は晴れ。', '明日は雨！']);
  });
});

describe('shortening', () => {
  it('never cuts between a number and its unit, month or range', () => {
    const text = 'Zur Eröffnung kostet jedes Brot nur 3,50 € bis zum 2. März';
    expect(shortenWords(text, 45)).toBe('Zur Eröffnung kostet jedes Brot nur 3,50 €…');
    expect(shortenWords(text, 42)).toBe('Zur Eröffnung kostet jedes Brot nur…');
    expect(shortenWords(text, 57)).toBe('Zur Eröffnung kostet jedes Brot nur 3,50 € bis zum…');
    expect(shortenWords('Dégustation gratuite de 9 h à 12 h et plus encore', 28)).toBe(
      'Dégustation gratuite de…',
    );
  });

  it('cuts to a platform weight without splitting a price', () => {
    const cut = truncateToWeight(
      'Sale on every bottle today for only $29.99 while stocks last',
      45,
      'twitter',
    );
    expect(cut).toBe('Sale on every bottle today for only $29.99…');
  });
});
