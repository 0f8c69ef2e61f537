import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteFeedCommentContract,
  deleteFeedPostContract,
  listFeedAuthorsContract,
  listFeedReportsContract,
  resolveFeedReportContract,
  setFeedAuthorFlagsContract,
  type FeedReport,
  type ModeratedAuthor,
} from '../../../../shared/contracts/feed';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** The open reports of feed posts and comments (instance owner; 403 for anyone else). */
export function useFeedReports({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.feedReports,
    queryFn: ({ signal }) => callApi(listFeedReportsContract, { signal }),
    enabled: isEnabled,
  });
}

/** The feed's authors with their verified and hidden marks (instance owner). */
export function useFeedAuthors({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.feedAuthors,
    queryFn: ({ signal }) => callApi(listFeedAuthorsContract, { signal }),
    enabled: isEnabled,
  });
}

/**
 * Acts on a report: 'remove' deletes the reported post or comment (its reports close with it), 'dismiss'
 * closes the report and keeps the content. The feed's cached pages refresh either way.
 */
export function useResolveFeedReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ report, action }: { report: FeedReport; action: 'remove' | 'dismiss' }) => {
      if (action === 'dismiss') {
        await callApi(resolveFeedReportContract, { params: { reportId: report.id } });
      } else if (report.commentId) {
        await callApi(deleteFeedCommentContract, { params: { commentId: report.commentId } });
      } else if (report.postId) {
        await callApi(deleteFeedPostContract, { params: { postId: report.postId } });
      }
    },
    onSuccess: (_answer, { report }) => {
      queryClient.setQueryData<{ reports: FeedReport[] }>(queryKeys.feedReports, (data) =>
        data ? { reports: data.reports.filter((item) => item.id !== report.id) } : data,
      );
      void queryClient.invalidateQueries({ queryKey: ['feed'] });
    },
  });
}

/** Sets an author's verified tick or hides their posts; the authors list follows the server's answer. */
export function useSetFeedAuthorFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...body }: { userId: string; isVerified?: boolean; isHidden?: boolean }) =>
      callApi(setFeedAuthorFlagsContract, { params: { userId }, body }),
    onSuccess: (answer, { userId }) => {
      queryClient.setQueryData<{ authors: ModeratedAuthor[] }>(queryKeys.feedAuthors, (data) =>
        data
          ? {
              authors: data.authors.map((author) =>
                author.id === userId
                  ? { ...author, verified: answer.isVerified, isHidden: answer.isHidden }
                  : author,
              ),
            }
          : data,
      );
      // The feed's pages and the authors list (a user not listed yet, marked from a report) follow.
      void queryClient.invalidateQueries({ queryKey: ['feed'] });
    },
  });
}
