/**
 * The engagement predictions the review screen distinguishes (spec 1 §3: very high, high, medium, other); their
 * labels are the catalogue's `review:engagement.<level>`.
 */
export type EngagementLevel = 'very-high' | 'high' | 'medium' | 'low';

/**
 * Reads a post's free-text engagement prediction ('High', 'very high', 'Medium engagement', …) as a level.
 * Case and extra words are ignored; anything that is not very high, high or medium counts as low.
 */
export function readEngagementLevel(engagement: string): EngagementLevel {
  const text = engagement
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  if (/\bvery high\b/.test(text)) return 'very-high';
  if (/\bhigh\b/.test(text)) return 'high';
  if (/\bmedium\b|\bmoderate\b/.test(text)) return 'medium';
  return 'low';
}
