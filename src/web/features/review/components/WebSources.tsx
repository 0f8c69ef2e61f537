import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GeneratedPost } from '../../../../shared/contracts/generation';

/** The web pages a post drew on (web search), as links opening in a new tab; nothing when there are none. */
export function WebSources({ sources }: { sources: GeneratedPost['webSearchSources'] }) {
  const { t } = useTranslation('review');
  if (sources.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-xs font-medium text-muted-foreground">{t('post.sources')}</p>
      <ul className="flex flex-col gap-1 text-sm">
        {sources.map((source) => (
          <li key={source.url} className="min-w-0">
            <a
              href={source.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex max-w-full items-center gap-1 text-primary underline-offset-4 hover:underline"
            >
              <span className="truncate">{source.title || source.url}</span>
              <ExternalLink aria-hidden="true" className="size-3 shrink-0" />
              <span className="sr-only">{t('post.opensInNewTab')}</span>
            </a>
            {source.location && <span className="ml-1 text-xs text-muted-foreground">{source.location}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
