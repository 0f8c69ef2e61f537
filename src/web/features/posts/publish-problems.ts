import { useEffect, useState } from 'react';
import type { GeneratedPost } from '../../../shared/contracts/generation';
import type * as PublishCheckModule from '../../../shared/domain/publish-check';
import type { CheckedMedia, PublishProblem } from '../../../shared/domain/publish-check';

/** The server's pre-publish check (it counts X text with twitter-text: loaded on first use, its own chunk). */
export type PublishCheck = typeof PublishCheckModule;

let loaded: PublishCheck | undefined;
let loading: Promise<PublishCheck> | undefined;

/** The pre-publish check, once loaded; undefined while it loads (or if its chunk could not be loaded). */
export function usePublishCheck(): PublishCheck | undefined {
  const [check, setCheck] = useState(loaded);
  useEffect(() => {
    if (check) return;
    let isCurrent = true;
    loading ??= import('../../../shared/domain/publish-check').then((module) => (loaded = module));
    loading.then(
      (module) => {
        if (isCurrent) setCheck(module);
      },
      () => (loading = undefined),
    );
    return () => {
      isCurrent = false;
    };
  }, [check]);
  return check;
}

/**
 * The media a generated post takes to its destinations as the dialog knows it: only its kind (`video/*` once its
 * video is there, `image/*` when it has a library image), as the server checks the post's video, else its image.
 */
export function mediaOfPost(post: GeneratedPost): CheckedMedia | undefined {
  if (post.mediaType === 'video') return post.videoUrl ? { contentType: 'video/*' } : undefined;
  return post.imageAssetId ? { contentType: 'image/*' } : undefined;
}

/** The problems that stop `post` going to the chosen destinations (the server's own pre-publish check). */
export function findDialogProblems(
  check: PublishCheck,
  post: GeneratedPost,
  destinationIds: readonly string[],
): PublishProblem[] {
  return check.findPublishProblems({ content: post.content, media: mediaOfPost(post), destinationIds });
}

/** The translated problems of a 400 answer (fields `problems.0`, `problems.1`, …), in their order. */
export function serverProblems(fields: Readonly<Record<string, string>>): string[] {
  return Object.entries(fields)
    .map(([key, text]) => [/^problems\.(\d+)$/.exec(key)?.[1], text] as const)
    .filter((entry): entry is readonly [string, string] => entry[0] !== undefined)
    .sort((a, b) => Number(a[0]) - Number(b[0]))
    .map(([, text]) => text);
}
