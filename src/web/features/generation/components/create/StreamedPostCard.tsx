import type { ReactNode } from 'react';
import { Film, ImageIcon, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GeneratedPost } from '../../../../../shared/contracts/generation';
import { platforms } from '../../../../../shared/domain/platforms';
import { Badge } from '../../../../ui';
import { PlatformIcon } from './PlatformIcon';

function PostMedia({ post }: { post: GeneratedPost }) {
  const { t } = useTranslation('generation');
  const platformName = platforms[post.platform].name;
  if (post.mediaType === 'video') {
    if (post.videoThumbnailUrl) {
      return (
        <img
          src={post.videoThumbnailUrl}
          alt={t('streamedPost.videoThumbnail', { platform: platformName })}
          className="aspect-square w-full object-cover"
        />
      );
    }
    return (
      <MediaPlaceholder
        icon={<Film aria-hidden="true" className="size-5" />}
        text={post.videoMessage ?? t('streamedPost.makingVideo')}
        isBusy={post.videoStatus === 'pending' || post.videoStatus === 'in-progress'}
      />
    );
  }
  if (post.image && (post.imageStatus === 'ready' || post.imageStatus === 'fallback')) {
    return (
      <img
        src={post.image}
        alt={post.imagePrompt ?? t('streamedPost.image', { platform: platformName })}
        className="aspect-square w-full object-cover"
      />
    );
  }
  return (
    <MediaPlaceholder
      icon={<ImageIcon aria-hidden="true" className="size-5" />}
      text={post.imageStatus === 'pending' ? t('streamedPost.makingImage') : t('streamedPost.noImage')}
      isBusy={post.imageStatus === 'pending'}
    />
  );
}

function MediaPlaceholder({ icon, text, isBusy }: { icon: ReactNode; text: string; isBusy: boolean }) {
  return (
    <div className="flex aspect-square w-full flex-col items-center justify-center gap-2 bg-muted p-2 text-center text-xs text-muted-foreground">
      {isBusy ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : icon}
      <span>{text}</span>
    </div>
  );
}

/** A compact card of a post as it streams in: platform, variation, the first lines and its visual when ready. */
export function StreamedPostCard({ post }: { post: GeneratedPost }) {
  const { t } = useTranslation('generation');
  return (
    <article className="flex gap-3 overflow-hidden rounded-lg border bg-card p-3">
      <div className="w-20 shrink-0 overflow-hidden rounded-md sm:w-24">
        <PostMedia post={post} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <PlatformIcon platformId={post.platform} className="size-6" />
          <h4 className="text-sm font-semibold">{platforms[post.platform].name}</h4>
          <Badge variant="secondary">{t(`variations.${post.variation}.label`)}</Badge>
        </div>
        <p className="line-clamp-3 text-sm whitespace-pre-line text-muted-foreground">{post.content}</p>
      </div>
    </article>
  );
}
