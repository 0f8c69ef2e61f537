import { useId } from 'react';
import { ImageIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ScrapedPage } from '../../../../../shared/contracts/scraping';
import { truncateText } from '../../../../../shared/domain/formatting';
import { scrapeLimits } from '../../../../../shared/domain/limits';

interface PreviewImage {
  url: string;
  isSameOrigin: boolean;
  /** The site's host name; null when the URL cannot be read. */
  host: string | null;
  name: string;
}

function describeImage(url: string): PreviewImage {
  try {
    const parsed = new URL(url, window.location.href);
    const name =
      decodeURIComponent(parsed.pathname.split('/').filter(Boolean).pop() ?? '') || parsed.hostname;
    return {
      url,
      isSameOrigin: parsed.origin === window.location.origin,
      host: parsed.hostname.replace(/^www\./, ''),
      name,
    };
  } catch {
    return { url, isSameOrigin: false, host: null, name: url };
  }
}

/**
 * Preview of a scraped page: title, a 200-character excerpt and up to 6 images. The app's content security
 * policy only loads same-origin images, so images hosted elsewhere are listed by site and file name instead of
 * drawn (the server downloads them when the run starts); same-origin images are shown as thumbnails.
 */
export function ScrapePreview({ page }: { page: ScrapedPage }) {
  const { t } = useTranslation('generation');
  const headingId = useId();
  const images = page.images.slice(0, scrapeLimits.previewImages).map(describeImage);
  const hostName = (image: PreviewImage) => image.host ?? t('preview.unknownSite');
  const remoteHosts = [...new Set(images.filter((image) => !image.isSameOrigin).map(hostName))];

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {t('preview.heading')}
      </p>
      <h3 id={headingId} className="text-base font-semibold text-balance">
        {page.title || page.domain}
      </h3>
      {page.text.trim() !== '' && (
        <p className="text-sm text-muted-foreground">
          {truncateText(page.text.trim(), scrapeLimits.previewExcerptLength)}
        </p>
      )}
      {images.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('preview.noImages')}</p>
      ) : (
        <div className="flex flex-col gap-2">
          <p className="text-sm">
            {t('preview.imagesFound', { count: page.images.length })}
            {page.images.length > images.length && t('preview.firstListed', { shown: images.length })}
            {remoteHosts.length > 0 && (
              <span className="text-muted-foreground">
                {' '}
                {t('preview.remoteImages', { hosts: remoteHosts.join(', ') })}
              </span>
            )}
          </p>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {images.map((image, index) => (
              <li key={image.url} className="overflow-hidden rounded-md border bg-muted">
                {image.isSameOrigin ? (
                  <img
                    src={image.url}
                    alt={t('preview.imageAlt', { number: index + 1, domain: page.domain })}
                    loading="lazy"
                    className="aspect-square w-full object-cover"
                  />
                ) : (
                  <div className="flex aspect-square flex-col items-center justify-center gap-1 p-2 text-center">
                    <ImageIcon aria-hidden="true" className="size-6 text-muted-foreground" />
                    <span className="w-full truncate text-xs font-medium" title={image.url}>
                      {image.name}
                    </span>
                    <span className="w-full truncate text-xs text-muted-foreground">{hostName(image)}</span>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
