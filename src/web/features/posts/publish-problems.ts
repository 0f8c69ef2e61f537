import type { GeneratedPost } from '../../../shared/contracts/generation';
import {
  findPublishProblems,
  type CheckedMedia,
  type PublishProblem,
} from '../../../shared/domain/publish-check';

/**
 * The media a generated post takes to its destinations as the dialog knows it: only its kind (`video/*` once its
 * video is there, `image/*` when it has a library image), as the server checks the post's video, else its image.
 */
export function mediaOfPost(post: GeneratedPost): CheckedMedia | undefined {
  if (post.mediaType === 'video') return post.videoUrl ? { contentType: 'video/*' } : undefined;
  return post.imageAssetId ? { contentType: 'image/*' } : undefined;
}

/** The problems that stop `post` going to the chosen destinations (the server's own pre-publish check). */
export function findDialogProblems(post: GeneratedPost, destinationIds: readonly string[]): PublishProblem[] {
  return findPublishProblems({ content: post.content, media: mediaOfPost(post), destinationIds });
}

/** The translated problems of a 400 answer (fields `problems.0`, `problems.1`, …), in their order. */
export function serverProblems(fields: Readonly<Record<string, string>>): string[] {
  return Object.entries(fields)
    .map(([key, text]) => [/^problems\.(\d+)$/.exec(key)?.[1], text] as const)
    .filter((entry): entry is readonly [string, string] => entry[0] !== undefined)
    .sort((a, b) => Number(a[0]) - Number(b[0]))
    .map(([, text]) => text);
}
