import { Eye, Heart, MessageCircle, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PostRecord } from '../../../../shared/contracts/posts';
import { listPreviewLength, truncateText } from '../../../../shared/domain/formatting';
import { isGenerationPlatform } from '../../../../shared/domain/platforms';
import { Badge } from '../../../ui/Badge';
import { PlatformBadge } from '../../review/components/PlatformBadge';
import { HistoryPostVideo } from './HistoryPostVideo';
import { PostActions } from './PostActions';
import { PostPublications } from './PostPublications';
import { useUserTimeZone } from '../../preferences/hooks/useTimeZone';

/** The time a post's row shows: published, else scheduled, else last changed. */
function shownTime(post: PostRecord): { kind: 'executed' | 'scheduled' | 'modified'; at: string } {
  if (post.executedAt) return { kind: 'executed', at: post.executedAt };
  if (post.scheduledFor && post.status !== 'draft') return { kind: 'scheduled', at: post.scheduledFor };
  return { kind: 'modified', at: post.lastModified };
}

/** A published post's real counts (the community feed's and the platforms', read when the history is loaded). */
function PostStats({ stats }: { stats: PostRecord['stats'] }) {
  const { t } = useTranslation('history');
  const items = [
    { key: 'views', Icon: Eye, count: stats.views },
    { key: 'likes', Icon: Heart, count: stats.likes },
    { key: 'shares', Icon: Share2, count: stats.shares },
    { key: 'comments', Icon: MessageCircle, count: stats.comments },
  ] as const;
  return (
    <ul
      aria-label={t('stats.label')}
      className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
    >
      {items.map(({ key, Icon, count }) => (
        <li key={key} className="flex items-center gap-1">
          <Icon aria-hidden="true" className="size-3.5" />
          {t(`stats.${key}`, { count })}
        </li>
      ))}
    </ul>
  );
}

/**
 * One post of the history: thumbnail, title, status, platforms, time, a 120-character preview, its video (and
 * a regeneration's progress or failure), a published post's counts and its actions.
 */
export function HistoryPostItem({ post }: { post: PostRecord }) {
  const { t, i18n } = useTranslation('history');
  const when = shownTime(post);
  const timeZone = useUserTimeZone();
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  return (
    <li>
      <article
        aria-labelledby={`post-${post.id}-title`}
        className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground sm:flex-row"
      >
        {post.thumbnail ? (
          <img
            src={post.thumbnail}
            alt=""
            loading="lazy"
            className="h-40 w-full shrink-0 rounded-md bg-muted object-contain sm:size-24 sm:object-cover"
          />
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={`post-${post.id}-title`} className="text-base font-semibold break-words">
              {post.title}
            </h2>
            <Badge variant={post.status === 'failed' ? 'destructive' : 'secondary'}>
              {t(`status.${post.status}`)}
            </Badge>
            {post.platforms.filter(isGenerationPlatform).map((platform) => (
              <PlatformBadge key={platform} platform={platform} />
            ))}
          </div>
          <p className="text-xs text-muted-foreground">
            {t(`time.${when.kind}`, { time: format.format(new Date(when.at)) })}
          </p>
          <p className="text-sm break-words whitespace-pre-line">
            {truncateText(post.content, listPreviewLength)}
          </p>
          <HistoryPostVideo post={post} />
          {post.status === 'executed' && <PostStats stats={post.stats} />}
          <PostPublications post={post} />
          {post.status === 'failed' && post.failureMessage && (
            <p className="text-sm text-destructive">{post.failureMessage}</p>
          )}
          <PostActions post={post} />
        </div>
      </article>
    </li>
  );
}
