import { useTranslation } from 'react-i18next';
import type { GeneratedPost } from '../../../../shared/contracts/generation';
import { useLocaleFormat } from '../../../i18n/format';
import { Progress } from '../../../ui/Progress';
import { MediaNote } from './MediaNote';
import { PostImage } from './PostImage';

function getVideoAspectStyle(post: GeneratedPost) {
  return post.videoConfig ? { aspectRatio: post.videoConfig.aspectRatio.replace(':', ' / ') } : undefined;
}

/** The provider's own status word ('queued', 'processing'), capitalised; null when there is none. */
function formatProviderStatus(message: string | null): string | null {
  const text = message?.trim();
  return text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}` : null;
}

/**
 * A post's video. Ready (or uploaded): a player with the thumbnail as poster. Pending or in progress: the
 * post's image if any, and a progress bar with the provider's progress and message. Failed or fallback: the
 * sample video the server chose (or the image) with the failure message as a note, e.g. 'Video generation
 * timed out after 10 minutes'.
 */
export function PostVideo({ post }: { post: GeneratedPost }) {
  const { t } = useTranslation('review');
  const { number } = useLocaleFormat();
  const isWaiting = post.videoStatus === 'pending' || post.videoStatus === 'in-progress';
  const isFallback = post.videoStatus === 'failed' || post.videoStatus === 'fallback';
  const providerStatus = formatProviderStatus(post.videoMessage);
  if (isWaiting) {
    return (
      <div className="flex flex-col gap-3">
        <PostImage post={post} />
        <div className="flex flex-col gap-1">
          <Progress
            label={post.videoStatus === 'pending' ? t('media.waitingForVideo') : t('media.generatingVideo')}
            value={post.videoProgress}
            formatValue={(value, max) => number(value / max, { style: 'percent' })}
          />
          {providerStatus && <p className="text-xs text-muted-foreground">{providerStatus}</p>}
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      {post.videoUrl ? (
        <video
          controls
          playsInline
          preload="metadata"
          src={post.videoUrl}
          poster={post.videoThumbnailUrl ?? post.image ?? undefined}
          aria-label={t('media.videoLabel', { title: post.title })}
          className="max-h-[32rem] w-full rounded-lg border bg-black object-contain"
          style={getVideoAspectStyle(post)}
        />
      ) : (
        <PostImage post={post} />
      )}
      {isFallback && (
        <MediaNote tone={post.videoMessage ? 'warning' : 'info'}>
          {post.videoMessage ?? t('media.fallbackVideo')}
        </MediaNote>
      )}
      {/* A finished clip's notes: what ran offline on it (narration, scaling) or what it lacks. */}
      {post.videoStatus === 'ready' && post.videoMessage && <MediaNote>{post.videoMessage}</MediaNote>}
      {post.isUploadedVideo && <MediaNote>{t('media.yourVideo')}</MediaNote>}
    </div>
  );
}
