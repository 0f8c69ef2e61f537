/**
 * What a destination throws besides a plain error. A refusal is final: the post fails with the destination's
 * own reason. An unknown outcome (a timeout, a dropped connection, a 5xx, a 429) may or may not have gone
 * out: the attempt stays 'unknown' and a later run of the job asks `findPublished` before anything else.
 */

/** The destination refused the post; `reason` is its own text (shown on the post). */
export class PublishRejectedError extends Error {
  override readonly name = 'PublishRejectedError';
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** Whether the post went out is not known; the job is retried and reconciles through findPublished. */
export class PublishOutcomeUnknownError extends Error {
  override readonly name = 'PublishOutcomeUnknownError';
  constructor(
    message: string,
    /** Seconds the destination asked to wait before the next call (a 429's Retry-After), when it said. */
    readonly retryAfterSeconds?: number,
    /** The destination's own text when it answered (a 5xx or 429 body); none for a timeout or a lost connection. */
    readonly reason?: string,
  ) {
    super(message);
  }
}
