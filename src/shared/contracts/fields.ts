import { z } from 'zod';

/**
 * Field builders every contract uses for text, ids, tokens and lists, so the rules of the contract edge live
 * in one place: every string and every list has a maximum, NUL (U+0000) and lone UTF-16 surrogates never
 * reach the database (PostgreSQL refuses both in text), and ids are checked by their shape before any query.
 */

/** Messages of the text and id checks; the server's error answer reads 'The <field> <message>'. */
export const fieldMessages = {
  nul: 'must not contain the NUL character (U+0000).',
  loneSurrogate: 'must not contain a broken character (a lone UTF-16 surrogate).',
  id: 'is not a valid id.',
  token: 'is not a valid link.',
} as const;

const messagesNamingTheField = new Set<string>(Object.values(fieldMessages));

/** True for the messages above, which need the field's name before them ('The prompt must not …'). */
export function isFieldNamingMessage(message: string): boolean {
  return messagesNamingTheField.has(message);
}

// Without the `u` flag these match single UTF-16 code units: a high surrogate not followed by a low one, or
// a low one not preceded by a high one.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const loneSurrogates = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** True when `text` has a NUL character or a lone surrogate, which PostgreSQL text cannot hold. */
export function hasUnstorableCharacters(text: string): boolean {
  return text.includes('\u0000') || loneSurrogate.test(text);
}

/**
 * Makes text storable: drops NUL characters and replaces each lone surrogate with U+FFFD (what a UTF-8
 * encoder does anyway). Used where the user cannot see or fix the text (transcripts, scraped pages).
 */
export function toStorableText(text: string): string {
  return text.replaceAll('\u0000', '').replace(loneSurrogates, '\uFFFD');
}

/**
 * Text a user typed: at most `max` UTF-16 units; NUL and lone surrogates are refused with a 400 that names
 * the field. Chain `.trim()`, `.min()` and the like after it.
 */
export function safeText(max: number) {
  return z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'), { message: fieldMessages.nul, abort: true })
    .refine((value) => !loneSurrogate.test(value), { message: fieldMessages.loneSurrogate });
}

/**
 * Text a user pasted or a machine produced (speech transcripts): at most `max` UTF-16 units, and NUL and
 * lone surrogates are cleaned away (see `toStorableText`) rather than refused, since the user cannot see them.
 */
export function cleanText(max: number) {
  return z.string().max(max).overwrite(toStorableText);
}

/**
 * Text the server produced and the browser sends back as is (a scraped page): cleaned like `cleanText`, and
 * clipped to `max` units instead of refused, so a long page never blocks a run.
 */
export function clippedText(max: number) {
  return z
    .string()
    .overwrite((value) => toStorableText(value.length > max ? value.slice(0, max) : value))
    .max(max);
}

/** A list the browser sends back as the server made it: clipped to `max` items instead of refused. */
export function clippedList<T extends z.ZodType>(item: T, max: number) {
  return z
    .array(item)
    .overwrite((values) => (values.length > max ? values.slice(0, max) : values))
    .max(max);
}

/**
 * The id of a stored row (workspaces, runs, posts, assets, users…): every store creates them with
 * `crypto.randomUUID()`, so anything that is not a UUID is refused before it reaches a query.
 */
export const idSchema = z.uuid({ error: fieldMessages.id });

/**
 * A single-use token from a link we sent (invitation, password reset): URL-safe characters only
 * (base64url or alphanumeric), 8 to 200 of them.
 */
export const tokenSchema = z
  .string()
  .min(8, { error: fieldMessages.token })
  .max(200, { error: fieldMessages.token })
  .regex(/^[A-Za-z0-9_-]+$/, { error: fieldMessages.token });

/**
 * A token of the same shape that answers a malformed value with `message` (e.g. the reset screen's own
 * 'invalid or expired link' text, so a mangled link reads like an expired one).
 */
export function linkTokenSchema(message: string) {
  return z
    .string()
    .min(8, { error: message })
    .max(200, { error: message })
    .regex(/^[A-Za-z0-9_-]+$/, { error: message });
}
