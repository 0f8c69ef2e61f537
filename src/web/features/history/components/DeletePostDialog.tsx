import { useTranslation } from 'react-i18next';
import type { PostRecord } from '../../../../shared/contracts/posts';
import { modalTitlePreviewLength, truncateText } from '../../../../shared/domain/formatting';
import { Button } from '../../../ui/Button';
import { Dialog, DialogContent } from '../../../ui/Dialog';
import { toast } from '../../../ui/Toaster';
import { useDeletePost } from '../hooks/useDeletePost';

/** Asks before a post is deleted; the server refuses while it is being published. */
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
      onError: (error) => toast.error(error.message),
    });
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('delete.title', { title: truncateText(post.title, modalTitlePreviewLength) })}
        description={t('delete.description')}
        footer={
          <>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('actions.cancel')}
            </Button>
            <Button variant="destructive" isLoading={remove.isPending} onClick={confirm}>
              {t('delete.confirm')}
            </Button>
          </>
        }
      >
        {null}
      </DialogContent>
    </Dialog>
  );
}
