import { describe, expect, it } from 'vitest';
import { headlineOf } from './generation.media';

describe('generation: the headline of an offline card', () => {
  it('passes over a greeting for the first line that says something', () => {
    expect(
      headlineOf({ content: 'Hi friends,\n\nOur bakery opens a second shop on Main Street this Saturday.' }),
    ).toBe('Our bakery opens a second shop on Main Street this Saturday.');
    expect(headlineOf({ content: 'Hey everyone! 👋\nFree coffee for the first 50 customers.' })).toBe(
      'Free coffee for the first 50 customers.',
    );
  });

  it('drops hashtags and keeps a short post whole', () => {
    expect(headlineOf({ content: '#Bakery #Leeds\nNew shop open today! #Sourdough' })).toBe(
      'New shop open today!',
    );
    expect(headlineOf({ content: 'Open today!' })).toBe('Open today!');
  });

  it('cuts at 140 characters', () => {
    expect(headlineOf({ content: 'word '.repeat(60) })).toHaveLength(140);
  });
});
