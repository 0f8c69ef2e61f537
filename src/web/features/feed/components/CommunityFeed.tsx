import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedPost } from '../../../../shared/contracts/feed';
import { feedScrollTriggerPx } from '../../../../shared/domain/feed';
import { Button, Spinner } from '../../../ui';
import { useFeed } from '../hooks/useFeed';
import {
  useAddCommentToPost,
  useBookmarkPost,
  useFollowAuthor,
  useLikeCommentOfPost,
  useLikePost,
} from '../hooks/useFeedActions';
import { useFeedLive } from '../hooks/useFeedLive';
import { savePendingFeedAction, takePendingFeedAction, type PendingFeedAction } from '../pending-action';
import { FeedCard } from './FeedCard';
import { FeedViewer } from './FeedViewer';

/** Props of {@link CommunityFeed}. */
export interface CommunityFeedProps {
  /** Which posts: everyone's, or the authors the signed-in user follows. */
  filter?: 'all' | 'following';
  /** The signed-in user's id; undefined for a visitor. */
  currentUserId: string | undefined;
  /** Opens the login dialog (the action the visitor asked for runs once they are signed in). */
  onLoginRequired: () => void;
  /**
   * Whether this feed runs the action a visitor asked for before logging in (default true). The landing page's
   * feed says no: its login goes on to /app/feed, whose feed runs it there, with the viewer open.
   */
  isPendingActionRunner?: boolean;
}

/**
 * The community feed (spec 1 'Community feed', §4 'Feed'): 'Loading latest posts...', 'No posts in the
 * community feed yet...', a card grid of 10 posts and 10 more when the user scrolls within 1000 px of the end,
 * new posts arriving at the top live, and the full-screen viewer. Used on the landing page and at /app/feed.
 */
export function CommunityFeed({
  filter = 'all',
  currentUserId,
  onLoginRequired,
  isPendingActionRunner = true,
}: CommunityFeedProps) {
  const { t } = useTranslation('feed');
  const feed = useFeed(filter);
  useFeedLive(filter);
  const [openId, setOpenId] = useState<string>();
  const [now, setNow] = useState(() => new Date());
  const sentinel = useRef<HTMLDivElement>(null);
  const like = useLikePost();
  const bookmark = useBookmarkPost();
  const follow = useFollowAuthor();
  const addComment = useAddCommentToPost();
  const likeComment = useLikeCommentOfPost();
  const isSignedIn = currentUserId !== undefined;
  const posts: FeedPost[] = feed.data?.pages.flatMap((page) => page.posts) ?? [];
  const openPost = posts.find((post) => post.id === openId);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;

  // Ages tick every minute.
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);

  // 10 more when the end of the grid comes within 1000 px of the viewport.
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: `0px 0px ${feedScrollTriggerPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, posts.length]);

  // After login, the action the visitor asked for completes.
  useEffect(() => {
    if (!isSignedIn || !isPendingActionRunner) return;
    const pending = takePendingFeedAction();
    if (!pending) return;
    setOpenId(pending.postId);
    if (pending.kind === 'like') like.mutate({ postId: pending.postId, liked: true });
    if (pending.kind === 'bookmark') bookmark.mutate({ postId: pending.postId, bookmarked: true });
    if (pending.kind === 'follow') follow.mutate({ userId: pending.userId, following: true });
    if (pending.kind === 'likeComment')
      likeComment.mutate({ postId: pending.postId, commentId: pending.commentId, liked: true });
    if (pending.kind === 'comment') {
      const { postId, content, parentId } = pending;
      addComment.mutate(parentId ? { postId, content, parentId } : { postId, content });
    }
    // Runs once per sign-in; the mutations are stable enough for this one-off.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isSignedIn]);

  const handleLoginRequired = (action: PendingFeedAction) => {
    savePendingFeedAction(action);
    // The viewer closes so the login dialog is the only one open; it opens again once the action completes.
    setOpenId(undefined);
    onLoginRequired();
  };

  if (feed.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
        <Spinner size="sm" label="" />
        <span>{t('loading')}</span>
      </div>
    );
  }
  if (feed.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
        <p className="text-destructive">{t('error')}</p>
        <Button variant="outline" onClick={() => void feed.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (posts.length === 0) {
    return (
      <p className="py-16 text-center text-muted-foreground">
        {filter === 'following' ? t('emptyFollowing') : t('empty')}
      </p>
    );
  }
  return (
    <>
      <ul
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        aria-label={t('gridLabel')}
      >
        {posts.map((post) => (
          <li key={post.id}>
            <FeedCard post={post} now={now} onOpen={() => setOpenId(post.id)} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" />
      {isFetchingNextPage && (
        <div role="status" className="flex justify-center py-6">
          <Spinner label={t('loadingMore')} />
        </div>
      )}
      {openPost && (
        <FeedViewer
          post={openPost}
          isSignedIn={isSignedIn}
          currentUserId={currentUserId}
          onLoginRequired={handleLoginRequired}
          onClose={() => setOpenId(undefined)}
          now={now}
        />
      )}
    </>
  );
}
