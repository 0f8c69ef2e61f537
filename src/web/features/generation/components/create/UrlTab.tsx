import { useState, type FormEvent } from 'react';
import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/client';
import { useLocaleFormat } from '../../../../i18n/format';
import { Button, Field, Input, Textarea } from '../../../../ui';
import { useScrapeUrl } from '../../hooks/useScrapeUrl';
import {
  buildScrapedPrompt,
  formatScrapeFailure,
  validateScrapeUrl,
  type ScrapeOutcome,
} from './generator-form';
import { Notice } from './Notice';
import { ScrapePreview } from './ScrapePreview';

/**
 * The From URL tab: a URL, 'Scrape Content' (server-side scrape), the result notice (or the spec's failure
 * alert when only the domain-based fallback could be built, which stays usable), the preview, and the prompt
 * the page filled in (editable).
 */
export function UrlTab({
  url,
  onUrlChange,
  scrape,
  onScraped,
  prompt,
  onPromptChange,
  disabled,
}: {
  url: string;
  onUrlChange: (url: string) => void;
  scrape: ScrapeOutcome | null;
  onScraped: (scrape: ScrapeOutcome, prompt: string) => void;
  prompt: string;
  onPromptChange: (prompt: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('generation');
  const scrapeUrl = useScrapeUrl();
  const [urlError, setUrlError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const problem = validateScrapeUrl(url);
    setUrlError(problem);
    if (problem) return;
    scrapeUrl.mutate(url.trim(), {
      onSuccess: (answer) => onScraped(answer, buildScrapedPrompt(answer.page)),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) setUrlError(error.fields.url ?? error.message);
        else setFailure(error.message);
      },
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field label={t('url.label')} hint={t('url.hint')} error={urlError ?? undefined} className="flex-1">
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://example.com/product"
              value={url}
              disabled={disabled}
              onChange={(event) => {
                onUrlChange(event.target.value);
                setUrlError(null);
              }}
            />
          )}
        </Field>
        <Button
          type="submit"
          className="sm:mt-7"
          isLoading={scrapeUrl.isPending}
          disabled={disabled || url.trim() === ''}
        >
          {!scrapeUrl.isPending && <Globe aria-hidden="true" />}
          {scrapeUrl.isPending ? t('url.scraping') : t('url.scrape')}
        </Button>
      </form>
      {failure !== null && <Notice tone="error">{formatScrapeFailure(failure)}</Notice>}
      {scrape && <ScrapeResultNotice scrape={scrape} />}
      {scrape && <ScrapePreview page={scrape.page} />}
      {scrape && (
        <Field label={t('url.promptLabel')} hint={t('url.promptHint')}>
          {(control) => (
            <Textarea
              {...control}
              rows={8}
              value={prompt}
              disabled={disabled}
              onChange={(event) => onPromptChange(event.target.value)}
            />
          )}
        </Field>
      )}
    </div>
  );
}

/** The spec's scrape alert: success lists domain, title, image count and text length; fallback says why. */
function ScrapeResultNotice({ scrape }: { scrape: ScrapeOutcome }) {
  const { t } = useTranslation('generation');
  const format = useLocaleFormat();
  const { page } = scrape;
  if (scrape.isFallback) {
    return (
      <Notice tone="error" title={formatScrapeFailure(scrape.failureMessage)}>
        {t('url.fallbackNote')}
      </Notice>
    );
  }
  return (
    <Notice tone="success" title={t('url.success')}>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5">
        <dt className="text-muted-foreground">{t('url.domain')}</dt>
        <dd className="truncate">{page.domain}</dd>
        <dt className="text-muted-foreground">{t('url.title')}</dt>
        <dd>{page.title || t('url.untitled')}</dd>
        <dt className="text-muted-foreground">{t('url.images')}</dt>
        <dd>{format.number(page.images.length)}</dd>
        <dt className="text-muted-foreground">{t('url.textLength')}</dt>
        <dd>
          {t('url.characters', { count: page.text.length, formatted: format.number(page.text.length) })}
        </dd>
      </dl>
    </Notice>
  );
}
