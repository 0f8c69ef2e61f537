/**
 * The seconds a 429 (or 503) asks to wait by its standard `Retry-After` header (RFC 9110 §10.2.3: a number of
 * seconds or an HTTP date), or undefined when it has none or an unreadable one. Adapters put it on the
 * PublishOutcomeUnknownError they throw (`retryAfterSeconds`), and the publish job delays its next run by it.
 */
export function retryAfterSecondsOf(headers: Headers, now: Date): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+$/u.test(value)) return Number(value);
  const at = Date.parse(value);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

/** Seconds from `now` to the next midnight UTC (at least 1): when a daily rate-limit window resets. */
export function secondsToNextUtcMidnight(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}
