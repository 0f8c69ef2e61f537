import { FolderOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../../../shared/contracts/projects';
import { projectCardCollaborators } from '../../../../../shared/domain/projects';
import { cn } from '../../../../ui';
import { initialsOf, projectGradients } from './project-colors';

/** The collaborators of a project as initials: at most 3, then '+n' (spec 2 §2). */
export function CollaboratorInitials({ emails }: { emails: string[] }) {
  const { t } = useTranslation('projects');
  if (emails.length === 0) return null;
  const shown = emails.slice(0, projectCardCollaborators);
  const more = emails.length - shown.length;
  return (
    <ul className="flex -space-x-2" aria-label={t('card.collaborators')}>
      {shown.map((email) => (
        <li
          key={email}
          title={email}
          className="flex size-7 items-center justify-center rounded-full border-2 border-card bg-secondary text-xs font-semibold text-secondary-foreground"
        >
          <span aria-hidden>{initialsOf(email)}</span>
          <span className="sr-only">{email}</span>
        </li>
      ))}
      {more > 0 && (
        <li className="flex size-7 items-center justify-center rounded-full border-2 border-card bg-muted text-xs font-semibold">
          {t('card.more', { count: more })}
        </li>
      )}
    </ul>
  );
}

/** A project card: its colour (with the newest image as cover), name, description, asset count, collaborators. */
export function ProjectCard({ project, onOpen }: { project: Project; onOpen: () => void }) {
  const { t } = useTranslation('projects');
  return (
    <li className="overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm">
      <button
        type="button"
        onClick={onOpen}
        aria-label={t('card.open', { name: project.name })}
        className="block w-full text-left focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <div className={cn('relative h-28', projectGradients[project.color])}>
          {project.coverUrl ? (
            <img
              src={project.coverUrl}
              alt=""
              loading="lazy"
              className="absolute inset-x-0 top-0 h-[6.5rem] w-full bg-muted object-cover"
            />
          ) : (
            <FolderOpen
              aria-hidden
              className="absolute top-1/2 left-1/2 size-10 -translate-1/2 text-white/80"
            />
          )}
        </div>
        <div className="space-y-2 p-3">
          <h3 className="truncate font-semibold">{project.name}</h3>
          {project.description && (
            <p className="line-clamp-2 text-sm text-muted-foreground">{project.description}</p>
          )}
          <p className="text-xs text-muted-foreground">
            {t(`contentTypes.${project.contentType}`)} · {t('card.assets', { count: project.assetCount })}
          </p>
        </div>
      </button>
      {project.collaborators.length > 0 && (
        <div className="px-3 pb-3">
          <CollaboratorInitials emails={project.collaborators} />
        </div>
      )}
    </li>
  );
}
