import { ImageOff, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandImageFile } from '../../../../../shared/contracts/brand-pack-files';
import { Button, toast } from '../../../../ui';
import { useAddBrandPackImage, useRemoveBrandPackImage } from '../../hooks/useBrandPackFiles';
import { BrandImagePickerDialog } from './BrandImagePickerDialog';

interface BrandImagesSectionProps {
  brandPackId: string;
  kind: 'background' | 'overlay';
  images: BrandImageFile[];
  canWrite: boolean;
}

/**
 * A pack's backgrounds or overlays: thumbnails of its library images with remove, 'No backgrounds yet' when
 * there are none, and (for owners and editors) 'Add from library' with a picker of images.
 */
export function BrandImagesSection({ brandPackId, kind, images, canWrite }: BrandImagesSectionProps) {
  const { t } = useTranslation('brands');
  const [isPicking, setIsPicking] = useState(false);
  const add = useAddBrandPackImage(brandPackId);
  const remove = useRemoveBrandPackImage(brandPackId);
  const headingId = `brand-${kind}s-title`;
  const title = t(`detail.${kind}s`);

  const pick = (assetId: string) =>
    add.mutate(
      { kind, assetId },
      {
        onSuccess: () => {
          setIsPicking(false);
          toast.success(t(`detail.${kind}Added`));
        },
        onError: (error) => toast.error(error.message),
      },
    );

  return (
    <section className="space-y-3 rounded-lg border bg-card p-4" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {title}
        </h3>
        {canWrite && (
          <Button size="sm" variant="outline" onClick={() => setIsPicking(true)}>
            <Plus aria-hidden className="size-4" />
            {t(`detail.add${kind === 'background' ? 'Background' : 'Overlay'}`)}
          </Button>
        )}
      </div>
      {images.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <ImageOff aria-hidden className="size-4" />
          {t(`detail.no${kind === 'background' ? 'Backgrounds' : 'Overlays'}`)}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={title}>
          {images.map((image) => (
            <li key={image.id} className="relative overflow-hidden rounded-md border">
              <img
                src={image.url}
                alt={image.title}
                loading="lazy"
                className="aspect-video w-full bg-muted object-contain"
              />
              <p className="truncate px-2 py-1 text-xs">{image.title}</p>
              {canWrite && (
                <Button
                  size="icon"
                  variant="secondary"
                  className="absolute top-1 right-1 size-8"
                  isLoading={remove.isPending && remove.variables === image.id}
                  aria-label={t('detail.removeImageLabel', { name: image.title })}
                  onClick={() => remove.mutate(image.id, { onError: (error) => toast.error(error.message) })}
                >
                  <X aria-hidden className="size-4" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <BrandImagePickerDialog
        open={isPicking}
        onOpenChange={setIsPicking}
        title={t(`detail.pick${kind === 'background' ? 'Background' : 'Overlay'}`)}
        takenAssetIds={images.map((image) => image.assetId)}
        onPick={pick}
      />
    </section>
  );
}
