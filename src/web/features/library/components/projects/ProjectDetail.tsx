import { Link } from '@tanstack/react-router';
import {
  ArrowLeft,
  FolderOpen,
  FolderMinus,
  Grid2x2,
  List,
  Pencil,
  Plus,
  Sparkles,
  Trash2,
} from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryAsset } from '../../../../../shared/contracts/library';
import { useLocaleFormat } from '../../../../i18n/format';
import { Button, ConfirmDialog, EmptyState, Skeleton, cn, getButtonClasses, toast } from '../../../../ui';
import { useLibraryList } from '../../hooks/useLibrary';
import { useDeleteProject, useProject, useRemoveFromProject } from '../../hooks/useProjects';
import { AssetCard } from '../AssetCard';
import { AssetViewer } from '../AssetViewer';
import { AddAssetsDialog } from './AddAssetsDialog';
import { ProjectFormDialog } from './ProjectFormDialog';
import { ProjectPeople } from './ProjectPeople';
import { projectGradients } from './project-colors';

/**
 * A project's detail (spec 2 §2): back, grid/list toggle, Edit Project, the four stats, its assets (the library's
 * cards) with remove-from-project, 'No assets in this project yet' with Add Assets, and Delete with a confirmation.
 */
export function ProjectDetail({
  projectId,
  canWrite,
  onBack,
}: {
  projectId: string;
  canWrite: boolean;
  onBack: () => void;
}) {
  const { t } = useTranslation(['projects', 'library']);
  const format = useLocaleFormat();
  const projectQuery = useProject(projectId);
  const [page, setPage] = useState(1);
  const list = useLibraryList({ filter: 'all', sort: 'newest', search: '', page, project: projectId });
  const remove = useRemoveFromProject();
  const deletion = useDeleteProject();
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<'edit' | 'delete' | 'add' | null>(null);
  const [openedAsset, setOpenedAsset] = useState<LibraryAsset | null>(null);
  const assets = useMemo(() => list.data?.assets ?? [], [list.data]);

  if (projectQuery.isPending) return <Skeleton className="h-64" />;
  if (projectQuery.isError) {
    return <EmptyState title={t('detail.notFound')} action={<Button onClick={onBack}>{t('back')}</Button>} />;
  }
  const { project } = projectQuery.data;
  const canEdit = canWrite && project.access.canEdit;
  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  const removeSelected = () =>
    remove.mutate(
      { projectId, assetIds: [...selected] },
      {
        onSuccess: (answer) => {
          toast.success(t('detail.removed', { count: answer.count }));
          setSelected(new Set());
        },
        onError: (error) => toast.error(error.message),
      },
    );

  const stats = [
    [t('detail.totalAssets'), format.number(project.assetCount)],
    [t('detail.collaborators'), format.number(project.collaborators.length)],
    [t('detail.lastModified'), format.date(project.modifiedAt)],
    [t('detail.createdBy'), project.createdBy ?? t('detail.unknownCreator')],
  ] as const;

  return (
    <section className="space-y-4" aria-labelledby="project-title">
      <div className={cn('h-2 rounded-full', projectGradients[project.color])} aria-hidden />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-2">
          <Button size="icon" variant="ghost" aria-label={t('back')} onClick={onBack}>
            <ArrowLeft aria-hidden className="size-4" />
          </Button>
          <div className="min-w-0">
            <h2 id="project-title" className="truncate text-xl font-bold">
              {project.name}
            </h2>
            {project.description && <p className="text-sm text-muted-foreground">{project.description}</p>}
            <p className="text-xs text-muted-foreground">{t(`contentTypes.${project.contentType}`)}</p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <div className="flex rounded-md border" role="group" aria-label={t('library:layout.label')}>
            <Button
              size="icon"
              variant={layout === 'grid' ? 'secondary' : 'ghost'}
              aria-pressed={layout === 'grid'}
              aria-label={t('library:layout.grid')}
              onClick={() => setLayout('grid')}
            >
              <Grid2x2 aria-hidden className="size-4" />
            </Button>
            <Button
              size="icon"
              variant={layout === 'list' ? 'secondary' : 'ghost'}
              aria-pressed={layout === 'list'}
              aria-label={t('library:layout.list')}
              onClick={() => setLayout('list')}
            >
              <List aria-hidden className="size-4" />
            </Button>
          </div>
          {canWrite && (project.access.canEdit || project.access.canShare) && (
            <Button variant="outline" onClick={() => setDialog('edit')}>
              <Pencil aria-hidden className="size-4" />
              {t('edit')}
            </Button>
          )}
          {canEdit && (
            <Link
              to="/app/create"
              search={{ project: project.id }}
              className={getButtonClasses({ variant: 'outline' })}
            >
              <Sparkles aria-hidden className="size-4" />
              {t('run.create')}
            </Link>
          )}
          {canEdit && (
            <Button variant="outline" onClick={() => setDialog('add')}>
              <Plus aria-hidden className="size-4" />
              {t('detail.addAssets')}
            </Button>
          )}
          {canWrite && project.access.canDelete && (
            <Button variant="destructive" onClick={() => setDialog('delete')}>
              <Trash2 aria-hidden className="size-4" />
              {t('detail.delete')}
            </Button>
          )}
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label={t('detail.stats')}>
        {stats.map(([label, value]) => (
          <div key={label} className="rounded-lg border bg-card p-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="truncate text-lg font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <ProjectPeople project={project} canShare={canWrite && project.access.canShare} />

      {list.isPending ? (
        <Skeleton className="h-56" />
      ) : assets.length === 0 ? (
        <EmptyState
          icon={FolderOpen}
          title={t('detail.emptyTitle')}
          action={
            canEdit ? (
              <Button onClick={() => setDialog('add')}>
                <Plus aria-hidden className="size-4" />
                {t('detail.addAssets')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <ul
          aria-label={t('detail.assets', { name: project.name })}
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
              canEdit={canWrite}
              isSelected={selected.has(asset.id)}
              onSelectedChange={(isOn) =>
                setSelected((current) => {
                  const next = new Set(current);
                  if (isOn) next.add(asset.id);
                  else next.delete(asset.id);
                  return next;
                })
              }
              onOpen={() => setOpenedAsset(asset)}
            />
          ))}
        </ul>
      )}
      {pageCount > 1 && (
        <nav className="flex items-center justify-center gap-3" aria-label={t('library:pages.label')}>
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('library:pages.previous')}
          </Button>
          <span className="text-sm">{t('library:pages.current', { page, pageCount })}</span>
          <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
            {t('library:pages.next')}
          </Button>
        </nav>
      )}

      {selected.size > 0 && canEdit && (
        <div
          role="region"
          aria-label={t('library:bulk.label')}
          className="fixed inset-x-2 bottom-20 z-30 mx-auto flex max-w-xl flex-wrap items-center gap-2 rounded-lg border bg-popover p-2 text-popover-foreground shadow-lg md:bottom-4"
        >
          <p className="px-2 text-sm font-medium" aria-live="polite">
            {t('library:bulk.selected', { count: selected.size })}
          </p>
          <Button size="sm" variant="outline" onClick={removeSelected} isLoading={remove.isPending}>
            <FolderMinus aria-hidden className="size-4" />
            {t('detail.removeSelected', { count: selected.size })}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
            {t('library:bulk.clear')}
          </Button>
        </div>
      )}

      <ProjectFormDialog
        open={dialog === 'edit'}
        onOpenChange={(open) => setDialog(open ? 'edit' : null)}
        project={project}
        onSaved={() => undefined}
      />
      <AddAssetsDialog
        open={dialog === 'add'}
        onOpenChange={(open) => setDialog(open ? 'add' : null)}
        projectId={projectId}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        title={t('detail.deleteTitle')}
        description={t('detail.deleteConfirm', { name: project.name })}
        confirmLabel={t('detail.delete')}
        cancelLabel={t('form.cancel')}
        isPending={deletion.isPending}
        error={deletion.error?.message}
        onConfirm={() =>
          deletion.mutate(projectId, {
            onSuccess: () => {
              toast.success(t('detail.deleted'));
              setDialog(null);
              onBack();
            },
          })
        }
      />
      <AssetViewer asset={openedAsset} canEdit={canWrite} onClose={() => setOpenedAsset(null)} />
    </section>
  );
}
