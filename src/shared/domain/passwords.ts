/**
 * Password rules, shared by the forms and the server: 8 to 128 characters (code points, so any script and
 * emoji count once each), not only spaces, and not a well-known common password (NIST SP 800-63B style; no
 * composition rules are enforced).
 */
import { commonPasswordList } from './common-passwords';

/** Fewest characters (code points) a password may have. */
export const passwordMinLength = 8;
/** Most characters (code points) a password may have. */
export const passwordMaxLength = 128;

/**
 * The same maximum in UTF-16 code units, the unit the auth library counts: 128 code points outside the Basic
 * Multilingual Plane (emoji, many CJK extension characters) take 256 units. The server gives the library this
 * bound so that checkPassword alone decides.
 */
export const passwordMaxUtf16Units = passwordMaxLength * 2;

/** Message for a password under the minimum. */
export const passwordTooShortMessage = 'Password must be at least 8 characters.';
/** Message for a password over the maximum. */
export const passwordTooLongMessage = 'Password must be at most 128 characters.';
/** Message for a password made only of spaces (or other white space). */
export const passwordBlankMessage = 'Password cannot be only spaces.';
/** Message for a password found in the common list. */
export const passwordTooCommonMessage = 'This password is too common. Choose a less predictable one.';

/**
 * Advice shown beside the password form (spec 1 §5 lists these as text). Only the length and the common
 * list are enforced; the rest is guidance.
 */
export const passwordAdvice: readonly string[] = [
  'At least 8 characters',
  'Upper and lower case letters',
  'Digits',
  'Special characters',
];

const commonPasswords: ReadonlySet<string> = new Set(commonPasswordList);

function countCodePoints(value: string): number {
  let total = 0;
  for (const _ of value) total += 1;
  return total;
}

/** True when the password, compared in lower case, is in the common-password list. */
export function isCommonPassword(value: string): boolean {
  return commonPasswords.has(value.toLowerCase());
}

/** Result of checkPassword: ok, or the first rule broken with the message to show. */
export type PasswordCheck = { ok: true } | { ok: false; message: string };

/**
 * Checks a new password: white space only first (any script's spaces, e.g. U+3000), then length (code
 * points, so an emoji counts once), then the common list. Surrounding spaces are part of the password and are
 * not trimmed.
 */
export function checkPassword(value: string): PasswordCheck {
  if (value !== '' && value.trim() === '') return { ok: false, message: passwordBlankMessage };
  const length = countCodePoints(value);
  if (length < passwordMinLength) return { ok: false, message: passwordTooShortMessage };
  if (length > passwordMaxLength) return { ok: false, message: passwordTooLongMessage };
  if (isCommonPassword(value)) return { ok: false, message: passwordTooCommonMessage };
  return { ok: true };
}
