import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogClose, DialogContent, Input, Skeleton } from '../../../../ui';
import { useLibraryList } from '../../hooks/useLibrary';
import { AssetPreview } from '../AssetCard';

interface BrandImagePickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Images already in this section of the pack: not offered again. */
  takenAssetIds: string[];
  onPick: (assetId: string) => void;
}

/** Picks one image of the library (searchable) for a pack's backgrounds or overlays. */
export function BrandImagePickerDialog({ open, onOpenChange, ...rest }: BrandImagePickerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <ImagePicker {...rest} />}
    </Dialog>
  );
}

function ImagePicker({
  title,
  takenAssetIds,
  onPick,
}: Omit<BrandImagePickerDialogProps, 'open' | 'onOpenChange'>) {
  const { t } = useTranslation('brands');
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchText), 300);
    return () => clearTimeout(timer);
  }, [searchText]);
  const list = useLibraryList({ filter: 'image', sort: 'newest', search, page: 1 });
  const images = useMemo(
    () => (list.data?.assets ?? []).filter((asset) => !takenAssetIds.includes(asset.id)),
    [list.data, takenAssetIds],
  );

  return (
    <DialogContent
      title={title}
      description={t('detail.pickDescription')}
      className="max-w-2xl"
      footer={
        <DialogClose asChild>
          <Button variant="outline">{t('form.cancel')}</Button>
        </DialogClose>
      }
    >
      <Input
        type="search"
        value={searchText}
        aria-label={t('detail.pickSearch')}
        placeholder={t('detail.pickSearch')}
        maxLength={200}
        onChange={(event) => setSearchText(event.target.value)}
      />
      {list.isPending ? (
        <Skeleton className="mt-3 h-40" />
      ) : list.isError ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {list.error.message}
        </p>
      ) : images.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{t('detail.pickEmpty')}</p>
      ) : (
        <ul
          className="mt-3 grid max-h-80 grid-cols-2 gap-2 overflow-y-auto sm:grid-cols-3"
          aria-label={title}
        >
          {images.map((asset) => (
            <li key={asset.id}>
              <button
                type="button"
                className="flex w-full flex-col gap-1 rounded border p-1 text-left hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                onClick={() => onPick(asset.id)}
              >
                <span className="block aspect-video w-full overflow-hidden rounded">
                  <AssetPreview asset={asset} />
                </span>
                <span className="truncate text-xs">{asset.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </DialogContent>
  );
}
