import { describe, expect, it } from 'vitest';
import {
  formatCompactCount,
  formatDuration,
  formatFileSize,
  formatRelativeTime,
  listPreviewLength,
  modalTitlePreviewLength,
  truncateText,
} from './formatting';

describe('formatRelativeTime', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const ago = (seconds: number): Date => new Date(now.getTime() - seconds * 1000);

  it('uses s, m, h, d at the spec boundaries', () => {
    expect(formatRelativeTime(ago(0), now)).toBe('0s');
    expect(formatRelativeTime(ago(59), now)).toBe('59s');
    expect(formatRelativeTime(ago(60), now)).toBe('1m');
    expect(formatRelativeTime(ago(3599), now)).toBe('59m');
    expect(formatRelativeTime(ago(3600), now)).toBe('1h');
    expect(formatRelativeTime(ago(86_399), now)).toBe('23h');
    expect(formatRelativeTime(ago(86_400), now)).toBe('1d');
    expect(formatRelativeTime(ago(86_400 * 45), now)).toBe('45d');
  });

  it('accepts ISO strings and treats the future as now', () => {
    expect(formatRelativeTime('2025-06-01T11:00:00Z', now)).toBe('1h');
    expect(formatRelativeTime('2025-06-02T00:00:00Z', now)).toBe('0s');
  });
});

describe('formatCompactCount', () => {
  it('switches to K at 1000 and M at 1,000,000 with one decimal', () => {
    expect(formatCompactCount(0)).toBe('0');
    expect(formatCompactCount(999)).toBe('999');
    expect(formatCompactCount(1000)).toBe('1.0K');
    expect(formatCompactCount(1250)).toBe('1.3K');
    expect(formatCompactCount(999_949)).toBe('999.9K');
    expect(formatCompactCount(999_999)).toBe('1.0M');
    expect(formatCompactCount(1_000_000)).toBe('1.0M');
    expect(formatCompactCount(12_345_678)).toBe('12.3M');
  });
});

describe('truncateText', () => {
  it('keeps texts within the limit and marks cut ones', () => {
    expect(truncateText('short', listPreviewLength)).toBe('short');
    expect(truncateText('a'.repeat(120), listPreviewLength)).toBe('a'.repeat(120));
    expect(truncateText('a'.repeat(121), listPreviewLength)).toBe(`${'a'.repeat(120)}...`);
    expect(truncateText(`${'b'.repeat(49)} tail`, modalTitlePreviewLength)).toBe(`${'b'.repeat(49)}...`);
  });

  it('never splits an emoji', () => {
    expect(truncateText('👩‍💻'.repeat(60), modalTitlePreviewLength)).toBe(`${'👩‍💻'.repeat(50)}...`);
  });
});

describe('formatFileSize and formatDuration', () => {
  it('formats sizes with one decimal', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(100 * 1024 * 1024)).toBe('100.0 MB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1.0 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3.0 GB');
  });

  it('formats durations as m:ss', () => {
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(90.9)).toBe('1:30');
  });
});
