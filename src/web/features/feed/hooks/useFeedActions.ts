import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addFeedCommentContract,
  bookmarkFeedPostContract,
  deleteFeedCommentContract,
  deleteFeedPostContract,
  followFeedUserContract,
  likeFeedCommentContract,
  likeFeedPostContract,
  listFeedCommentsContract,
  listFollowersContract,
  listFollowingContract,
  listMyFeedPostsContract,
  shareToFeedContract,
  reportFeedContentContract,
  shareFeedPostContract,
  viewFeedPostContract,
  type FeedComment,
} from '../../../../shared/contracts/feed';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { updateCachedAuthorPosts, updateCachedFeedPost } from './useFeed';

/** Like or unlike a post; the card's count follows the server's answer. */
export function useLikePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, liked }: { postId: string; liked: boolean }) =>
      callApi(likeFeedPostContract, { params: { postId }, body: { liked } }),
    onSuccess: (answer, { postId }) =>
      updateCachedFeedPost(queryClient, postId, (post) => ({
        ...post,
        likes: answer.likes,
        isLiked: answer.isLiked,
      })),
  });
}

/** Bookmark or remove the bookmark of a post. */
export function useBookmarkPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, bookmarked }: { postId: string; bookmarked: boolean }) =>
      callApi(bookmarkFeedPostContract, { params: { postId }, body: { bookmarked } }),
    onSuccess: (answer, { postId }) =>
      updateCachedFeedPost(queryClient, postId, (post) => ({ ...post, isBookmarked: answer.isBookmarked })),
  });
}

/** Follow or unfollow an author; every card of theirs follows. */
export function useFollowAuthor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, following }: { userId: string; following: boolean }) =>
      callApi(followFeedUserContract, { params: { userId }, body: { following } }),
    onSuccess: (answer, { userId }) => {
      updateCachedAuthorPosts(queryClient, userId, (post) => ({
        ...post,
        isFollowingAuthor: answer.isFollowing,
      }));
      void queryClient.invalidateQueries({ queryKey: queryKeys.feed('following') });
    },
  });
}

/** Counts the caller's view of a post once (the server counts each viewer once). */
export function useViewPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => callApi(viewFeedPostContract, { params: { postId } }),
    onSuccess: (answer, postId) =>
      updateCachedFeedPost(queryClient, postId, (post) => ({ ...post, views: answer.views })),
  });
}

/** Counts a share (the link to the post's page was copied). */
export function useSharePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => callApi(shareFeedPostContract, { params: { postId } }),
    onSuccess: (answer, postId) =>
      updateCachedFeedPost(queryClient, postId, (post) => ({ ...post, shares: answer.shares })),
  });
}

/** Removes a post (its author or the instance owner). */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => callApi(deleteFeedPostContract, { params: { postId } }),
    // 'My posts' marks it shared; the feed shows it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['feed'] }),
  });
}

/** Reports a post or a comment with a reason. */
export function useReportContent() {
  return useMutation({
    mutationFn: (body: { postId: string; reason: string } | { commentId: string; reason: string }) =>
      callApi(reportFeedContentContract, { body }),
  });
}

/** The comments and replies of a post. */
export function useFeedComments(postId: string) {
  return useQuery({
    queryKey: queryKeys.feedComments(postId),
    queryFn: ({ signal }) => callApi(listFeedCommentsContract, { params: { postId }, signal }),
  });
}

/**
 * Adds a comment or a reply to any post (the one a visitor wrote before logging in); it goes to the top of
 * that post's comments and the post's count follows.
 */
export function useAddCommentToPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, ...body }: { postId: string; content: string; parentId?: string }) =>
      callApi(addFeedCommentContract, { params: { postId }, body }),
    onSuccess: (answer, { postId }) => {
      queryClient.setQueryData<{ comments: FeedComment[] }>(queryKeys.feedComments(postId), (data) => ({
        comments: [answer.comment, ...(data?.comments ?? [])],
      }));
      updateCachedFeedPost(queryClient, postId, (post) => ({ ...post, comments: answer.comments }));
    },
  });
}

/** Adds a comment or a reply to this post. */
export function useAddComment(postId: string) {
  const add = useAddCommentToPost();
  return {
    ...add,
    mutateAsync: (body: { content: string; parentId?: string }) => add.mutateAsync({ postId, ...body }),
  };
}

/** Removes a comment with its replies (its author or the instance owner); the post's count follows. */
export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => callApi(deleteFeedCommentContract, { params: { commentId } }),
    onSuccess: (_answer, commentId) => {
      let removed = 0;
      queryClient.setQueryData<{ comments: FeedComment[] }>(queryKeys.feedComments(postId), (data) => {
        if (!data) return data;
        const comments = data.comments.filter(
          (comment) => comment.id !== commentId && comment.parentId !== commentId,
        );
        removed = data.comments.length - comments.length;
        return { comments };
      });
      updateCachedFeedPost(queryClient, postId, (post) => ({
        ...post,
        comments: Math.max(0, post.comments - removed),
      }));
    },
  });
}

/** Likes or unlikes a comment of any post (the one a visitor liked before logging in). */
export function useLikeCommentOfPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, liked }: { postId: string; commentId: string; liked: boolean }) =>
      callApi(likeFeedCommentContract, { params: { commentId }, body: { liked } }),
    onSuccess: (answer, { postId, commentId }) =>
      queryClient.setQueryData<{ comments: FeedComment[] }>(queryKeys.feedComments(postId), (data) =>
        data
          ? {
              comments: data.comments.map((comment) =>
                comment.id === commentId
                  ? { ...comment, likes: answer.likes, isLiked: answer.isLiked }
                  : comment,
              ),
            }
          : data,
      ),
  });
}

/** Likes or unlikes a comment of this post. */
export function useLikeComment(postId: string) {
  const like = useLikeCommentOfPost();
  return {
    ...like,
    mutate: (variables: { commentId: string; liked: boolean }) => like.mutate({ postId, ...variables }),
  };
}

/** The caller's own generated, draft, scheduled and published posts. */
export function useMyFeedPosts() {
  return useQuery({
    queryKey: queryKeys.myFeedPosts,
    queryFn: ({ signal }) => callApi(listMyFeedPostsContract, { signal }),
  });
}

/** Shares a generated post to the community feed (a duplicate within 5 s answers the existing post). */
export function useShareToFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (generatedPostId: string) => callApi(shareToFeedContract, { body: { generatedPostId } }),
    // 'My posts' marks it shared; the feed shows it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['feed'] }),
  });
}

/** A user's followers, or the users they follow. */
export function useFollowList(userId: string, direction: 'followers' | 'following') {
  return useQuery({
    queryKey: ['feed', direction, userId],
    queryFn: ({ signal }) =>
      callApi(direction === 'followers' ? listFollowersContract : listFollowingContract, {
        params: { userId },
        signal,
      }),
  });
}
