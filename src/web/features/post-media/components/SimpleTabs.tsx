import { FolderOpen, ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GeneratedPost } from '../../../../shared/contracts/generation';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { toast } from '../../../ui/Toaster';
import { useLocaleFormat } from '../../../i18n/format';
import { assetIdOf, useAsset, useChooseMedia } from '../hooks/usePostMedia';
import { useMediaRun } from '../media-run-context';

/** The images the run scraped from a web page; choosing one makes it the post's image. */
export function ScrapedTab({ post }: { post: GeneratedPost }) {
  const { t } = useTranslation('media');
  const run = useMediaRun();
  const choose = useChooseMedia(post.id);
  const images = (run?.sourceImages ?? []).flatMap((url) => {
    const id = assetIdOf(url);
    return id ? [{ url, id }] : [];
  });
  if (images.length === 0)
    return (
      <EmptyState
        icon={ImageOff}
        titleAs="p"
        title={t('empty.noScraped')}
        description={t('empty.noScrapedHint')}
      />
    );
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {images.map((image, index) => (
        <li key={image.id} className="flex flex-col gap-2 rounded-lg border p-2">
          <img
            src={image.url}
            alt={t('scrapedAlt', { number: index + 1 })}
            className="aspect-square rounded-md object-cover"
          />
          <Button
            size="sm"
            variant="secondary"
            disabled={choose.isPending}
            onClick={() =>
              choose.mutate(image.id, {
                onSuccess: () => toast.success(t('chosen')),
                onError: (error) => toast.error(error.message),
              })
            }
          >
            {t('choose')}
            <span className="sr-only">{t('scrapedAlt', { number: index + 1 })}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** What the post's media is: its type, and the size, dimensions and length the server measured. */
export function SettingsTab({ post }: { post: GeneratedPost }) {
  const { t } = useTranslation('media');
  const { number } = useLocaleFormat();
  const url = post.mediaType === 'video' ? post.videoUrl : post.image;
  const asset = useAsset(assetIdOf(url)).data?.asset;
  const unknown = t('settings.unknown');
  const rows: [string, string][] = [
    [t('settings.type'), post.mediaType === 'video' ? t('settings.video') : t('settings.image')],
    [
      t('settings.size'),
      asset
        ? number(asset.size / 1_000_000, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })
        : unknown,
    ],
    [
      t('settings.dimensions'),
      asset?.width && asset.height
        ? t('settings.pixels', { width: asset.width, height: asset.height })
        : unknown,
    ],
  ];
  if (post.mediaType === 'video') {
    rows.push([
      t('settings.duration'),
      asset?.durationSeconds
        ? t('settings.seconds', { value: number(asset.durationSeconds, { maximumFractionDigits: 1 }) })
        : unknown,
    ]);
  }
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Folders list projects; there are none until the library issue builds them, and this says how to make one. */
export function FoldersTab() {
  const { t } = useTranslation('media');
  return (
    <EmptyState icon={FolderOpen} titleAs="p" title={t('folders.title')} description={t('folders.body')} />
  );
}
