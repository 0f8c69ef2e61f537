import { ImagePlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedPost } from '../../../../shared/contracts/generation';
import { Button } from '../../../ui/Button';
import { Dialog, DialogTrigger } from '../../../ui/Dialog';
import { MediaManagerDialog } from './MediaManagerDialog';

/** The card's one button that opens the Media Management modal of its post. */
export function MediaManagerButton({ post }: { post: GeneratedPost }) {
  const { t } = useTranslation('media');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={t('openLabel', { title: post.title })}>
          <ImagePlus aria-hidden="true" />
          {t('open')}
        </Button>
      </DialogTrigger>
      {isOpen && <MediaManagerDialog post={post} />}
    </Dialog>
  );
}
