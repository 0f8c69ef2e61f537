import type { GeneratedPost, GenerationRun } from '../../../shared/contracts/generation';

/** Steps of a generation run as the progress panel counts them (spec 1 §2: 'Step N of 4', 25% per step). */
export const runStepCount = 4;

/** What the progress panel shows for a run step. */
export interface RunProgress {
  /** 1-based step shown as 'Step N of 4'. */
  stepNumber: number;
  /** Percent complete, 25 per step. */
  percent: number;
}

/**
 * Turns a run's step (0-3 while working, 4 once every step is done; spec 1 §4 "Generation progress") into the
 * panel's 'Step N of 4' and percent. Out-of-range values are clamped, so a bad value never shows 'Step 5 of 4'.
 */
export function describeRunProgress(step: number): RunProgress {
  const stepNumber = Math.min(runStepCount, Math.max(1, Math.floor(step) + 1));
  return { stepNumber, percent: (stepNumber / runStepCount) * 100 };
}

/** How many media of one kind a run has finished, out of how many it makes. */
export interface MediaCount {
  done: number;
  total: number;
}

/** The progress of a run from its real work: posts written, then images and clips made. */
export interface RunWork extends RunProgress {
  /** Posts written so far, out of the run's expected posts. */
  posts: MediaCount;
  images: MediaCount;
  videos: MediaCount;
  /** True while an image or a clip of the run is still being made (also after the text steps completed). */
  hasPendingMedia: boolean;
  /** True only once the run completed and every medium is made: the only state shown as 100%. */
  isFinished: boolean;
}

/** True when a post's image is still being made. */
function isImagePending(post: GeneratedPost): boolean {
  return post.imageStatus === 'pending';
}

/** True when a post's clip is not made yet (being prepared, queued or rendering). */
function isVideoPending(post: GeneratedPost): boolean {
  return post.videoStatus === 'none' || post.videoStatus === 'pending' || post.videoStatus === 'in-progress';
}

/** Counts the media of one kind: posts of that kind, and those whose medium is made (or given up on). */
function countMedia(posts: GeneratedPost[], isPending: (post: GeneratedPost) => boolean): MediaCount {
  return { done: posts.filter((post) => !isPending(post)).length, total: posts.length };
}

/** Fraction of `count` done; 1 when there is nothing to do. */
function fractionOf(count: MediaCount): number {
  return count.total === 0 ? 1 : count.done / count.total;
}

/**
 * The progress panel's figures from a run's real work. Step 1 (analysing, web search) is 0-25%; step 2 moves
 * from 25% to 50% as posts are written; step 3 moves from 50% to 95% as images and clips are made (a clip's
 * own progress counts); step 4 (optimising) is 95%. 100% and 'Step 4 of 4' done are shown only when the run
 * completed and no medium is still being made, so a completed run whose clips still render stays on step 3.
 * A failed run keeps the figures it reached. Without a run: step 1 at 0%.
 */
export function describeRunWork(run: GenerationRun | undefined): RunWork {
  const empty = { done: 0, total: 0 };
  if (!run) {
    return {
      stepNumber: 1,
      percent: 0,
      posts: empty,
      images: empty,
      videos: empty,
      hasPendingMedia: false,
      isFinished: false,
    };
  }
  const imagePosts = run.posts.filter((post) => post.mediaType === 'image' && post.imageStatus !== 'none');
  const videoPosts = run.posts.filter((post) => post.mediaType === 'video');
  const images = countMedia(imagePosts, isImagePending);
  const videos = countMedia(videoPosts, isVideoPending);
  const posts = { done: Math.min(run.posts.length, run.expectedPosts), total: run.expectedPosts };
  const hasPendingMedia = images.done < images.total || videos.done < videos.total;
  const isFinished = run.status === 'completed' && !hasPendingMedia;
  const base = { posts, images, videos, hasPendingMedia, isFinished };
  if (isFinished) return { ...base, stepNumber: runStepCount, percent: 100 };

  const step = Math.min(Math.max(Math.floor(run.step), 0), runStepCount);
  if (step === 0) return { ...base, stepNumber: 1, percent: 10 };
  if (step === 1) return { ...base, stepNumber: 2, percent: 25 + 25 * fractionOf(posts) };
  if (step === 2 || hasPendingMedia) {
    const clipProgress = videoPosts.reduce(
      (sum, post) =>
        sum + (isVideoPending(post) ? Math.min(Math.max(post.videoProgress ?? 0, 0), 100) / 100 : 1),
      0,
    );
    const made = images.done + clipProgress;
    const total = images.total + videos.total;
    return { ...base, stepNumber: 3, percent: 50 + 45 * (total === 0 ? 0 : made / total) };
  }
  return { ...base, stepNumber: runStepCount, percent: 95 };
}
