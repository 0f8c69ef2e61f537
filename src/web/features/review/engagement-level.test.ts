import { describe, expect, it } from 'vitest';
import { readEngagementLevel } from './engagement-level';

describe('readEngagementLevel', () => {
  it('reads the spec values whatever their case', () => {
    expect(readEngagementLevel('Very High')).toBe('very-high');
    expect(readEngagementLevel('very-high')).toBe('very-high');
    expect(readEngagementLevel('HIGH')).toBe('high');
    expect(readEngagementLevel('Medium')).toBe('medium');
  });

  it('ignores extra words', () => {
    expect(readEngagementLevel('High engagement expected')).toBe('high');
  });

  it('treats anything else as low', () => {
    expect(readEngagementLevel('Low')).toBe('low');
    expect(readEngagementLevel('')).toBe('low');
    expect(readEngagementLevel('highlight')).toBe('low');
  });
});
