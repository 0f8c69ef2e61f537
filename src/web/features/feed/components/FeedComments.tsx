import { useState, type FormEvent } from 'react';
import { Flag, Heart, Send, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FeedComment } from '../../../../shared/contracts/feed';
import { formatFeedAge, formatFeedCount } from '../../../../shared/domain/feed';
import { Button, ConfirmDialog, Spinner, Textarea, cn } from '../../../ui';
import { useAddComment, useDeleteComment, useFeedComments, useLikeComment } from '../hooks/useFeedActions';
import type { PendingFeedAction } from '../pending-action';
import { FeedAuthorName, FeedAvatar } from './FeedAvatar';
import { ReportDialog } from './ReportDialog';

const linkPattern = /(https?:\/\/[^\s]+)/g;

/** A comment's text: links clickable (rel nofollow), or plain text for a new account's comment. */
function CommentText({ comment }: { comment: FeedComment }) {
  if (comment.linksAsText)
    return <p className="whitespace-pre-wrap break-words text-sm">{comment.content}</p>;
  const parts = comment.content.split(linkPattern);
  return (
    <p className="whitespace-pre-wrap break-words text-sm">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a
            key={index}
            href={part}
            rel="nofollow noopener noreferrer ugc"
            target="_blank"
            className="text-primary underline"
          >
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}

/** A comment or reply input with its send button (disabled while blank). */
function CommentInput({
  label,
  onSend,
  isPending,
  autoFocus,
}: {
  label: string;
  onSend: (content: string) => Promise<unknown>;
  isPending: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('feed');
  const [content, setContent] = useState('');
  const isBlank = content.trim().length === 0;
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBlank) return;
    try {
      await onSend(content.trim());
      setContent('');
    } catch {
      // The text stays for another try; the mutation's error is shown under the input.
    }
  };
  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="flex items-end gap-2">
      <Textarea
        aria-label={label}
        placeholder={label}
        value={content}
        rows={1}
        autoFocus={autoFocus}
        maxLength={2000}
        onChange={(event) => setContent(event.target.value)}
        className="min-h-9 flex-1 resize-none"
      />
      <Button type="submit" size="icon" disabled={isBlank || isPending} aria-label={t('viewer.send')}>
        <Send className="size-4" aria-hidden="true" />
      </Button>
    </form>
  );
}

/**
 * The viewer's comments: newest first, replies under their comment, a like per comment, Reply opening a
 * reply input, Delete for its author (and the instance owner) and Report for other signed-in users, and the
 * comment input. A visitor's like, comment or reply opens the login dialog (`onLoginRequired`); a comment
 * they wrote is kept and sent once they are signed in.
 */
export function FeedComments({
  postId,
  isSignedIn,
  currentUserId,
  onLoginRequired,
  onNotice,
  now,
}: {
  postId: string;
  isSignedIn: boolean;
  currentUserId: string | undefined;
  onLoginRequired: (action: PendingFeedAction) => void;
  /** Announces an outcome in the viewer's status line. */
  onNotice: (text: string) => void;
  now: Date;
}) {
  const { t } = useTranslation('feed');
  const comments = useFeedComments(postId);
  const addComment = useAddComment(postId);
  const likeComment = useLikeComment(postId);
  const deleteComment = useDeleteComment(postId);
  const [replyTo, setReplyTo] = useState<string>();
  const [deleting, setDeleting] = useState<FeedComment>();
  const [reporting, setReporting] = useState<string>();
  const sendComment = async (content: string, parentId?: string) => {
    if (!isSignedIn) {
      onLoginRequired({ kind: 'comment', postId, content, ...(parentId ? { parentId } : {}) });
      return;
    }
    await addComment.mutateAsync(parentId ? { content, parentId } : { content });
  };
  const handleConfirmDelete = () => {
    if (!deleting) return;
    deleteComment.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(undefined);
        onNotice(t('viewer.commentDeleted'));
      },
    });
  };
  const all = comments.data?.comments ?? [];
  const topLevel = all.filter((comment) => !comment.parentId);
  const repliesOf = (id: string) => all.filter((comment) => comment.parentId === id).reverse();

  const renderComment = (comment: FeedComment, isReply: boolean) => (
    <li key={comment.id} className={cn('space-y-1', isReply && 'ml-8')}>
      <div className="flex items-center gap-2 text-sm">
        <FeedAvatar author={comment.author} />
        <FeedAuthorName author={comment.author} />
        <time dateTime={comment.createdAt} className="text-xs text-muted-foreground">
          {formatFeedAge(new Date(comment.createdAt), now)}
        </time>
      </div>
      <CommentText comment={comment} />
      <div className="flex items-center gap-2">
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={comment.isLiked}
          onClick={() =>
            isSignedIn
              ? likeComment.mutate({ commentId: comment.id, liked: !comment.isLiked })
              : onLoginRequired({ kind: 'likeComment', postId, commentId: comment.id })
          }
        >
          <Heart
            className={cn('size-4', comment.isLiked && 'fill-current text-destructive')}
            aria-hidden="true"
          />
          <span aria-hidden="true">{formatFeedCount(comment.likes)}</span>
          <span className="sr-only">{t('viewer.likeComment', { count: comment.likes })}</span>
        </Button>
        {!isReply && (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={replyTo === comment.id}
            onClick={() => setReplyTo(replyTo === comment.id ? undefined : comment.id)}
          >
            {t('viewer.reply')}
          </Button>
        )}
        {comment.canDelete && (
          <Button variant="ghost" size="sm" onClick={() => setDeleting(comment)}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t('viewer.deleteComment')}
          </Button>
        )}
        {isSignedIn && comment.author.id !== currentUserId && (
          <Button variant="ghost" size="sm" onClick={() => setReporting(comment.id)}>
            <Flag className="size-4" aria-hidden="true" />
            {t('viewer.reportComment')}
          </Button>
        )}
      </div>
      {replyTo === comment.id && (
        <CommentInput
          autoFocus
          label={t('viewer.replyPlaceholder', { name: comment.author.name })}
          isPending={addComment.isPending}
          onSend={async (content) => {
            await sendComment(content, comment.id);
            setReplyTo(undefined);
          }}
        />
      )}
      {!isReply && repliesOf(comment.id).length > 0 && (
        <ul className="space-y-3 pt-2">{repliesOf(comment.id).map((reply) => renderComment(reply, true))}</ul>
      )}
    </li>
  );

  return (
    <section aria-label={t('viewer.comments')} className="flex min-h-0 flex-1 flex-col gap-3">
      <h3 className="text-sm font-semibold">{t('viewer.comments')}</h3>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {comments.isPending ? (
          <Spinner label={t('viewer.loadingComments')} />
        ) : comments.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('viewer.commentsError')}
          </p>
        ) : topLevel.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('viewer.noComments')}</p>
        ) : (
          <ul className="space-y-4">{topLevel.map((comment) => renderComment(comment, false))}</ul>
        )}
      </div>
      <CommentInput
        label={t('viewer.addComment')}
        isPending={addComment.isPending}
        onSend={(content) => sendComment(content)}
      />
      {!isSignedIn && <p className="text-xs text-muted-foreground">{t('viewer.loginToComment')}</p>}
      {addComment.isError && (
        <p role="alert" className="text-sm text-destructive">
          {addComment.error.message}
        </p>
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => {
          if (open) return;
          setDeleting(undefined);
          deleteComment.reset();
        }}
        title={t('viewer.deleteCommentConfirm')}
        description={deleting?.content}
        confirmLabel={t('viewer.deleteComment')}
        cancelLabel={t('viewer.cancel')}
        isPending={deleteComment.isPending}
        error={deleteComment.isError ? deleteComment.error.message : undefined}
        onConfirm={handleConfirmDelete}
      />
      <ReportDialog
        target={reporting ? { commentId: reporting } : undefined}
        onClose={() => setReporting(undefined)}
        onReported={() => onNotice(t('viewer.reported'))}
      />
    </section>
  );
}
