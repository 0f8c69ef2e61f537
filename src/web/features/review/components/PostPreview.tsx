import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedPost } from '../../../../shared/contracts/generation';
import type { PlatformId } from '../../../../shared/domain/platforms';
import { cn } from '../../../ui/cn';
import { useCounting } from '../hooks/useCounting';
import { cutForPreview, previewPlatformsFor, previewStyles, tokenizePreview } from '../platform-preview';

function RichText({ text, platform }: { text: string; platform: PlatformId }) {
  const counting = useCounting();
  const tokens = tokenizePreview(text, counting ? counting.findUrlRanges(text) : []);
  const linkClass = previewStyles[platform].linkClass;
  return (
    <>
      {tokens.map((token, index) =>
        token.kind === 'text' ? (
          <span key={index}>{token.text}</span>
        ) : (
          <span key={index} className={linkClass} data-token={token.kind}>
            {token.text}
          </span>
        ),
      )}
    </>
  );
}

/** The post's media framed in the platform's aspect ratio (cropped to fill, as feeds do). */
function PreviewMedia({ post, platform }: { post: GeneratedPost; platform: PlatformId }) {
  const style = previewStyles[platform];
  const isVideo = post.mediaType === 'video' && (post.videoThumbnailUrl ?? post.image);
  const source = isVideo ? (post.videoThumbnailUrl ?? post.image) : post.image;
  if (!source) return null;
  const ratio = (isVideo ? style.videoRatio : style.imageRatio).replace(':', ' / ');
  return (
    <img
      src={source}
      alt={post.imagePrompt?.trim() || post.title}
      className="w-full bg-muted object-cover"
      style={{ aspectRatio: ratio }}
      data-ratio={isVideo ? style.videoRatio : style.imageRatio}
    />
  );
}

/**
 * The post as it will look on a platform: the author line (the user's name), the text cut where the platform
 * puts its 'see more' (which opens the rest), hashtags, mentions and links in the platform's colour, and the
 * media in the platform's aspect ratio. A picker shows the post on the other platforms it can go to.
 */
export function PostPreview({ post, authorName }: { post: GeneratedPost; authorName: string }) {
  const { t } = useTranslation('review');
  const id = useId();
  const choices = previewPlatformsFor(post.mediaType);
  const [platform, setPlatform] = useState<PlatformId>(
    choices.includes(post.platform) ? post.platform : (choices[0] ?? 'instagram'),
  );
  const [isExpanded, setIsExpanded] = useState(false);
  const style = previewStyles[platform];
  const { shown, isCut } = cutForPreview(post.content, isExpanded ? null : style.cutAt);
  const initial = [...authorName.trim()][0]?.toUpperCase() ?? '?';
  const isVertical = platform === 'tiktok' || platform === 'youtube';

  const text = (
    <p className="text-sm leading-relaxed break-words whitespace-pre-wrap" data-testid="preview-text">
      {platform === 'instagram' && <span className="mr-1 font-semibold">{authorName}</span>}
      <RichText text={shown} platform={platform} />
      {isCut && (
        <>
          {'… '}
          <button
            type="button"
            className="font-medium text-muted-foreground hover:underline"
            onClick={() => setIsExpanded(true)}
          >
            {t(`preview.more.${platform}`)}
          </button>
        </>
      )}
    </p>
  );
  const author = (
    <div className="flex items-center gap-2">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
      >
        {initial}
      </span>
      <div className="flex min-w-0 flex-col leading-tight">
        <span className="truncate text-sm font-semibold">{authorName}</span>
        <span className="text-xs text-muted-foreground">{t(`preview.meta.${platform}`)}</span>
      </div>
    </div>
  );

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h4 id={`${id}-title`} className="sr-only">
        {t('preview.title', { platform: t(`platforms.${platform}`) })}
      </h4>
      <div role="radiogroup" aria-label={t('preview.platform')} className="flex flex-wrap gap-1">
        {choices.map((choice) => (
          <button
            key={choice}
            type="button"
            role="radio"
            aria-checked={choice === platform}
            className={cn(
              'rounded-full border px-2.5 py-1 text-xs',
              choice === platform ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent',
            )}
            onClick={() => {
              setPlatform(choice);
              setIsExpanded(false);
            }}
          >
            {t(`platforms.${choice}`)}
          </button>
        ))}
      </div>
      <div
        data-testid="post-preview"
        data-platform={platform}
        className={cn(
          'flex flex-col gap-3 overflow-hidden rounded-xl border bg-background text-foreground',
          isVertical ? 'mx-auto w-full max-w-72' : 'w-full',
        )}
      >
        {platform === 'instagram' ? (
          <>
            <div className="px-3 pt-3">{author}</div>
            <PreviewMedia post={post} platform={platform} />
            <div className="px-3 pb-3">{text}</div>
          </>
        ) : isVertical ? (
          <>
            <PreviewMedia post={post} platform={platform} />
            <div className="flex flex-col gap-2 px-3 pb-3">
              {author}
              {text}
            </div>
          </>
        ) : (
          <>
            <div className="flex flex-col gap-2 px-3 pt-3">
              {author}
              {text}
            </div>
            <div className={platform === 'twitter' ? 'px-3 pb-3' : ''}>
              <div className={platform === 'twitter' ? 'overflow-hidden rounded-2xl border' : ''}>
                <PreviewMedia post={post} platform={platform} />
              </div>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
