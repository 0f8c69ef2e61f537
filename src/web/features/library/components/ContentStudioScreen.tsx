import { FileAudio, FileText, FolderOpen, Grid2x2, Image, List, Search, Upload, Video } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  libraryFilters,
  librarySorts,
  type LibraryAsset,
  type LibraryFilter,
  type LibrarySort,
} from '../../../../shared/contracts/library';
import { useSession } from '../../accounts';
import {
  Button,
  Checkbox,
  EmptyState,
  Input,
  Select,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  cn,
} from '../../../ui';
import { useLibraryList } from '../hooks/useLibrary';
import { AssetCard } from './AssetCard';
import { AssetViewer } from './AssetViewer';
import { BulkActionBar } from './BulkActionBar';
import { UploadDialog } from './UploadDialog';
import { ProjectSelect, noProject } from './projects/ProjectSelect';
import { BrandPacksView } from './brand-packs/BrandPacksView';
import { ProjectsView } from './projects/ProjectsView';
import { contentStudioTabs, type ContentStudioTab } from '../content-studio-tabs';

const [libraryTab, projectsTab, brandPacksTab] = contentStudioTabs;

const typeTiles = [
  { type: 'image', icon: Image },
  { type: 'video', icon: Video },
  { type: 'audio', icon: FileAudio },
  { type: 'document', icon: FileText },
] as const;

/** /app/content: the Content Studio with its Content Library, Projects and Brand Packs tabs. */
/** The one selected asset of the page when it is an image or a video (the bulk bar's Enhance), else null. */
function enhanceableOf(assets: readonly LibraryAsset[], selected: ReadonlySet<string>) {
  if (selected.size !== 1) return null;
  const asset = assets.find((item) => selected.has(item.id));
  return asset && (asset.type === 'image' || asset.type === 'video')
    ? { id: asset.id, title: asset.title }
    : null;
}

export function ContentStudioScreen({ initialTab = libraryTab }: { initialTab?: ContentStudioTab }) {
  const { t } = useTranslation(['library', 'projects', 'brands']);
  const session = useSession();
  const canEdit = session.data?.workspace?.role !== 'viewer';
  const [filter, setFilter] = useState<LibraryFilter>('all');
  const [sort, setSort] = useState<LibrarySort>('newest');
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [projectFilter, setProjectFilter] = useState(noProject);
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [isUploadOpen, setIsUploadOpen] = useState(false);
  const [openedAsset, setOpenedAsset] = useState<LibraryAsset | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchText), 300);
    return () => clearTimeout(timer);
  }, [searchText]);
  useEffect(() => {
    setPage(1);
    setSelected(new Set());
  }, [filter, sort, search, projectFilter]);

  const list = useLibraryList({
    filter,
    sort,
    search,
    page,
    ...(projectFilter === noProject ? {} : { project: projectFilter }),
  });
  const assets = useMemo(() => list.data?.assets ?? [], [list.data]);
  const counts = list.data?.counts;
  const totalAssets = counts ? counts.image + counts.video + counts.audio + counts.document : 0;
  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const isAllSelected = assets.length > 0 && assets.every((asset) => selected.has(asset.id));

  const toggle = (assetId: string, isOn: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (isOn) next.add(assetId);
      else next.delete(assetId);
      return next;
    });

  return (
    <div className="mx-auto max-w-7xl space-y-4 p-4 pb-40 md:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          <p className="text-muted-foreground">{t('subtitle')}</p>
        </div>
        <div className="flex items-center gap-2">
          <div className="flex rounded-md border" role="group" aria-label={t('layout.label')}>
            <Button
              size="icon"
              variant={layout === 'grid' ? 'secondary' : 'ghost'}
              aria-pressed={layout === 'grid'}
              aria-label={t('layout.grid')}
              onClick={() => setLayout('grid')}
            >
              <Grid2x2 aria-hidden className="size-4" />
            </Button>
            <Button
              size="icon"
              variant={layout === 'list' ? 'secondary' : 'ghost'}
              aria-pressed={layout === 'list'}
              aria-label={t('layout.list')}
              onClick={() => setLayout('list')}
            >
              <List aria-hidden className="size-4" />
            </Button>
          </div>
          {canEdit && (
            <Button onClick={() => setIsUploadOpen(true)}>
              <Upload aria-hidden className="size-4" />
              {t('upload.button')}
            </Button>
          )}
        </div>
      </header>

      <div className="relative">
        <Search
          aria-hidden
          className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          maxLength={200}
          className="pl-9"
        />
      </div>

      <Tabs defaultValue={initialTab}>
        <TabsList>
          <TabsTrigger value={libraryTab}>{t('tabs.library')}</TabsTrigger>
          <TabsTrigger value={projectsTab}>{t('projects:tab')}</TabsTrigger>
          <TabsTrigger value={brandPacksTab}>{t('brands:tab')}</TabsTrigger>
        </TabsList>
        <TabsContent value={libraryTab} className="space-y-4">
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label={t('tiles.label')}>
            {typeTiles.map(({ type, icon: Icon }) => (
              <li key={type}>
                <button
                  type="button"
                  aria-pressed={filter === type}
                  onClick={() => setFilter(filter === type ? 'all' : type)}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-lg border bg-card p-3 text-left hover:bg-accent',
                    filter === type && 'ring-2 ring-primary',
                  )}
                >
                  <Icon aria-hidden className="size-6 text-primary" />
                  <span>
                    <span className="block text-xl font-bold">{counts ? counts[type] : '–'}</span>
                    <span className="text-sm text-muted-foreground">{t(`tiles.${type}`)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>

          <div className="flex flex-wrap items-end gap-3">
            <Select
              label={t('filter.label')}
              value={filter}
              onValueChange={setFilter}
              items={libraryFilters.map((value) => ({ value, label: t(`filter.${value}`) }))}
              className="w-48"
            />
            <Select
              label={t('sort.label')}
              value={sort}
              onValueChange={setSort}
              items={librarySorts.map((value) => ({ value, label: t(`sort.${value}`) }))}
              className="w-48"
            />
            <ProjectSelect
              value={projectFilter}
              onValueChange={setProjectFilter}
              noneLabel={t('projects:field.filterAll')}
              className="w-48"
            />
            {assets.length > 0 && (
              <Checkbox
                checked={isAllSelected}
                onCheckedChange={(checked) =>
                  setSelected(checked === true ? new Set(assets.map((asset) => asset.id)) : new Set())
                }
                label={t('selectAll')}
              />
            )}
            {list.data && (
              <p className="ml-auto text-sm text-muted-foreground" aria-live="polite">
                {t('total', { count: list.data.total })}
              </p>
            )}
          </div>

          {list.isPending ? (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true">
              {Array.from({ length: 8 }, (_, index) => (
                <Skeleton key={index} className="h-56" />
              ))}
            </div>
          ) : list.isError ? (
            <EmptyState
              title={t('errors.load')}
              description={list.error.message}
              action={<Button onClick={() => void list.refetch()}>{t('actions.retry')}</Button>}
            />
          ) : totalAssets === 0 && filter !== 'archived' && !search ? (
            <EmptyState icon={FolderOpen} title={t('empty.noFiles')} description={t('empty.noFilesHint')} />
          ) : assets.length === 0 ? (
            <EmptyState icon={FolderOpen} title={t('empty.noAssets')} description={t('empty.noAssetsHint')} />
          ) : (
            <ul
              aria-label={t('tabs.library')}
              className={cn(
                layout === 'grid'
                  ? 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4'
                  : 'space-y-2',
              )}
            >
              {assets.map((asset) => (
                <AssetCard
                  key={asset.id}
                  asset={asset}
                  layout={layout}
                  canEdit={canEdit}
                  isSelected={selected.has(asset.id)}
                  onSelectedChange={(isOn) => toggle(asset.id, isOn)}
                  onOpen={() => setOpenedAsset(asset)}
                />
              ))}
            </ul>
          )}

          {pageCount > 1 && (
            <nav className="flex items-center justify-center gap-3" aria-label={t('pages.label')}>
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('pages.previous')}
              </Button>
              <span className="text-sm">{t('pages.current', { page, pageCount })}</span>
              <Button
                variant="outline"
                size="sm"
                disabled={page >= pageCount}
                onClick={() => setPage(page + 1)}
              >
                {t('pages.next')}
              </Button>
            </nav>
          )}
        </TabsContent>
        <TabsContent value={projectsTab}>
          <ProjectsView canWrite={canEdit} />
        </TabsContent>
        <TabsContent value={brandPacksTab}>
          <BrandPacksView canWrite={canEdit} />
        </TabsContent>
      </Tabs>

      {selected.size > 0 && (
        <BulkActionBar
          selectedIds={[...selected]}
          selectedTitles={assets.filter((asset) => selected.has(asset.id)).map((asset) => asset.title)}
          enhanceable={enhanceableOf(assets, selected)}
          canEdit={canEdit}
          isArchivedView={filter === 'archived'}
          onClear={() => setSelected(new Set())}
        />
      )}
      <UploadDialog open={isUploadOpen} onOpenChange={setIsUploadOpen} />
      <AssetViewer asset={openedAsset} canEdit={canEdit} onClose={() => setOpenedAsset(null)} />
    </div>
  );
}
