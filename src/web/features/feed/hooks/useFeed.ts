import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { listFeedContract, type FeedPost } from '../../../../shared/contracts/feed';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** One page of the feed as the cache holds it. */
export interface FeedPage {
  posts: FeedPost[];
  nextCursor: string | null;
}

/** The feed, 10 posts a page (cursor paging); `fetchNextPage` adds the next 10. */
export function useFeed(filter: 'all' | 'following') {
  return useInfiniteQuery({
    queryKey: queryKeys.feed(filter),
    queryFn: ({ pageParam, signal }) =>
      callApi(listFeedContract, { query: { filter, ...(pageParam ? { cursor: pageParam } : {}) }, signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Changes one post wherever the cached feeds hold it (a like, a new comment count, a follow). */
export function updateCachedFeedPost(
  queryClient: QueryClient,
  postId: string,
  change: (post: FeedPost) => FeedPost,
): void {
  queryClient.setQueriesData<InfiniteData<FeedPage>>({ queryKey: ['feed', 'page'] }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            posts: page.posts.map((post) => (post.id === postId ? change(post) : post)),
          })),
        }
      : data,
  );
}

/** Changes every cached post of an author (following them shows on all their cards). */
export function updateCachedAuthorPosts(
  queryClient: QueryClient,
  authorId: string,
  change: (post: FeedPost) => FeedPost,
): void {
  queryClient.setQueriesData<InfiniteData<FeedPage>>({ queryKey: ['feed', 'page'] }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            posts: page.posts.map((post) => (post.author.id === authorId ? change(post) : post)),
          })),
        }
      : data,
  );
}
