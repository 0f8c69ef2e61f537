import { useTranslation } from 'react-i18next';
import { Badge, Button, Spinner } from '../../../ui';
import { platformLabel, variationLabel } from '../feed-labels';
import { useMyFeedPosts, useShareToFeed } from '../hooks/useFeedActions';

/**
 * 'My posts': the user's own generated (in review), draft, scheduled and published posts. A generated post
 * can be shared to the community feed from here, once; only then does it reach the public feed. A post a run of
 * the user writes arrives here live (postGenerated, see useLiveEvents).
 */
export function MyPosts() {
  const { t } = useTranslation('feed');
  const mine = useMyFeedPosts();
  const share = useShareToFeed();
  if (mine.isPending) return <Spinner label={t('loading')} />;
  if (mine.isError) {
    return (
      <p role="alert" className="text-destructive">
        {t('page.mineError')}
      </p>
    );
  }
  if (mine.data.posts.length === 0)
    return <p className="py-10 text-center text-muted-foreground">{t('page.mineEmpty')}</p>;
  return (
    <>
      {share.isError && (
        <p role="alert" className="mb-3 text-sm text-destructive">
          {share.error.message}
        </p>
      )}
      <ul className="space-y-3">
        {mine.data.posts.map((post) => (
          <li
            key={`${post.kind}-${post.id}`}
            className="flex flex-wrap gap-3 rounded-xl border bg-card p-3 sm:flex-nowrap"
          >
            {post.mediaUrl && (
              <img src={post.mediaUrl} alt="" className="size-16 shrink-0 rounded-lg object-cover" />
            )}
            <div className="min-w-0 flex-1 space-y-1">
              <div className="flex flex-wrap gap-1">
                <Badge>{t(`page.kinds.${post.kind}`)}</Badge>
                <Badge variant="secondary">{platformLabel(t, post.platform)}</Badge>
                <Badge variant="outline">{variationLabel(t, post.variation)}</Badge>
              </div>
              <p className="line-clamp-2 text-sm">{post.content}</p>
            </div>
            {post.generatedPostId && post.isShared && (
              <p className="basis-full self-center text-sm text-muted-foreground sm:basis-auto sm:shrink-0">
                {t('page.shared')}
              </p>
            )}
            {post.generatedPostId && !post.isShared && (
              <Button
                size="sm"
                variant="outline"
                className="self-center max-sm:w-full"
                disabled={share.isPending}
                onClick={() => share.mutate(post.generatedPostId ?? '')}
              >
                {t('page.shareToCommunity')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
