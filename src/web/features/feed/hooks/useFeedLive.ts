import { useEffect } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { feedEventSchema, getFeedPostContract, watchFeedContract } from '../../../../shared/contracts/feed';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import type { FeedPage } from './useFeed';

/**
 * Live arrival: listens to the feed's event stream; a new post is read (with the caller's session) and put at
 * the top of the cached feed, a removed one taken out. After a lost connection the feed is read again.
 */
export function useFeedLive(filter: 'all' | 'following'): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const source = new EventSource(watchFeedContract.path);
    const key = queryKeys.feed(filter);
    const handleFeed = (message: MessageEvent<string>) => {
      const parsed = feedEventSchema.safeParse(JSON.parse(message.data));
      if (!parsed.success) return;
      const { type, postId } = parsed.data;
      if (type === 'postRemoved') {
        queryClient.setQueryData<InfiniteData<FeedPage>>(key, (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((page) => ({
                  ...page,
                  posts: page.posts.filter((post) => post.id !== postId),
                })),
              }
            : data,
        );
        return;
      }
      callApi(getFeedPostContract, { params: { postId } })
        .then(({ post }) => {
          if (filter === 'following' && !post.isFollowingAuthor) return;
          queryClient.setQueryData<InfiniteData<FeedPage>>(key, (data) => {
            if (!data || data.pages.some((page) => page.posts.some((item) => item.id === post.id)))
              return data;
            const [first, ...rest] = data.pages;
            return {
              ...data,
              pages: [
                { posts: [post, ...(first?.posts ?? [])], nextCursor: first?.nextCursor ?? null },
                ...rest,
              ],
            };
          });
        })
        .catch(() => undefined);
    };
    const handleResync = () => void queryClient.invalidateQueries({ queryKey: key });
    source.addEventListener('feed', handleFeed);
    source.addEventListener('resync', handleResync);
    return () => source.close();
  }, [filter, queryClient]);
}
