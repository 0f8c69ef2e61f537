import { FolderKanban, Plus, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Input, Skeleton } from '../../../../ui';
import { useProjects } from '../../hooks/useProjects';
import { ProjectCard } from './ProjectCard';
import { ProjectDetail } from './ProjectDetail';
import { ProjectFormDialog } from './ProjectFormDialog';

/**
 * The Projects tab (spec 2 §2 Projects screen): 'Search projects...', the grid of project cards, 'New Project'
 * (a new project goes to the top and opens at once: spec 2 §4), and a project's detail.
 */
export function ProjectsView({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation('projects');
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [openedId, setOpenedId] = useState<string | null>(null);
  const [isCreating, setIsCreating] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchText), 300);
    return () => clearTimeout(timer);
  }, [searchText]);
  const projects = useProjects(search);

  if (openedId) {
    return <ProjectDetail projectId={openedId} canWrite={canWrite} onBack={() => setOpenedId(null)} />;
  }

  const items = projects.data?.projects ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <div className="relative min-w-0 flex-1">
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
        {canWrite && (
          <Button onClick={() => setIsCreating(true)}>
            <Plus aria-hidden className="size-4" />
            {t('new')}
          </Button>
        )}
      </div>

      {projects.isPending ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-48" />
          ))}
        </div>
      ) : projects.isError ? (
        <EmptyState
          title={t('errors.load')}
          description={projects.error.message}
          action={<Button onClick={() => void projects.refetch()}>{t('actions.retry')}</Button>}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={FolderKanban}
          title={search.trim() ? t('empty.noMatch') : t('empty.none')}
          description={search.trim() ? t('empty.noMatchHint') : t('empty.noneHint')}
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('tab')}>
          {items.map((project) => (
            <ProjectCard key={project.id} project={project} onOpen={() => setOpenedId(project.id)} />
          ))}
        </ul>
      )}

      <ProjectFormDialog
        open={isCreating}
        onOpenChange={setIsCreating}
        onSaved={(project) => {
          setSearchText('');
          setOpenedId(project.id);
        }}
      />
    </div>
  );
}
