import { Clapperboard, Globe, ImageIcon, Link2, Mic, PenLine, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GenerationRun } from '../../../../shared/contracts/generation';
import { summarizeVariations } from '../../../../shared/domain/variations';
import { Badge } from '../../../ui/Badge';
import { RunLanguageBadge } from './LanguageBadges';
import { useGenerationCapabilities } from '../../generation/hooks/useGenerationCapabilities';
import { OfflineBadge, type OfflineCapability } from './OfflineBadge';
import { OriginalPrompt } from './OriginalPrompt';
import { ReviewAlert } from './ReviewAlert';

type RunSummary = NonNullable<GenerationRun['summary']>;

/** One provider line: its name (an offline one from the catalogue) and the offline label with its reason. */
function ProviderLine({
  icon: Icon,
  term,
  name,
  capability,
}: {
  icon: typeof PenLine;
  term: string;
  name: string;
  capability: OfflineCapability | null;
}) {
  return (
    <div className="flex items-center gap-1.5">
      <dt className="flex items-center gap-1 text-muted-foreground">
        <Icon aria-hidden="true" className="size-3.5" />
        {term}
      </dt>
      <dd className="flex items-center gap-1.5 font-medium">
        {name}
        {capability && <OfflineBadge capability={capability} />}
      </dd>
    </div>
  );
}

/**
 * The providers that made the run, each offline one labelled: text, then its media (images or clips; the
 * user's own uploads are named as theirs, not as a provider's), and the transcript of a Video Reels clip. An
 * offline provider's name comes from the catalogue (the server names it in English); a remote one is its model
 * name. Clips and transcripts name the providers the run was made with (runs made before those were kept
 * name the instance's providers in force).
 */
function ProviderLabels({ run, summary }: { run: GenerationRun; summary: RunSummary }) {
  const { t } = useTranslation('review');
  const capabilities = useGenerationCapabilities().data;
  const { textProvider, imageProvider } = summary;
  const isAllUploads =
    run.posts.length > 0 && run.posts.every((post) => post.isUploadedImage || post.isUploadedVideo);
  const offline = (isOffline: boolean, capability: OfflineCapability) => (isOffline ? capability : null);
  const video = summary.videoProvider ?? capabilities?.video;
  const isSpeechOffline = summary.speechProvider?.isOffline ?? capabilities?.speech.isOffline;
  return (
    <dl className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <ProviderLine
        icon={PenLine}
        term={t('header.textProvider')}
        name={textProvider.isOffline ? t('header.offlineProvider.text') : textProvider.label}
        capability={offline(textProvider.isOffline, 'text')}
      />
      {isAllUploads && (
        <ProviderLine
          icon={Upload}
          term={t('header.media')}
          name={t('header.yourUploads')}
          capability={null}
        />
      )}
      {!isAllUploads && summary.mediaType === 'image' && (
        <ProviderLine
          icon={ImageIcon}
          term={t('header.imageProvider')}
          name={imageProvider.isOffline ? t('header.offlineProvider.image') : imageProvider.label}
          capability={offline(imageProvider.isOffline, 'image')}
        />
      )}
      {!isAllUploads && summary.mediaType === 'video' && video && (
        <ProviderLine
          icon={Clapperboard}
          term={t('header.videoProvider')}
          name={video.isOffline ? t('header.offlineProvider.video') : video.label}
          capability={offline(video.isOffline, 'video')}
        />
      )}
      {run.method === 'reels' && isSpeechOffline !== undefined && (
        <ProviderLine
          icon={Mic}
          term={t('header.speechProvider')}
          name={isSpeechOffline ? t('header.offlineProvider.speech') : textProvider.label}
          capability={offline(isSpeechOffline, 'speech')}
        />
      )}
    </dl>
  );
}

/**
 * The top of a run's review: the title, the original prompt, variation badges, web search and scraped-image
 * facts, the source page of a URL run, the providers that wrote the posts (offline ones labelled, with the
 * reason in a tooltip) and the run's notices (e.g. a failed web search) as alerts.
 */
export function RunHeader({ run }: { run: GenerationRun }) {
  const { t } = useTranslation('review');
  const summary = run.summary;
  const variations = summary?.variations ?? summarizeVariations(run.posts).variations;
  const scrapedImagesUsed = summary?.scrapedImagesUsed ?? 0;
  return (
    <header className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
      <OriginalPrompt prompt={run.prompt} />
      {(variations.length > 0 ||
        run.language ||
        scrapedImagesUsed > 0 ||
        summary?.useWebSearch ||
        summary?.enhancedUrlData) && (
        <ul aria-label={t('header.about')} className="flex flex-wrap items-center gap-2">
          {run.language && (
            <li>
              <RunLanguageBadge language={run.language} />
            </li>
          )}
          {variations.map((variation) => (
            <li key={variation}>
              <Badge variant="secondary">{t(`variations.${variation}`)}</Badge>
            </li>
          ))}
          {summary?.useWebSearch && (
            <li>
              <Badge variant="outline">
                <Globe aria-hidden="true" />
                {t('header.webSearch')}
              </Badge>
            </li>
          )}
          {scrapedImagesUsed > 0 && (
            <li>
              <Badge variant="outline">
                <ImageIcon aria-hidden="true" />
                {t('header.scrapedImages', { count: scrapedImagesUsed })}
              </Badge>
            </li>
          )}
          {summary?.enhancedUrlData && (
            <li className="min-w-0">
              <Badge variant="outline" className="max-w-full">
                <Link2 aria-hidden="true" />
                <span className="truncate">
                  {summary.enhancedUrlData.title
                    ? t('header.sourcePage', {
                        title: summary.enhancedUrlData.title,
                        domain: summary.enhancedUrlData.domain,
                      })
                    : summary.enhancedUrlData.domain}
                </span>
              </Badge>
            </li>
          )}
        </ul>
      )}
      {summary && <ProviderLabels run={run} summary={summary} />}
      {summary?.notices.map((notice) => (
        <ReviewAlert key={notice}>{notice}</ReviewAlert>
      ))}
    </header>
  );
}
