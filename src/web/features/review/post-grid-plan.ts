import type { GeneratedPost, GenerationRun } from '../../../shared/contracts/generation';
import type { GenerationPlatformId } from '../../../shared/domain/platforms';

/** One block of the review grid: the posts that have arrived and how many placeholders still stand in. */
export interface PostGridGroup {
  /** The platform of a grouped section; null for the flat grid. */
  platform: GenerationPlatformId | null;
  posts: GeneratedPost[];
  /** Skeleton cards for posts not yet arrived (0 once the run is no longer running). */
  pendingCount: number;
}

/**
 * Lays out a run's posts (spec 1 §2 Review): with variations, one section per platform (in the order the user
 * picked them, then any other platform a post names) holding one card per variation; otherwise one flat
 * group. While the run is running, the posts still expected (expectedPosts − posts) become placeholders,
 * spread evenly over the platforms when grouped. Before the summary exists, a run expecting more posts than
 * platforms is treated as having variations.
 */
export function planPostGrid(run: GenerationRun): PostGridGroup[] {
  const posts = [...run.posts].sort((a, b) => a.position - b.position);
  const isRunning = run.status === 'running';
  const hasVariations = run.summary?.hasVariations ?? run.expectedPosts > run.platforms.length;
  if (!hasVariations) {
    const pendingCount = isRunning ? Math.max(0, run.expectedPosts - posts.length) : 0;
    return [{ platform: null, posts, pendingCount }];
  }
  const order = [...new Set([...run.platforms, ...posts.map((post) => post.platform)])];
  const perPlatform = run.platforms.length > 0 ? Math.ceil(run.expectedPosts / run.platforms.length) : 0;
  return order
    .map((platform) => {
      const platformPosts = posts.filter((post) => post.platform === platform);
      const pendingCount = isRunning ? Math.max(0, perPlatform - platformPosts.length) : 0;
      return { platform, posts: platformPosts, pendingCount };
    })
    .filter((group) => group.posts.length > 0 || group.pendingCount > 0);
}
