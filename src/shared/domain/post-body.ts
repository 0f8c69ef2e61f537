/**
 * A post's body as the review shows it: a post's content ends with its hashtags (so Copy and the character
 * count carry them), and the review shows those hashtags as chips, so the body leaves that last paragraph
 * out instead of showing every tag twice.
 */

/**
 * `content` without its last paragraph when that paragraph holds only hashtags, all of them among `hashtags`
 * (with or without '#', compared case-insensitively); otherwise `content` unchanged.
 */
export function withoutTrailingHashtags(content: string, hashtags: readonly string[]): string {
  if (hashtags.length === 0) return content;
  const known = new Set(hashtags.map((tag) => tag.trim().replace(/^#+/u, '').toLowerCase()));
  const match = /(?:^|\n\s*\n)([ \t]*#[^\n]*)\s*$/u.exec(content);
  if (!match?.[1]) return content;
  const words = match[1].trim().split(/\s+/u);
  const isTagLine = words.every(
    (word) => /^#[\p{L}\p{M}\p{N}_]+$/u.test(word) && known.has(word.slice(1).toLowerCase()),
  );
  return isTagLine ? content.slice(0, match.index).trimEnd() : content;
}
