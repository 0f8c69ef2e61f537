import { useState } from 'react';
import { CalendarClock, Clapperboard, Copy, Pencil, RotateCcw, Rocket, Send, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PostRecord } from '../../../../shared/contracts/posts';
import {
  canRegenerateVideo,
  isImageMedia,
  isVideoRegenerating,
} from '../../../../shared/domain/post-records';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/Toaster';
import { useDuplicatePost } from '../hooks/useDuplicatePost';
import { useRetryPost } from '../hooks/useRetryPost';
import { BoostDialog } from './BoostDialog';
import { DeletePostDialog } from './DeletePostDialog';
import { PostEditDialog } from './PostEditDialog';
import { PublishDraftDialog } from './PublishDraftDialog';
import { RegenerateVideoDialog } from './RegenerateVideoDialog';
import { RescheduleDialog } from './RescheduleDialog';

type OpenDialog = 'edit' | 'publish' | 'reschedule' | 'boost' | 'video' | 'delete' | null;

/**
 * The actions of a stored post by its status: Edit (draft, scheduled), Post (draft), Reschedule (scheduled),
 * Retry (failed), Duplicate, Boost and Delete (not while publishing), Regenerate video (not once published or
 * while publishing, nor on a post whose media is an image; disabled while one is being made). Shared by the history list and calendar (compact: the
 * status actions only).
 */
export function PostActions({ post, isCompact = false }: { post: PostRecord; isCompact?: boolean }) {
  const { t } = useTranslation('history');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const duplicate = useDuplicatePost();
  const retry = useRetryPost();
  const isEditable = post.status === 'draft' || post.status === 'scheduled';
  const isPublishing = post.status === 'publishing';
  // A post whose media is an image is not offered a video (failed, draft or scheduled alike).
  const canMakeVideo =
    canRegenerateVideo(post.status) &&
    !isImageMedia({
      hasImage: post.thumbnail !== null,
      hasVideo: post.video.url !== null,
      videoStatus: post.video.status,
    });
  const close = (isOpen: boolean) => {
    if (!isOpen) setDialog(null);
  };
  const size = 'sm';

  return (
    <div className="flex flex-wrap gap-2">
      {isEditable && (
        <Button size={size} variant="outline" onClick={() => setDialog('edit')}>
          <Pencil aria-hidden="true" />
          {t('actions.edit')}
        </Button>
      )}
      {post.status === 'draft' && (
        <Button size={size} onClick={() => setDialog('publish')}>
          <Send aria-hidden="true" />
          {t('actions.publish')}
        </Button>
      )}
      {post.status === 'scheduled' && (
        <Button size={size} variant="outline" onClick={() => setDialog('reschedule')}>
          <CalendarClock aria-hidden="true" />
          {t('actions.reschedule')}
        </Button>
      )}
      {post.status === 'failed' && (
        <Button
          size={size}
          isLoading={retry.isPending}
          onClick={() =>
            retry.mutate(post.id, {
              onSuccess: () => toast.success(t('actions.retried')),
              onError: (error) => toast.error(error.message),
            })
          }
        >
          <RotateCcw aria-hidden="true" />
          {t('actions.retry')}
        </Button>
      )}
      {!isCompact && (
        <Button
          size={size}
          variant="outline"
          isLoading={duplicate.isPending}
          onClick={() =>
            duplicate.mutate(post.id, {
              onSuccess: () => toast.success(t('actions.duplicated')),
              onError: (error) => toast.error(error.message),
            })
          }
        >
          <Copy aria-hidden="true" />
          {t('actions.duplicate')}
        </Button>
      )}
      {!isCompact && !isPublishing && (
        <Button size={size} variant="outline" onClick={() => setDialog('boost')}>
          <Rocket aria-hidden="true" />
          {t('actions.boost')}
        </Button>
      )}
      {!isCompact && canMakeVideo && (
        <Button
          size={size}
          variant="outline"
          disabled={isVideoRegenerating(post.video.status)}
          onClick={() => setDialog('video')}
        >
          <Clapperboard aria-hidden="true" />
          {t('actions.regenerateVideo')}
        </Button>
      )}
      {!isCompact && !isPublishing && (
        <Button size={size} variant="ghost" onClick={() => setDialog('delete')}>
          <Trash2 aria-hidden="true" />
          {t('actions.delete')}
        </Button>
      )}
      {dialog === 'edit' && <PostEditDialog post={post} isOpen onOpenChange={close} />}
      {dialog === 'publish' && <PublishDraftDialog post={post} isOpen onOpenChange={close} />}
      {dialog === 'reschedule' && <RescheduleDialog post={post} isOpen onOpenChange={close} />}
      {dialog === 'boost' && <BoostDialog post={post} isOpen onOpenChange={close} />}
      {dialog === 'video' && <RegenerateVideoDialog post={post} isOpen onOpenChange={close} />}
      {dialog === 'delete' && <DeletePostDialog post={post} isOpen onOpenChange={close} />}
    </div>
  );
}
