import { describe, expect, it } from 'vitest';
import { withoutTrailingHashtags } from './post-body';

describe('withoutTrailingHashtags', () => {
  it('leaves out a last paragraph of the post’s own hashtags', () => {
    const content = 'Our café opens Saturday.\n\nSee you there!\n\n#Cafe #Lyon';
    expect(withoutTrailingHashtags(content, ['Cafe', 'Lyon'])).toBe(
      'Our café opens Saturday.\n\nSee you there!',
    );
    expect(withoutTrailingHashtags(content, ['#cafe', 'lyon', 'Coffee'])).toBe(
      'Our café opens Saturday.\n\nSee you there!',
    );
  });

  it('keeps a last paragraph with other words or tags the chips do not show', () => {
    expect(withoutTrailingHashtags('Hello.\n\n#Cafe is open', ['Cafe'])).toBe('Hello.\n\n#Cafe is open');
    expect(withoutTrailingHashtags('Hello.\n\n#Cafe #Paris', ['Cafe'])).toBe('Hello.\n\n#Cafe #Paris');
    expect(withoutTrailingHashtags('Hello.\n\n#Cafe', [])).toBe('Hello.\n\n#Cafe');
  });

  it('shows an empty body for a post of hashtags only', () => {
    expect(withoutTrailingHashtags('#Cafe #Lyon', ['Cafe', 'Lyon'])).toBe('');
  });
});
