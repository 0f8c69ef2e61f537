/** Display formats of the spec (spec 1 §9; spec 2 §9). Pure: the current time is always passed in. */

/** Text preview length in list views, in characters. */
export const listPreviewLength = 120;
/** Text preview length of a modal title, in characters. */
export const modalTitlePreviewLength = 50;
/** Asset description preview length, in characters (spec 2 §9). */
export const descriptionPreviewLength = 100;
/** Appended to a shortened preview. */
export const truncationMarker = '...';

const graphemeSegmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Shortens a text for a preview: at most `maxLength` characters (grapheme clusters, so an emoji is never
 * split) followed by '...', with whitespace before the marker dropped. A text that fits is returned as is.
 */
export function truncateText(text: string, maxLength: number): string {
  let kept = 0;
  for (const { index } of graphemeSegmenter.segment(text)) {
    if (kept === maxLength) return `${text.slice(0, index).trimEnd()}${truncationMarker}`;
    kept += 1;
  }
  return text;
}

/**
 * Compact age of a moment relative to now: '45s' under a minute, '12m' under an hour, '5h' under a day,
 * then '3d'. Values are floored; a moment in the future reads '0s'.
 */
export function formatRelativeTime(moment: Date | string | number, now: Date | number): string {
  const elapsedSeconds = Math.max(0, Math.floor((toTime(now) - toTime(moment)) / 1000));
  if (elapsedSeconds < 60) return `${elapsedSeconds}s`;
  if (elapsedSeconds < 3600) return `${Math.floor(elapsedSeconds / 60)}m`;
  if (elapsedSeconds < 86_400) return `${Math.floor(elapsedSeconds / 3600)}h`;
  return `${Math.floor(elapsedSeconds / 86_400)}d`;
}

function toTime(value: Date | string | number): number {
  return value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
}

/**
 * Compact count: below 1000 as is ('999'), then K with one decimal ('1.0K', '12.5K'), from 1,000,000 M
 * ('1.0M'). A value that would round up to '1000.0K' is shown as '1.0M'.
 */
export function formatCompactCount(count: number): string {
  const sign = count < 0 ? '-' : '';
  const value = Math.abs(Math.round(count));
  if (value < 1000) return `${sign}${value}`;
  const thousands = (value / 1000).toFixed(1);
  if (value < 1_000_000 && Number(thousands) < 1000) return `${sign}${thousands}K`;
  return `${sign}${(value / 1_000_000).toFixed(1)}M`;
}

/** File size in B, KB, MB or GB with one decimal (binary units), e.g. '1.5 MB'; bytes stay whole ('512 B'). */
export function formatFileSize(bytes: number): string {
  const units = ['KB', 'MB', 'GB'] as const;
  if (bytes < 1024) return `${Math.max(0, Math.round(bytes))} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (Number(value.toFixed(1)) >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit] ?? 'GB'}`;
}

/** A duration in seconds as m:ss, e.g. 75 → '1:15' (minutes are not wrapped into hours: 3700 → '61:40'). */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
