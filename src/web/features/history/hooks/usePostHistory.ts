import { useInfiniteQuery } from '@tanstack/react-query';
import { listHistoryContract } from '../../../../shared/contracts/posts-history';
import { isVideoRegenerating, type PostRecordStatus } from '../../../../shared/domain/post-records';
import type { GenerationPlatformId } from '../../../../shared/domain/platforms';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** The history list's filters as the screen holds them; empty means 'any'. */
export interface HistoryFilterState {
  status?: PostRecordStatus;
  platform?: GenerationPlatformId;
  /** ISO instants of the date range: [from, to). */
  from?: string;
  to?: string;
  q?: string;
}

/** Posts shown per page of the history list. */
export const historyPageSize = 20;
/** How often the list is read again while a post's video is being regenerated (its progress), in ms. */
export const videoProgressPollMs = 1500;

/**
 * The post history, one cursor page at a time ('Load more' fetches the next). While a listed post's video is
 * queued or being made, the pages are read again every {@link videoProgressPollMs} to show its progress.
 */
export function usePostHistory(filters: HistoryFilterState) {
  return useInfiniteQuery({
    queryKey: queryKeys.postHistory(filters),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callApi(listHistoryContract, {
        query: { ...filters, limit: historyPageSize, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) =>
        page.posts.some((post) => isVideoRegenerating(post.video.status)),
      )
        ? videoProgressPollMs
        : false,
  });
}
