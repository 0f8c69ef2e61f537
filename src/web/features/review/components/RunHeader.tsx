import { Globe, ImageIcon, Link2, PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GenerationRun } from '../../../../shared/contracts/generation';
import { summarizeVariations } from '../../../../shared/domain/variations';
import { Badge } from '../../../ui/Badge';
import { RunLanguageBadge } from './LanguageBadges';
import { OfflineBadge } from './OfflineBadge';
import { OriginalPrompt } from './OriginalPrompt';
import { ReviewAlert } from './ReviewAlert';

type RunSummary = NonNullable<GenerationRun['summary']>;

/**
 * The providers that wrote the run. An offline provider's name comes from the catalogue (the server names it in
 * English); a remote one is its model name.
 */
function ProviderLabels({ summary }: { summary: RunSummary }) {
  const { t } = useTranslation('review');
  const { textProvider, imageProvider } = summary;
  return (
    <dl className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <div className="flex items-center gap-1.5">
        <dt className="flex items-center gap-1 text-muted-foreground">
          <PenLine aria-hidden="true" className="size-3.5" />
          {t('header.textProvider')}
        </dt>
        <dd className="flex items-center gap-1.5 font-medium">
          {textProvider.isOffline ? t('header.offlineProvider.text') : textProvider.label}
          {textProvider.isOffline && <OfflineBadge capability="text" />}
        </dd>
      </div>
      {summary.mediaType === 'image' && (
        <div className="flex items-center gap-1.5">
          <dt className="flex items-center gap-1 text-muted-foreground">
            <ImageIcon aria-hidden="true" className="size-3.5" />
            {t('header.imageProvider')}
          </dt>
          <dd className="flex items-center gap-1.5 font-medium">
            {imageProvider.isOffline ? t('header.offlineProvider.image') : imageProvider.label}
            {imageProvider.isOffline && <OfflineBadge capability="image" />}
          </dd>
        </div>
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
      {summary && <ProviderLabels summary={summary} />}
      {summary?.notices.map((notice) => (
        <ReviewAlert key={notice}>{notice}</ReviewAlert>
      ))}
    </header>
  );
}
