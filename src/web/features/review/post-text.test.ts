import { describe, expect, it } from 'vitest';
import { formatHashtags, joinPostText, parseHashtags, splitPostText } from './post-text';

describe('post text in the editor', () => {
  it('reads hashtags typed with or without #, commas or spaces, once each', () => {
    expect(parseHashtags('#bread, bakery  #bread #Sourdough')).toEqual(['bread', 'bakery', 'Sourdough']);
    expect(parseHashtags('  ')).toEqual([]);
  });

  it('splits the closing hashtag paragraph off and joins it back', () => {
    const post = { content: 'Fresh bread today.\n\n#bread #bakery', hashtags: ['bread', 'bakery'] };
    const { body, tags } = splitPostText(post);
    expect([body, tags]).toEqual(['Fresh bread today.', '#bread #bakery']);
    expect(joinPostText(body, parseHashtags(tags))).toBe(post.content);
    expect(joinPostText('Only text  \n', [])).toBe('Only text');
    expect(formatHashtags(['a'])).toBe('#a');
  });
});
