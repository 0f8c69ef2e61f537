import { Eye, Heart, MessageCircle, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FeedPost } from '../../../../shared/contracts/feed';
import { formatFeedAge, formatFeedCount } from '../../../../shared/domain/feed';
import { Badge } from '../../../ui';
import { platformLabel, variationLabel } from '../feed-labels';
import { FeedAuthorName, FeedAvatar } from './FeedAvatar';

/**
 * A card of the feed grid (spec 1 'Community feed'): media (image, or video with the VIDEO badge), platform
 * and variation badges, author avatar and name with the verified tick, relative age, content clamped to two
 * lines, and the counts of likes, comments, shares and views. The whole card opens the viewer.
 */
export function FeedCard({ post, now, onOpen }: { post: FeedPost; now: Date; onOpen: () => void }) {
  const { t } = useTranslation('feed');
  const image = post.mediaType === 'video' ? post.thumbnailUrl : post.mediaUrl;
  const counts = [
    { icon: Heart, value: post.likes, label: t('counts.likes', { count: post.likes }) },
    { icon: MessageCircle, value: post.comments, label: t('counts.comments', { count: post.comments }) },
    { icon: Share2, value: post.shares, label: t('counts.shares', { count: post.shares }) },
    { icon: Eye, value: post.views, label: t('counts.views', { count: post.views }) },
  ];
  return (
    <article className="overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm">
      <button
        type="button"
        onClick={onOpen}
        className="block w-full text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span className="sr-only">{t('card.open', { name: post.author.name })}</span>
        <div className="relative aspect-square bg-muted">
          {image ? (
            <img src={image} alt="" loading="lazy" className="size-full object-cover" />
          ) : post.mediaType === 'video' && post.mediaUrl ? (
            <video src={post.mediaUrl} muted preload="metadata" className="size-full object-cover" />
          ) : null}
          {post.mediaType === 'video' && (
            <Badge className="absolute right-2 top-2 bg-black/70 text-white">{t('card.video')}</Badge>
          )}
          <div className="absolute left-2 top-2 flex flex-wrap gap-1">
            <Badge variant="secondary">{platformLabel(t, post.platform)}</Badge>
            <Badge variant="outline" className="bg-background/80">
              {variationLabel(t, post.variation)}
            </Badge>
          </div>
        </div>
        <div className="space-y-2 p-3">
          <div className="flex items-center gap-2 text-sm">
            <FeedAvatar author={post.author} />
            <FeedAuthorName author={post.author} />
            <span className="ml-auto shrink-0 text-xs text-muted-foreground">
              <time dateTime={post.createdAt}>{formatFeedAge(new Date(post.createdAt), now)}</time>
            </span>
          </div>
          <p className="line-clamp-2 text-sm">{post.content}</p>
          <ul className="flex items-center gap-3 text-xs text-muted-foreground">
            {counts.map(({ icon: Icon, value, label }) => (
              <li key={label} className="flex items-center gap-1" title={label}>
                <Icon className="size-3.5" aria-hidden="true" />
                <span aria-hidden="true">{formatFeedCount(value)}</span>
                <span className="sr-only">{label}</span>
              </li>
            ))}
          </ul>
        </div>
      </button>
    </article>
  );
}
