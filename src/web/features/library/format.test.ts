import { describe, expect, it } from 'vitest';
import { formatDuration, formatFileSize, parseTagList, visibleTags } from './format';

describe('library formatting', () => {
  it('writes sizes in B, KB, MB and GB with one decimal', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(12 * 1024 * 1024)).toBe('12.0 MB');
    expect(formatFileSize(3.25 * 1024 ** 3)).toBe('3.3 GB');
  });
  it('rolls a size that rounds to 1024.0 over to the next unit', () => {
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1.0 KB');
    expect(formatFileSize(1048575)).toBe('1.0 MB');
    expect(formatFileSize(1048524)).toBe('1023.9 KB');
    expect(formatFileSize(1024 ** 3 - 1)).toBe('1.0 GB');
    expect(formatFileSize(5000 * 1024 ** 3)).toBe('5000.0 GB');
  });
  it('writes durations as m:ss', () => {
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(65.4)).toBe('1:05');
    expect(formatDuration(600)).toBe('10:00');
  });
  it('shows three tags and counts the rest', () => {
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(visibleTags(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
  it('splits comma-separated tags, trimmed, without empties or duplicates', () => {
    expect(parseTagList(' promo, ,Summer, promo ,summer')).toEqual(['promo', 'Summer']);
    expect(parseTagList('  ')).toEqual([]);
  });
});
