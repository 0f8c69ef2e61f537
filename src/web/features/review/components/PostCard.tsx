import { Copy, Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GeneratedPost } from '../../../../shared/contracts/generation';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../ui/Card';
import { toast } from '../../../ui/Toaster';
import { withoutTrailingHashtags } from '../../../../shared/domain/post-body';
import { copyText, formatHashtag } from '../copy-text';
import { ExportedBadge } from '../../post-media/components/ExportedBadge';
import { MediaManagerButton } from '../../post-media/components/MediaManagerButton';
import { CharacterCount } from './CharacterCount';
import { EngagementBadge } from './EngagementBadge';
import { PostLanguageBadge } from './LanguageBadges';
import { OfflineBadge } from './OfflineBadge';
import { PlatformBadge } from './PlatformBadge';
import { PostImage } from './PostImage';
import { PostVideo } from './PostVideo';
import { WebSources } from './WebSources';

/** Props of {@link PostCard}. */
export interface PostCardProps {
  post: GeneratedPost;
  /** Heading level of the post title, to fit the page outline (h4 under a platform section; default h3). */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** Shows the post's own 'Offline' label; the grid sets it only when the run header does not say so already. */
  isOfflineLabelShown?: boolean;
}

function PostMedia({ post }: { post: GeneratedPost }) {
  const hasVideo = post.mediaType === 'video' || post.videoUrl !== null || post.videoStatus !== 'none';
  return hasVideo ? <PostVideo post={post} /> : <PostImage post={post} />;
}

/**
 * One generated post for review: platform and variation badges, title, media (image, video or their
 * progress), content with whitespace kept (without its closing hashtag line, which the chips show; Copy
 * and the count keep it), hashtags, the character count against the platform's limit,
 * strategy note, engagement prediction, web sources, and Copy.
 */
export function PostCard({ post, titleAs = 'h3', isOfflineLabelShown = post.isOffline }: PostCardProps) {
  const { t } = useTranslation('review');
  const handleCopy = async () => {
    try {
      await copyText(post.content);
      toast.success(t('post.copied'));
    } catch {
      toast.error(t('post.copyFailed'));
    }
  };

  return (
    <Card className="h-full">
      <CardHeader className="gap-2 pb-3 sm:pb-4">
        <div className="flex flex-wrap items-center gap-1.5">
          <PlatformBadge platform={post.platform} />
          {post.variation !== 'normal' && (
            <Badge variant="secondary">{t(`variations.${post.variation}`)}</Badge>
          )}
          {post.isFallback && <Badge variant="warning">{t('post.fallbackContent')}</Badge>}
          {isOfflineLabelShown && <OfflineBadge />}
          {post.otherLanguage && <PostLanguageBadge language={post.otherLanguage} />}
          <ExportedBadge post={post} />
        </div>
        <CardTitle as={titleAs} className="text-base">
          {post.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <PostMedia post={post} />
        <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">
          {withoutTrailingHashtags(post.content, post.hashtags)}
        </p>
        {post.hashtags.length > 0 && (
          <ul aria-label={t('post.hashtags')} className="flex flex-wrap gap-1.5">
            {post.hashtags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline" className="font-normal text-primary">
                  {formatHashtag(tag)}
                </Badge>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CharacterCount text={post.content} platform={post.platform} />
          <EngagementBadge engagement={post.engagement} />
        </div>
        {post.strategy && (
          <div className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm">
            <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <p>
              <span className="font-medium">{t('post.strategy')}</span>
              {post.strategy}
            </p>
          </div>
        )}
        <WebSources sources={post.webSearchSources} />
      </CardContent>
      <CardFooter className="mt-auto">
        <Button variant="outline" size="sm" onClick={handleCopy}>
          <Copy aria-hidden="true" />
          {t('post.copy')}
        </Button>
        <MediaManagerButton post={post} />
        {/* Actions bar: edit content, edit image prompt, regenerate post and image, save as draft, post now or
            schedule, and media management arrive with the review actions issue, next to Copy. */}
      </CardFooter>
    </Card>
  );
}
