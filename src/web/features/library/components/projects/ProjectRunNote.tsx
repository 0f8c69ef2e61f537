import { Link } from '@tanstack/react-router';
import { FolderOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useProject } from '../../hooks/useProjects';

/**
 * The generator's line on the project a run started from a project's detail works in ('Images and videos of
 * this run go to the project …'), with a link that leaves the project. A project that cannot be read (gone,
 * not the workspace's) says so: the server refuses such a run with the same message.
 */
export function ProjectRunNote({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects');
  const project = useProject(projectId);
  if (project.isPending) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="run-project">
      <FolderOpen aria-hidden className="size-4 text-muted-foreground" />
      {project.data ? (
        <span className="font-medium">{t('run.inProject', { name: project.data.project.name })}</span>
      ) : (
        <span className="text-destructive">{t('detail.notFound')}</span>
      )}
      <Link
        to="/app/create"
        search={{}}
        className="text-primary underline-offset-4 hover:underline focus-visible:underline"
      >
        {t('run.leave')}
      </Link>
    </p>
  );
}
