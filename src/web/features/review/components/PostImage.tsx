import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedPost } from '../../../../shared/contracts/generation';
import { platformImageAspectRatios } from '../../../../shared/domain/platforms';
import { Skeleton } from '../../../ui/Skeleton';
import { MediaNote } from './MediaNote';

/** CSS aspect ratio of a post's image frame, from the platform's image ratio ('4:5' → '4 / 5'). */
export function getImageAspectStyle(post: GeneratedPost): CSSProperties {
  return { aspectRatio: platformImageAspectRatios[post.platform].replace(':', ' / ') };
}

/**
 * A post's image: a skeleton captioned 'Creating image…' while it is being made, the image (alt = its prompt
 * or the post title) when there, with a 'Fallback image' note when the image provider failed.
 */
export function PostImage({ post }: { post: GeneratedPost }) {
  const { t } = useTranslation('review');
  if (post.imageStatus === 'pending') {
    return (
      <div role="status" className="relative overflow-hidden rounded-lg" style={getImageAspectStyle(post)}>
        <Skeleton className="absolute inset-0 rounded-lg" />
        <span className="absolute inset-0 flex items-center justify-center text-sm text-muted-foreground">
          {t('media.creatingImage')}
        </span>
      </div>
    );
  }
  if (!post.image) return null;
  return (
    <div className="flex flex-col gap-1.5">
      <img
        src={post.image}
        alt={post.imagePrompt?.trim() || post.title}
        loading="lazy"
        decoding="async"
        className="w-full rounded-lg border bg-muted object-contain"
        style={getImageAspectStyle(post)}
      />
      {post.imageStatus === 'fallback' && <MediaNote>{t('media.fallbackImage')}</MediaNote>}
      {post.isUploadedImage && <MediaNote>{t('media.yourUpload')}</MediaNote>}
    </div>
  );
}
