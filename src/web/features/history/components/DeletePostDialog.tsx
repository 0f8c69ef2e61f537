import { useTranslation } from 'react-i18next';
import type { PostRecord } from '../../../../shared/contracts/posts';
import { modalTitlePreviewLength, truncateText } from '../../../../shared/domain/formatting';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/Toaster';
import { useDeletePost } from '../hooks/useDeletePost';

/** Asks before a post is deleted; the server refuses while it is being published (shown in the dialog). */
export function DeletePostDialog({
  post,
  isOpen,
  onOpenChange,
}: {
  post: PostRecord;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation('history');
  const remove = useDeletePost();
  const confirm = () =>
    remove.mutate(post.id, {
      onSuccess: () => {
        toast.success(t('delete.done'));
        onOpenChange(false);
      },
    });
  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) remove.reset();
        onOpenChange(open);
      }}
      title={t('delete.title', { title: truncateText(post.title, modalTitlePreviewLength) })}
      description={t('delete.description')}
      cancelLabel={t('actions.cancel')}
      confirmLabel={t('delete.confirm')}
      onConfirm={confirm}
      isPending={remove.isPending}
      error={remove.error?.message}
    />
  );
}
