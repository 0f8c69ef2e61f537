/**
 * How the review's editor splits and joins a post's text: the content ends with its hashtags (so Copy and the
 * count carry them), the editor shows the body and the hashtags apart.
 */
import { withoutTrailingHashtags } from '../../../shared/domain/post-body';

/** Hashtags typed as '#a #b, c' → ['a', 'b', 'c'] (without '#', without repeats, in order). */
export function parseHashtags(text: string): string[] {
  const tags = text
    .split(/[\s,]+/u)
    .map((tag) => tag.replace(/^#+/u, '').trim())
    .filter((tag) => tag !== '');
  return [...new Set(tags)];
}

/** Hashtags as the editor shows them: '#a #b'. */
export function formatHashtags(tags: readonly string[]): string {
  return tags.map((tag) => `#${tag}`).join(' ');
}

/** The body and hashtags of a post as the editor shows them. */
export function splitPostText(post: { content: string; hashtags: readonly string[] }) {
  return { body: withoutTrailingHashtags(post.content, post.hashtags), tags: formatHashtags(post.hashtags) };
}

/** The stored content of an edited post: the body, then a paragraph of its hashtags when it has any. */
export function joinPostText(body: string, tags: readonly string[]): string {
  const text = body.trimEnd();
  if (tags.length === 0) return text;
  return `${text}\n\n${formatHashtags(tags)}`;
}
