import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedPost } from '../../../../shared/contracts/generation';
import type { Asset } from '../../../../shared/contracts/media';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Input } from '../../../ui/Input';
import { Select } from '../../../ui/Select';
import { Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/Toaster';
import { useChooseMedia, useLibrary } from '../hooks/usePostMedia';

type TypeFilter = 'all' | 'image' | 'video';

/** One library item: its picture (or the video's still) and a button that makes it the post's media. */
function AssetTile({ asset, onChoose, isBusy }: { asset: Asset; onChoose: () => void; isBusy: boolean }) {
  const { t } = useTranslation('media');
  const picture = asset.type === 'video' ? asset.thumbnailUrl : asset.url;
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-2">
      <div className="aspect-square overflow-hidden rounded-md bg-muted">
        {picture && <img src={picture} alt="" className="size-full object-cover" loading="lazy" />}
      </div>
      <p className="truncate text-xs" title={asset.title}>
        {asset.title}
      </p>
      <Button size="sm" variant="secondary" disabled={isBusy} onClick={onChoose}>
        {t('choose')}
        <span className="sr-only">{asset.title}</span>
      </Button>
    </li>
  );
}

/** The workspace's library: search, type filter, pages of 24; choosing an item makes it the post's media. */
export function LibraryPanel({ post }: { post: GeneratedPost }) {
  const { t } = useTranslation('media');
  const [search, setSearch] = useState('');
  const [type, setType] = useState<TypeFilter>('all');
  const [page, setPage] = useState(1);
  const library = useLibrary({ search, type, page });
  const choose = useChooseMedia(post.id);
  const pages = library.data ? Math.max(1, Math.ceil(library.data.total / library.data.pageSize)) : 1;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          type="search"
          aria-label={t('library.search')}
          placeholder={t('library.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <Select<TypeFilter>
          aria-label={t('library.type')}
          value={type}
          onValueChange={(value) => {
            setType(value);
            setPage(1);
          }}
          items={[
            { value: 'all', label: t('library.all') },
            { value: 'image', label: t('library.images') },
            { value: 'video', label: t('library.videos') },
          ]}
          className="sm:w-40"
        />
      </div>
      {library.isPending ? (
        <div
          role="status"
          aria-label={t('library.loading')}
          className="grid grid-cols-2 gap-2 sm:grid-cols-4"
        >
          <Skeleton className="aspect-square" />
          <Skeleton className="aspect-square" />
        </div>
      ) : library.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('library.failed')}
        </p>
      ) : library.data.assets.length === 0 ? (
        <EmptyState
          icon={SearchX}
          titleAs="p"
          title={t('empty.noLibrary')}
          description={t('empty.noLibraryHint')}
        />
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {library.data.assets.map((asset) => (
              <AssetTile
                key={asset.id}
                asset={asset}
                isBusy={choose.isPending}
                onChoose={() =>
                  choose.mutate(asset.id, {
                    onSuccess: () => toast.success(t('chosen')),
                    onError: (error) => toast.error(error.message),
                  })
                }
              />
            ))}
          </ul>
          {pages > 1 && (
            <nav
              className="flex items-center justify-between gap-2"
              aria-label={t('library.page', { page, pages })}
            >
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('library.previous')}
              </Button>
              <span className="text-xs text-muted-foreground">{t('library.page', { page, pages })}</span>
              <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('library.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
