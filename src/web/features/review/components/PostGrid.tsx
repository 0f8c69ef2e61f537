import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GenerationRun } from '../../../../shared/contracts/generation';
import { platforms } from '../../../../shared/domain/platforms';
import { useLocaleFormat } from '../../../i18n/format';
import { planPostGrid, type PostGridGroup } from '../post-grid-plan';
import { ReviewRunContext } from '../review-run-context';
import { getPlatformIcon } from './PlatformBadge';
import { PostCard } from './PostCard';
import { PostCardSkeleton } from './PostCardSkeleton';

const GRID_CLASSES = 'grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3';

interface GroupCardsProps {
  group: PostGridGroup;
  titleAs: 'h3' | 'h4';
  /** True when the run header already labels the text provider as offline. */
  isRunOffline: boolean;
}

function GroupCards({ group, titleAs, isRunOffline }: GroupCardsProps) {
  return (
    <ul className={GRID_CLASSES}>
      {group.posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} titleAs={titleAs} isOfflineLabelShown={post.isOffline && !isRunOffline} />
        </li>
      ))}
      {Array.from({ length: group.pendingCount }, (_, index) => (
        <li key={`pending-${index}`} aria-hidden="true">
          <PostCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

function PlatformSection({
  group,
  isRunOffline,
}: {
  group: PostGridGroup & { platform: NonNullable<PostGridGroup['platform']> };
  isRunOffline: boolean;
}) {
  const { t } = useTranslation('review');
  const headingId = useId();
  const info = platforms[group.platform];
  const Icon = getPlatformIcon(group.platform);
  const count = group.posts.length;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold">
        <span
          aria-hidden="true"
          className="flex size-7 items-center justify-center rounded-md border"
          style={{ borderColor: info.color, backgroundColor: `${info.color}1a` }}
        >
          <Icon className="size-4" />
        </span>
        {t(`platforms.${group.platform}`)}
        {count > 0 && (
          <span className="text-sm font-normal text-muted-foreground">{t('grid.variations', { count })}</span>
        )}
      </h3>
      <GroupCards group={group} titleAs="h4" isRunOffline={isRunOffline} />
    </section>
  );
}

/**
 * The run's posts: with variations, a section per platform (heading with the platform name) holding one card
 * per variation; otherwise a flat grid. Placeholder cards stand in for posts still being written; the list
 * is aria-busy while the run is running. One column on phones.
 */
export function PostGrid({ run }: { run: GenerationRun }) {
  const { t } = useTranslation('review');
  const { number } = useLocaleFormat();
  const headingId = useId();
  const groups = planPostGrid(run);
  const isRunning = run.status === 'running';
  const isRunOffline = run.summary?.textProvider.isOffline ?? false;
  const hasPosts = groups.some((group) => group.posts.length > 0 || group.pendingCount > 0);
  if (!hasPosts) return null;
  return (
    <ReviewRunContext value={{ runId: run.id }}>
      <section aria-labelledby={headingId} aria-busy={isRunning || undefined} className="flex flex-col gap-6">
        <h2 id={headingId} className="text-lg font-semibold">
          {t('grid.title')}
          {run.posts.length > 0 && (
            <span className="ml-2 text-sm font-normal text-muted-foreground">
              {isRunning
                ? t('grid.arrived', {
                    arrived: number(run.posts.length),
                    expected: number(run.expectedPosts),
                  })
                : number(run.posts.length)}
            </span>
          )}
        </h2>
        {groups.map((group) =>
          group.platform === null ? (
            <GroupCards key="all" group={group} titleAs="h3" isRunOffline={isRunOffline} />
          ) : (
            <PlatformSection
              key={group.platform}
              group={{ ...group, platform: group.platform }}
              isRunOffline={isRunOffline}
            />
          ),
        )}
      </section>
    </ReviewRunContext>
  );
}
