import { Globe, ImageIcon, Link2, PenLine } from 'lucide-react';
import type { GenerationRun } from '../../../../shared/contracts/generation';
import { summarizeVariations, variationInfo } from '../../../../shared/domain/variations';
import { Badge } from '../../../ui/Badge';
import { RunLanguageBadge } from './LanguageBadges';
import { OfflineBadge } from './OfflineBadge';
import { OriginalPrompt } from './OriginalPrompt';
import { ReviewAlert } from './ReviewAlert';

type RunSummary = NonNullable<GenerationRun['summary']>;

function ProviderLabels({ summary }: { summary: RunSummary }) {
  const { textProvider, imageProvider } = summary;
  return (
    <dl className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <div className="flex items-center gap-1.5">
        <dt className="flex items-center gap-1 text-muted-foreground">
          <PenLine aria-hidden="true" className="size-3.5" />
          Text:
        </dt>
        <dd className="flex items-center gap-1.5 font-medium">
          {textProvider.label}
          {textProvider.isOffline && <OfflineBadge capability="text" />}
        </dd>
      </div>
      {summary.mediaType === 'image' && (
        <div className="flex items-center gap-1.5">
          <dt className="flex items-center gap-1 text-muted-foreground">
            <ImageIcon aria-hidden="true" className="size-3.5" />
            Images:
          </dt>
          <dd className="flex items-center gap-1.5 font-medium">
            {imageProvider.label}
            {imageProvider.isOffline && <OfflineBadge capability="image" />}
          </dd>
        </div>
      )}
    </dl>
  );
}

function describeScrapedImages(count: number): string {
  return count === 1 ? '1 scraped image used' : `${count} scraped images used`;
}

function describeSourcePage(page: { domain: string; title: string }): string {
  return page.title ? `${page.title} · ${page.domain}` : page.domain;
}

/**
 * The top of a run's review: the title, the original prompt, variation badges, web search and scraped-image
 * facts, the source page of a URL run, the providers that wrote the posts (offline ones labelled, with the
 * reason in a tooltip) and the run's notices (e.g. a failed web search) as alerts.
 */
export function RunHeader({ run }: { run: GenerationRun }) {
  const summary = run.summary;
  const variations = summary?.variations ?? summarizeVariations(run.posts).variations;
  const scrapedImagesUsed = summary?.scrapedImagesUsed ?? 0;
  return (
    <header className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Review &amp; Export</h1>
      <OriginalPrompt prompt={run.prompt} />
      {(variations.length > 0 ||
        run.language ||
        scrapedImagesUsed > 0 ||
        summary?.useWebSearch ||
        summary?.enhancedUrlData) && (
        <ul aria-label="About this generation" className="flex flex-wrap items-center gap-2">
          {run.language && (
            <li>
              <RunLanguageBadge language={run.language} />
            </li>
          )}
          {variations.map((variation) => (
            <li key={variation}>
              <Badge variant="secondary">{variationInfo[variation].label}</Badge>
            </li>
          ))}
          {summary?.useWebSearch && (
            <li>
              <Badge variant="outline">
                <Globe aria-hidden="true" />
                Web search
              </Badge>
            </li>
          )}
          {scrapedImagesUsed > 0 && (
            <li>
              <Badge variant="outline">
                <ImageIcon aria-hidden="true" />
                {describeScrapedImages(scrapedImagesUsed)}
              </Badge>
            </li>
          )}
          {summary?.enhancedUrlData && (
            <li className="min-w-0">
              <Badge variant="outline" className="max-w-full">
                <Link2 aria-hidden="true" />
                <span className="truncate">{describeSourcePage(summary.enhancedUrlData)}</span>
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
