/** Community feed constants (spec 1 §4 "Feed", §9). */

/** Posts per page of the feed (first page, and each page added on scroll). */
export const feedPageSize = 10;
/** The feed loads the next page when the user scrolls within this many pixels of the end. */
export const feedScrollTriggerPx = 1000;
/** A post with the same content and platform as one shared within this window is a duplicate (ms). */
export const feedDuplicateWindowMs = 5000;
/** Longest comment (characters). */
export const feedCommentMaxLength = 2000;
/** Longest report reason (characters). */
export const feedReportReasonMaxLength = 500;
/** Accounts younger than this many days have the links of their comments shown as text. */
export const feedLinkAccountAgeDays = 7;
/** Comments per user per minute. */
export const feedCommentsPerMinute = 5;

/**
 * A count as the feed shows it: K from 1000, M from 1,000,000, one decimal ('1.2K', '3.0M'); below 1000 as is.
 */
export function formatFeedCount(count: number): string {
  // From 999,950 the K figure would round up to '1000.0K': that is '1.0M'.
  if (count >= 999_950) return `${(count / 1_000_000).toFixed(1)}M`;
  if (count >= 1000) return `${(count / 1000).toFixed(1)}K`;
  return String(count);
}

/** A relative age in whole units: s under a minute, m under an hour, h under a day, then d ('5m'). */
export function formatFeedAge(createdAt: Date, now: Date): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 1000));
  if (seconds < 60) return `${seconds}s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)}h`;
  return `${Math.floor(seconds / 86_400)}d`;
}
