import { Copy, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GeneratedPost } from '../../../../shared/contracts/generation';
import { exportPostContract } from '../../../../shared/contracts/post-media';
import { buildUrl } from '../../../api/client';
import { Button, getButtonClasses } from '../../../ui/Button';
import { toast } from '../../../ui/Toaster';
import { copyText } from '../../review/copy-text';
import { useMarkExported } from '../hooks/usePostMedia';

/** The post's current media as it is now, and its export: a zip download, or the text copied. */
export function PreviewTab({ post }: { post: GeneratedPost }) {
  const { t } = useTranslation('media');
  const markExported = useMarkExported(post.id);
  const copy = async () => {
    try {
      const hashtags = post.hashtags.join(' ');
      await copyText(
        hashtags && !post.content.includes(hashtags) ? `${post.content}\n\n${hashtags}` : post.content,
      );
      await markExported.mutateAsync();
      toast.success(t('preview.copied'));
    } catch {
      toast.error(t('preview.copyFailed'));
    }
  };
  return (
    <div className="flex flex-col gap-4">
      {post.mediaType === 'video' && post.videoUrl ? (
        <video
          src={post.videoUrl}
          poster={post.videoThumbnailUrl ?? undefined}
          controls
          aria-label={t('preview.videoLabel')}
          className="max-h-[50dvh] w-full rounded-lg bg-black object-contain"
        />
      ) : post.image ? (
        <img
          src={post.image}
          alt={t('preview.imageAlt')}
          className="max-h-[50dvh] w-full rounded-lg object-contain"
        />
      ) : (
        <p className="text-sm text-muted-foreground">{t('preview.none')}</p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <a
          href={buildUrl(exportPostContract.path, { postId: post.id })}
          download
          className={getButtonClasses({ variant: 'outline', size: 'sm' })}
        >
          <Download aria-hidden="true" />
          {t('preview.exportZip')}
        </a>
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t('preview.copy')}
        </Button>
      </div>
    </div>
  );
}
