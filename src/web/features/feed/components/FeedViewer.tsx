import { useEffect, useRef, useState } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { Bookmark, Eye, Flag, Heart, Link2, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FeedPost } from '../../../../shared/contracts/feed';
import { formatFeedAge, formatFeedCount } from '../../../../shared/domain/feed';
import { Badge, Button, ConfirmDialog, cn } from '../../../ui';
import { platformLabel, variationLabel } from '../feed-labels';
import {
  useBookmarkPost,
  useDeletePost,
  useFollowAuthor,
  useLikePost,
  useSharePost,
  useViewPost,
} from '../hooks/useFeedActions';
import type { PendingFeedAction } from '../pending-action';
import { FeedAuthorName, FeedAvatar } from './FeedAvatar';
import { FeedComments } from './FeedComments';
import { ReportDialog } from './ReportDialog';

/** Props of {@link FeedViewer}. */
export interface FeedViewerProps {
  post: FeedPost;
  isSignedIn: boolean;
  currentUserId: string | undefined;
  /** An anonymous visitor's action: keep it and open the login dialog. */
  onLoginRequired: (action: PendingFeedAction) => void;
  onClose: () => void;
  now: Date;
}

/**
 * The full-screen viewer (spec 1 'Community feed'): media on the left; on the right (450 px) the author with
 * Follow, platform and variation, age and views, content, hashtags, the AI prompt, like and bookmark, share
 * (copies the link to /p/{id}), report or delete, and the comments. Opening it counts a view once per viewer.
 */
export function FeedViewer({
  post,
  isSignedIn,
  currentUserId,
  onLoginRequired,
  onClose,
  now,
}: FeedViewerProps) {
  const { t } = useTranslation('feed');
  const like = useLikePost();
  const bookmark = useBookmarkPost();
  const follow = useFollowAuthor();
  const view = useViewPost();
  const share = useSharePost();
  const remove = useDeletePost();
  const [notice, setNotice] = useState('');
  const [isReporting, setIsReporting] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const viewed = useRef<string>(undefined);
  const isOwn = currentUserId === post.author.id;

  useEffect(() => {
    if (viewed.current === post.id) return;
    viewed.current = post.id;
    view.mutate(post.id);
  }, [post.id, view]);

  const handleShare = async () => {
    const link = `${window.location.origin}/p/${post.id}`;
    try {
      await navigator.clipboard.writeText(link);
      setNotice(t('viewer.linkCopied'));
    } catch {
      setNotice(link);
    }
    share.mutate(post.id);
  };
  const handleDelete = () => remove.mutate(post.id, { onSuccess: onClose });

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/80" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-background text-foreground md:flex-row"
        >
          <DialogPrimitive.Title className="sr-only">
            {t('viewer.title', { name: post.author.name })}
          </DialogPrimitive.Title>
          <div className="relative flex min-h-[40vh] flex-1 items-center justify-center bg-black">
            {post.mediaType === 'video' && post.mediaUrl ? (
              <video
                src={post.mediaUrl}
                poster={post.thumbnailUrl ?? undefined}
                controls
                className="max-h-full max-w-full"
              />
            ) : post.mediaUrl ? (
              <img
                src={post.mediaUrl}
                alt={t('viewer.mediaAlt', { name: post.author.name })}
                className="max-h-full max-w-full object-contain"
              />
            ) : (
              <p className="p-6 text-center text-white/80">{post.content}</p>
            )}
            <DialogPrimitive.Close asChild>
              <Button
                variant="secondary"
                size="icon"
                className="absolute left-3 top-3"
                aria-label={t('viewer.close')}
              >
                <X aria-hidden="true" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <aside className="flex max-h-[60vh] w-full flex-col gap-4 overflow-y-auto border-l p-4 md:max-h-none md:w-[450px]">
            <div className="flex items-center gap-3">
              <FeedAvatar author={post.author} size="md" />
              <div className="min-w-0 flex-1">
                <FeedAuthorName author={post.author} />
                {post.author.username && (
                  <p className="truncate text-xs text-muted-foreground">@{post.author.username}</p>
                )}
              </div>
              {!isOwn && post.author.id && (
                <Button
                  size="sm"
                  variant={post.isFollowingAuthor ? 'outline' : 'primary'}
                  aria-pressed={post.isFollowingAuthor}
                  disabled={follow.isPending}
                  onClick={() =>
                    isSignedIn
                      ? follow.mutate({ userId: post.author.id, following: !post.isFollowingAuthor })
                      : onLoginRequired({ kind: 'follow', postId: post.id, userId: post.author.id })
                  }
                >
                  {post.isFollowingAuthor ? t('viewer.following') : t('viewer.follow')}
                </Button>
              )}
            </div>
            <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <Badge variant="secondary">{platformLabel(t, post.platform)}</Badge>
              <Badge variant="outline">{variationLabel(t, post.variation)}</Badge>
              <time dateTime={post.createdAt}>{formatFeedAge(new Date(post.createdAt), now)}</time>
              <span className="flex items-center gap-1">
                <Eye className="size-3.5" aria-hidden="true" />
                {t('viewer.views', { count: post.views, formatted: formatFeedCount(post.views) })}
              </span>
            </div>
            <p className="whitespace-pre-wrap text-sm">{post.content}</p>
            {post.hashtags.length > 0 && (
              <p className="flex flex-wrap gap-1 text-sm text-primary">
                {post.hashtags.map((tag) => (
                  <span key={tag}>{tag.startsWith('#') ? tag : `#${tag}`}</span>
                ))}
              </p>
            )}
            {post.prompt && (
              <div className="rounded-lg bg-muted p-3 text-sm">
                <p className="font-medium">{t('viewer.prompt')}</p>
                <p className="text-muted-foreground">{post.prompt}</p>
              </div>
            )}
            <div className="flex flex-wrap items-center gap-1">
              <Button
                variant="ghost"
                size="sm"
                aria-pressed={post.isLiked}
                onClick={() =>
                  isSignedIn
                    ? like.mutate({ postId: post.id, liked: !post.isLiked })
                    : onLoginRequired({ kind: 'like', postId: post.id })
                }
              >
                <Heart
                  className={cn('size-4', post.isLiked && 'fill-current text-destructive')}
                  aria-hidden="true"
                />
                {t('viewer.like', { formatted: formatFeedCount(post.likes) })}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-pressed={post.isBookmarked}
                onClick={() =>
                  isSignedIn
                    ? bookmark.mutate({ postId: post.id, bookmarked: !post.isBookmarked })
                    : onLoginRequired({ kind: 'bookmark', postId: post.id })
                }
              >
                <Bookmark className={cn('size-4', post.isBookmarked && 'fill-current')} aria-hidden="true" />
                {t('viewer.bookmark')}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => void handleShare()}>
                <Link2 className="size-4" aria-hidden="true" />
                {t('viewer.share', { formatted: formatFeedCount(post.shares) })}
              </Button>
              {isSignedIn && !isOwn && (
                <Button variant="ghost" size="sm" onClick={() => setIsReporting(true)}>
                  <Flag className="size-4" aria-hidden="true" />
                  {t('viewer.report')}
                </Button>
              )}
              {post.canDelete && (
                <Button variant="ghost" size="sm" onClick={() => setIsDeleting(true)}>
                  <Trash2 className="size-4" aria-hidden="true" />
                  {t('viewer.delete')}
                </Button>
              )}
            </div>
            <p role="status" className="text-xs text-muted-foreground">
              {notice}
            </p>
            <FeedComments
              postId={post.id}
              isSignedIn={isSignedIn}
              currentUserId={currentUserId}
              onLoginRequired={onLoginRequired}
              onNotice={setNotice}
              now={now}
            />
            <ReportDialog
              target={isReporting ? { postId: post.id } : undefined}
              onClose={() => setIsReporting(false)}
              onReported={() => setNotice(t('viewer.reported'))}
            />
            <ConfirmDialog
              open={isDeleting}
              onOpenChange={(open) => {
                setIsDeleting(open);
                if (!open) remove.reset();
              }}
              title={t('viewer.deleteConfirm')}
              confirmLabel={t('viewer.delete')}
              cancelLabel={t('viewer.cancel')}
              isPending={remove.isPending}
              error={remove.isError ? remove.error.message : undefined}
              onConfirm={handleDelete}
            />
          </aside>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
