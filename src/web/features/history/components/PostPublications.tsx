import { Link } from '@tanstack/react-router';
import { ExternalLink, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PostPublication, PostRecord } from '../../../../shared/contracts/posts';
import { isGenerationPlatform, platforms } from '../../../../shared/domain/platforms';
import { Badge } from '../../../ui/Badge';

/** The display name of a destination's platform (its id when the product does not name it). */
function platformName(platform: string): string {
  return isGenerationPlatform(platform) ? platforms[platform].name : platform;
}

/** True when a post still to go out has a destination whose account must connect again first. */
export function needsReconnect(post: PostRecord): boolean {
  return (
    post.status !== 'executed' &&
    (post.publications ?? []).some((publication) => publication.connectionStatus === 'reconnect_needed')
  );
}

/** The 'Reconnect needed' badge with its link to Settings › Platforms. */
export function ReconnectNeeded() {
  const { t } = useTranslation('history');
  return (
    <span className="flex flex-wrap items-center gap-2 text-sm">
      <Badge variant="destructive">
        <TriangleAlert aria-hidden="true" className="size-3.5" />
        {t('publications.reconnectNeeded')}
      </Badge>
      <Link to="/app/settings" search={{ tab: 'platforms' }} className="text-primary underline">
        {t('publications.reconnectLink')}
      </Link>
    </span>
  );
}

/** One platform's own figures with their source and fetch time (honest labels). */
function PlatformFigures({ publication }: { publication: PostPublication }) {
  const { t, i18n } = useTranslation('history');
  const stats = publication.stats;
  if (!stats || !publication.platform) return null;
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(stats.fetchedAt),
  );
  const figures = (['views', 'likes', 'shares', 'comments'] as const).flatMap((key) =>
    stats[key] === null ? [] : [t(`stats.${key}`, { count: stats[key] })],
  );
  return (
    <p className="text-xs text-muted-foreground">
      {t('publications.figures', {
        platform: platformName(publication.platform),
        figures: figures.join(' · '),
        time,
      })}
    </p>
  );
}

/**
 * A post's destinations on the platforms: each published one's 'View on {platform}' link (new tab) and its
 * platform's figures with their fetch time; a post still to go out whose account needs reconnecting shows
 * 'Reconnect needed' with a link to Settings › Platforms.
 */
export function PostPublications({ post }: { post: PostRecord }) {
  const { t } = useTranslation('history');
  const shown = (post.publications ?? []).filter((publication) => publication.platform !== null);
  if (shown.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      {needsReconnect(post) && <ReconnectNeeded />}
      {shown.map((publication) => (
        <div key={publication.destination} className="flex flex-col gap-0.5">
          {publication.url && publication.platform && (
            <a
              href={publication.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 self-start text-sm text-primary underline"
            >
              {t('publications.view', { platform: platformName(publication.platform) })}
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          )}
          <PlatformFigures publication={publication} />
        </div>
      ))}
    </div>
  );
}
