/** The tabs of /app/feed (their own module: the route's search check needs them without the screen). */
export const feedTabIds = ['all', 'following', 'mine', 'followers', 'followingList'] as const;
/** A tab of /app/feed. */
export type FeedTabId = (typeof feedTabIds)[number];
