import { useId, useState } from 'react';
import { Copy, FileDown, Lightbulb, PencilLine, Scissors, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GeneratedPost } from '../../../../shared/contracts/generation';
import { withoutTrailingHashtags } from '../../../../shared/domain/post-body';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../ui/Card';
import { Switch } from '../../../ui/Switch';
import { toast } from '../../../ui/Toaster';
import { useSession } from '../../accounts/hooks/useSession';
import { copyText, formatHashtag } from '../copy-text';
import { ExportedBadge } from '../../post-media/components/ExportedBadge';
import { MediaManagerButton } from '../../post-media/components/MediaManagerButton';
import { PublishDialog } from '../../posts/components/PublishDialog';
import { useSaveDraft } from '../../posts/hooks/useSaveDraft';
import { useCounting } from '../hooks/useCounting';
import { usePostActions } from '../hooks/usePostActions';
import { useReviewRunId } from '../review-run-context';
import { CharacterCount } from './CharacterCount';
import { EngagementBadge } from './EngagementBadge';
import { ImagePromptPanel } from './ImagePromptPanel';
import { PostLanguageBadge } from './LanguageBadges';
import { OfflineBadge } from './OfflineBadge';
import { PlatformBadge } from './PlatformBadge';
import { PostImage } from './PostImage';
import { PostPreview } from './PostPreview';
import { PostTextEditor } from './PostTextEditor';
import { PostVideo } from './PostVideo';
import { RegeneratePanel } from './RegeneratePanel';
import { VersionsDialog } from './VersionsDialog';
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

/** The post's text as read only (viewers): body without its closing hashtag line, hashtag chips, count. */
function PostText({ post }: { post: GeneratedPost }) {
  const { t } = useTranslation('review');
  return (
    <>
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
      <CharacterCount text={post.content} platform={post.platform} />
    </>
  );
}

/**
 * One generated post for review: badges, title, and either the editable post (media; content and hashtags
 * autosaved with Undo; the live count with 'Shorten to fit'; the image prompt; Regenerate with an instruction)
 * or, with 'Preview' on, the post as the platform will show it. Strategy, engagement, sources, Copy and the
 * version list below. Viewers read the post and its versions without the editing controls.
 */
export function PostCard({ post, titleAs = 'h3', isOfflineLabelShown = post.isOffline }: PostCardProps) {
  const { t } = useTranslation('review');
  const runId = useReviewRunId();
  const { data: session } = useSession();
  const canEdit = session?.workspace?.role !== 'viewer';
  const actions = usePostActions(runId, post.id);
  const saveDraft = useSaveDraft(runId);
  const [isPreview, setIsPreview] = useState(false);
  const [isEditing, setIsEditing] = useState(false);
  const previewId = useId();
  const counting = useCounting();
  const isOver = counting ? !counting.fitsPlatform(post.content, post.platform) : false;

  const handleCopy = async () => {
    try {
      await copyText(post.content);
      toast.success(t('post.copied'));
    } catch {
      toast.error(t('post.copyFailed'));
    }
  };
  const handleShorten = () =>
    actions.shorten.mutate(undefined, {
      onError: (error) => toast.error(error.message),
    });
  const handleSaveDraft = () =>
    saveDraft.mutate(post.id, {
      onSuccess: () => toast.success(t('post.savedDraft')),
      onError: (error) => toast.error(error.message),
    });
  const handleUndo = () =>
    actions.undo.mutate(undefined, {
      onSuccess: (answer) => (answer ? toast.success(t('edit.undone')) : toast.info(t('edit.nothingToUndo'))),
      onError: (error) => toast.error(error.message),
    });

  return (
    <Card className="h-full" data-testid="post-card" data-post-id={post.id}>
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
        <Switch
          id={previewId}
          label={t('preview.switch')}
          checked={isPreview}
          onCheckedChange={setIsPreview}
          className="text-sm"
        />
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        {isPreview ? (
          <PostPreview post={post} authorName={session?.user?.name ?? ''} />
        ) : (
          <>
            <PostMedia post={post} />
            {canEdit && isEditing ? (
              <PostTextEditor post={post} actions={actions} />
            ) : (
              <PostText post={post} />
            )}
            {canEdit && (
              <div className="flex flex-wrap gap-2">
                <Button
                  variant={isEditing ? 'secondary' : 'outline'}
                  size="sm"
                  aria-pressed={isEditing}
                  onClick={() => setIsEditing(!isEditing)}
                >
                  <PencilLine aria-hidden="true" />
                  {isEditing ? t('edit.done') : t('edit.start')}
                </Button>
                {isOver && (
                  <Button
                    variant="outline"
                    size="sm"
                    isLoading={actions.shorten.isPending}
                    onClick={handleShorten}
                  >
                    <Scissors aria-hidden="true" />
                    {t('edit.shorten')}
                  </Button>
                )}
                <Button variant="ghost" size="sm" isLoading={actions.undo.isPending} onClick={handleUndo}>
                  <Undo2 aria-hidden="true" />
                  {t('edit.undo')}
                </Button>
              </div>
            )}
            {post.mediaType === 'image' && (
              <ImagePromptPanel post={post} actions={actions} canEdit={canEdit} />
            )}
            {canEdit && <RegeneratePanel actions={actions} />}
          </>
        )}
        <div className="flex flex-wrap items-center justify-end gap-2">
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
      <CardFooter className="mt-auto flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={handleCopy}>
          <Copy aria-hidden="true" />
          {t('post.copy')}
        </Button>
        <VersionsDialog postId={post.id} actions={actions} canEdit={canEdit} />
        {canEdit && <MediaManagerButton post={post} />}
        {canEdit && (
          <Button variant="outline" size="sm" isLoading={saveDraft.isPending} onClick={handleSaveDraft}>
            <FileDown aria-hidden="true" />
            {t('post.saveDraft')}
          </Button>
        )}
        {canEdit && <PublishDialog post={post} runId={runId} />}
      </CardFooter>
    </Card>
  );
}
