import { useTranslation } from 'react-i18next';
import type { PostRecord } from '../../../../shared/contracts/posts';
import { modalTitlePreviewLength, truncateText } from '../../../../shared/domain/formatting';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/Toaster';
import { useRegenerateVideo } from '../hooks/useRegenerateVideo';

/**
 * Asks before a post's video is regenerated with the history settings (speech on with a neutral voice, 16:9,
 * high quality, no music); the current video stays until the new one is ready. Its heading is cut at 50.
 */
export function RegenerateVideoDialog({
  post,
  isOpen,
  onOpenChange,
}: {
  post: PostRecord;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation('history');
  const regenerate = useRegenerateVideo();
  const confirm = () =>
    regenerate.mutate(post.id, {
      onSuccess: () => {
        toast.success(t('video.queued'));
        onOpenChange(false);
      },
    });
  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) regenerate.reset();
        onOpenChange(open);
      }}
      title={t('video.dialogTitle', { title: truncateText(post.title, modalTitlePreviewLength) })}
      description={t('video.dialogDescription')}
      cancelLabel={t('actions.cancel')}
      confirmLabel={t('video.confirm')}
      onConfirm={confirm}
      isPending={regenerate.isPending}
      error={regenerate.error?.message}
      variant="primary"
    >
      <ul className="list-disc ps-5 text-sm text-muted-foreground">
        <li>{t('video.settings.speech')}</li>
        <li>{t('video.settings.aspect')}</li>
        <li>{t('video.settings.quality')}</li>
        <li>{t('video.settings.music')}</li>
      </ul>
    </ConfirmDialog>
  );
}
