/** E-mail address rules shared by the login, waitlist, share and contact forms and the server. */

/** Longest address accepted (RFC 5321 path limit). */
export const emailMaxLength = 254;
const localPartMaxLength = 64;

const localPart = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const domainLabel = /^[A-Za-z0-9\p{L}](?:[A-Za-z0-9\p{L}-]{0,61}[A-Za-z0-9\p{L}])?$/u;
const topLevelDomain = /^(?:[A-Za-z\p{L}]{2,63}|xn--[A-Za-z0-9-]{1,59})$/u;

/**
 * True when the value looks like a deliverable address: one '@', a dot-atom local part (no quotes, no
 * leading, trailing or double dots, at most 64 characters), a domain of at least two labels whose last is
 * alphabetic (or punycode), no spaces, at most 254 characters. Surrounding whitespace is ignored; the value
 * is not lower-cased (see normalizeEmail). IP-literal domains are refused.
 */
export function isEmailShaped(value: string): boolean {
  const email = value.trim();
  if (email.length === 0 || email.length > emailMaxLength) return false;
  const at = email.lastIndexOf('@');
  if (at <= 0 || email.indexOf('@') !== at) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local.length > localPartMaxLength || !localPart.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  const tld = labels.at(-1) ?? '';
  return labels.every((label) => domainLabel.test(label)) && topLevelDomain.test(tld);
}

/** The form addresses are stored and compared in: trimmed and lower-cased. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
