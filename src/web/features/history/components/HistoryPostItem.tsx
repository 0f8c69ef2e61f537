import { useTranslation } from 'react-i18next';
import type { PostRecord } from '../../../../shared/contracts/posts';
import { listPreviewLength, truncateText } from '../../../../shared/domain/formatting';
import { isGenerationPlatform } from '../../../../shared/domain/platforms';
import { Badge } from '../../../ui/Badge';
import { PlatformBadge } from '../../review/components/PlatformBadge';
import { PostActions } from './PostActions';
import { useUserTimeZone } from '../../preferences/hooks/useTimeZone';

/** The time a post's row shows: published, else scheduled, else last changed. */
function shownTime(post: PostRecord): { kind: 'executed' | 'scheduled' | 'modified'; at: string } {
  if (post.executedAt) return { kind: 'executed', at: post.executedAt };
  if (post.scheduledFor && post.status !== 'draft') return { kind: 'scheduled', at: post.scheduledFor };
  return { kind: 'modified', at: post.lastModified };
}

/** One post of the history: thumbnail, title, status, platforms, time, a 120-character preview and its actions. */
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
          {post.status === 'failed' && post.failureMessage && (
            <p className="text-sm text-destructive">{post.failureMessage}</p>
          )}
          <PostActions post={post} />
        </div>
      </article>
    </li>
  );
}
