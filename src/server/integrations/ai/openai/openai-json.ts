/**
 * Readers for provider answers typed `unknown`: each returns undefined instead of throwing when the shape
 * differs, so adapters can try the several field layouts OpenAI-compatible providers use.
 */

/** The value as a plain object, or undefined. */
export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** The value as an array, or an empty array. */
export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? (value as unknown[]) : [];
}

/** The value as a non-empty string after trimming, or undefined. */
export function asText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The value as a finite number (numeric strings included), or undefined. */
export function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return undefined;
}

/**
 * Follows a path of keys and array indexes through nested objects, e.g. readPath(answer, ['videos', 0, 'url']).
 * Undefined as soon as a step is missing.
 */
export function readPath(value: unknown, path: ReadonlyArray<string | number>): unknown {
  let current: unknown = value;
  for (const step of path) {
    if (typeof step === 'number') {
      if (!Array.isArray(current)) return undefined;
      current = (current as unknown[])[step];
    } else {
      const record = asRecord(current);
      if (!record) return undefined;
      current = record[step];
    }
  }
  return current;
}
