import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostRecord } from '../../../../shared/contracts/posts';
import {
  defaultBoostSettings,
  historyBoostBudgetRange,
  isBoostDuration,
  type BoostSettings,
} from '../../../../shared/domain/boost';
import { modalTitlePreviewLength, truncateText } from '../../../../shared/domain/formatting';
import { Button } from '../../../ui/Button';
import { Dialog, DialogContent } from '../../../ui/Dialog';
import { toast } from '../../../ui/Toaster';
import { BoostSection } from '../../posts/components/BoostSection';
import { useBoostPost } from '../hooks/useBoostPost';

function boostOf(post: PostRecord): BoostSettings {
  const stored = post.boostSettings;
  if (!stored || !isBoostDuration(stored.duration)) return { ...defaultBoostSettings, enabled: true };
  return { ...stored, duration: stored.duration };
}

/** The history's boost modal: budget slider 5-1000 and typed 5-10000, with the estimates. */
export function BoostDialog({
  post,
  isOpen,
  onOpenChange,
}: {
  post: PostRecord;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation('history');
  const [boost, setBoost] = useState<BoostSettings>(() => boostOf(post));
  const save = useBoostPost();
  const submit = () =>
    save.mutate(
      { postId: post.id, boost },
      {
        onSuccess: () => {
          toast.success(t('boost.saved'));
          onOpenChange(false);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('boost.title', { title: truncateText(post.title, modalTitlePreviewLength) })}
        description={t('boost.description')}
        footer={
          <>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('actions.cancel')}
            </Button>
            <Button isLoading={save.isPending} onClick={submit}>
              {t('boost.save')}
            </Button>
          </>
        }
      >
        <BoostSection value={boost} onChange={setBoost} range={historyBoostBudgetRange} />
      </DialogContent>
    </Dialog>
  );
}
