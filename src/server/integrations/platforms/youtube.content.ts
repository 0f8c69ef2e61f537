import { createHash } from 'node:crypto';
import { PublishOutcomeUnknownError, PublishRejectedError } from '../../modules/posts/posts.publish-outcomes';
import type { BearerAnswer } from './bearer-http';

/** A post without a video sent to YouTube, which only takes videos. */
export const youTubeNeedsVideoMessage =
  'YouTube only takes videos: add a video to this post to publish it there.';

/** Most characters of a YouTube title. */
const maxTitleCharacters = 100;

/** YouTube refuses '<' and '>' in titles and descriptions. */
const stripAngles = (text: string) => text.replace(/[<>]/gu, '');

/** The video's title: the post's first non-empty line without '<' '>', cut to 100 characters. */
export function youTubeTitleOf(text: string): string {
  const line = stripAngles(text)
    .split(/\r?\n/u)
    .map((part) => part.trim())
    .find(Boolean);
  return Array.from(line ?? 'Video')
    .slice(0, maxTitleCharacters)
    .join('')
    .trim();
}

/** The video's description: the post's text without '<' '>' (a '#Shorts' stays only when the text has it). */
export function youTubeDescriptionOf(text: string): string {
  return stripAngles(text).trim();
}

/** The comparison key of a video: its title and description, white space collapsed, NFC, SHA-256. */
export function youTubeContentHash(title: string, description: string): string {
  const normalise = (value: string) => value.replace(/\s+/gu, ' ').trim().normalize('NFC');
  return createHash('sha256')
    .update(`${normalise(title)}\n${normalise(description)}`)
    .digest('hex');
}

/** The public link of a Short by its video id. */
export function youTubeShortUrl(videoId: string): string {
  return `https://www.youtube.com/shorts/${videoId}`;
}

/** Google's error answer: `{ error: { code, message, errors: [{ reason, message }], status } }`. */
interface GoogleProblem {
  error?: { message?: unknown; errors?: { reason?: unknown }[] } | string;
  error_description?: unknown;
}

export function readGoogleReason(body: unknown, text: string, status: number): string {
  const problem = (body ?? {}) as GoogleProblem;
  const reason =
    typeof problem.error === 'object' ? problem.error.message : (problem.error_description ?? problem.error);
  if (typeof reason === 'string' && reason.trim()) return reason.trim().slice(0, 500);
  return text.trim().slice(0, 500) || `HTTP ${status}`;
}

/** The `reason` of Google's first error (quotaExceeded, rateLimitExceeded, uploadLimitExceeded, …). */
function googleReasonCode(answer: BearerAnswer): string | undefined {
  const error = ((answer.body ?? {}) as GoogleProblem).error;
  const reason = typeof error === 'object' ? error.errors?.[0]?.reason : undefined;
  return typeof reason === 'string' ? reason : undefined;
}

/** A refusal that stored nothing and passes with time (quota, rate) leaves the outcome unknown; others are final. */
export function refuseGoogleAnswer(answer: BearerAnswer): never {
  const code = googleReasonCode(answer);
  if (code && ['quotaExceeded', 'rateLimitExceeded', 'userRateLimitExceeded'].includes(code))
    throw new PublishOutcomeUnknownError(`youtube: ${answer.reason}`, undefined, answer.reason);
  throw new PublishRejectedError(answer.reason);
}
