import { X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../../../shared/contracts/projects';
import {
  projectColors,
  projectContentTypes,
  projectDescriptionMaxLength,
  projectNameMaxLength,
  projectOutputFormats,
  type ProjectColor,
  type ProjectContentType,
  type ProjectOutputFormat,
} from '../../../../../shared/domain/projects';
import {
  Badge,
  Button,
  Checkbox,
  Dialog,
  DialogClose,
  DialogContent,
  Input,
  Label,
  Select,
  Switch,
  Textarea,
  cn,
  toast,
} from '../../../../ui';
import { useCreateProject, useUpdateProject, type ProjectInput } from '../../hooks/useProjects';
import { projectGradients } from './project-colors';

const simpleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The project permissions collaborators get (spec 2 §3 settings.permissions). */
const permissionKeys = ['canEdit', 'canShare', 'canDelete'] as const;

interface ProjectFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The project to edit; a new one when absent. */
  project?: Project;
  /** Called with the created or saved project. */
  onSaved: (project: Project) => void;
}

/**
 * 'New Project' and 'Edit Project': name (not empty after trimming, otherwise Create is disabled and nothing is
 * said: spec 2 §5), description, colour, content type, output formats, collaborators and their permissions.
 */
export function ProjectFormDialog({ open, onOpenChange, project, onSaved }: ProjectFormDialogProps) {
  const { t } = useTranslation('projects');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <ProjectForm
          project={project}
          onSaved={(saved) => {
            onOpenChange(false);
            onSaved(saved);
          }}
          title={project ? t('edit') : t('new')}
        />
      )}
    </Dialog>
  );
}

function ProjectForm({
  project,
  onSaved,
  title,
}: {
  project: Project | undefined;
  onSaved: (project: Project) => void;
  title: string;
}) {
  const { t } = useTranslation('projects');
  const create = useCreateProject();
  const update = useUpdateProject();
  const [name, setName] = useState(project?.name ?? '');
  const [description, setDescription] = useState(project?.description ?? '');
  const [color, setColor] = useState<ProjectColor>(project?.color ?? 'purple');
  const [contentType, setContentType] = useState<ProjectContentType>(project?.contentType ?? 'general');
  const [formats, setFormats] = useState<ProjectOutputFormat[]>(project?.outputFormats ?? []);
  const [collaborators, setCollaborators] = useState<string[]>(project?.collaborators ?? []);
  const [emailText, setEmailText] = useState('');
  const [permissions, setPermissions] = useState(
    project?.permissions ?? { canEdit: true, canShare: true, canDelete: true },
  );
  const canShare = !project || project.access.canShare;
  const canChangePermissions = !project || project.access.canChangePermissions;
  const canEditDetails = !project || project.access.canEdit;
  const isPending = create.isPending || update.isPending;

  const handleEmailKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const email = emailText.trim().toLowerCase();
    if (!simpleEmail.test(email)) return;
    if (!collaborators.includes(email)) setCollaborators([...collaborators, email]);
    setEmailText('');
  };

  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    const fields: ProjectInput = {
      ...(canEditDetails ? { name: trimmed, description, color, contentType, outputFormats: formats } : {}),
      ...(canShare ? { collaborators } : {}),
      ...(canChangePermissions ? { permissions } : {}),
    };
    const handlers = {
      onSuccess: (answer: { project: Project }) => {
        toast.success(project ? t('form.saved') : t('form.created'));
        onSaved(answer.project);
      },
      onError: (error: Error) => toast.error(error.message),
    };
    if (project) update.mutate({ projectId: project.id, changes: fields }, handlers);
    else create.mutate({ ...fields, name: trimmed }, handlers);
  };

  return (
    <DialogContent
      title={title}
      className="max-w-2xl"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('form.cancel')}</Button>
          </DialogClose>
          <Button onClick={submit} disabled={!name.trim()} isLoading={isPending}>
            {project ? t('form.save') : t('form.create')}
          </Button>
        </>
      }
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset disabled={!canEditDetails} className="space-y-4">
          <div className="space-y-1">
            <Label htmlFor="project-name">{t('form.name')}</Label>
            <Input
              id="project-name"
              value={name}
              maxLength={projectNameMaxLength}
              placeholder={t('form.namePlaceholder')}
              required
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor="project-description">{t('form.description')}</Label>
            <Textarea
              id="project-description"
              value={description}
              maxLength={projectDescriptionMaxLength}
              placeholder={t('form.descriptionPlaceholder')}
              onChange={(event) => setDescription(event.target.value)}
            />
          </div>
          <fieldset>
            <legend className="mb-1 text-sm font-medium">{t('colors.label')}</legend>
            <div className="flex flex-wrap gap-2">
              {projectColors.map((value) => (
                <label key={value} className="cursor-pointer">
                  <input
                    type="radio"
                    name="project-color"
                    value={value}
                    checked={color === value}
                    onChange={() => setColor(value)}
                    className="peer sr-only"
                  />
                  <span
                    className={cn(
                      'block size-8 rounded-full ring-offset-2 ring-offset-background peer-checked:ring-2 peer-checked:ring-foreground peer-focus-visible:ring-2 peer-focus-visible:ring-ring',
                      projectGradients[value],
                    )}
                    title={t(`colors.${value}`)}
                  />
                  <span className="sr-only">{t(`colors.${value}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <Select
            label={t('contentTypes.label')}
            value={contentType}
            onValueChange={setContentType}
            items={projectContentTypes.map((value) => ({ value, label: t(`contentTypes.${value}`) }))}
          />
          <fieldset>
            <legend className="mb-1 text-sm font-medium">{t('form.outputFormats')}</legend>
            <div className="flex flex-wrap gap-3">
              {projectOutputFormats.map((format) => (
                <Checkbox
                  key={format}
                  label={format}
                  checked={formats.includes(format)}
                  onCheckedChange={(checked) =>
                    setFormats(
                      checked === true ? [...formats, format] : formats.filter((value) => value !== format),
                    )
                  }
                />
              ))}
            </div>
          </fieldset>
        </fieldset>

        <fieldset disabled={!canShare} className="space-y-1">
          <Label htmlFor="project-collaborators">{t('form.collaborators')}</Label>
          <Input
            id="project-collaborators"
            type="email"
            value={emailText}
            aria-describedby="project-collaborators-hint"
            onChange={(event) => setEmailText(event.target.value)}
            onKeyDown={handleEmailKey}
          />
          <p id="project-collaborators-hint" className="text-xs text-muted-foreground">
            {t('form.collaboratorsHint')}
          </p>
          {collaborators.length > 0 && (
            <ul className="flex flex-wrap gap-1" aria-label={t('form.collaborators')}>
              {collaborators.map((email) => (
                <li key={email}>
                  <Badge variant="secondary" className="gap-1">
                    {email}
                    <button
                      type="button"
                      aria-label={t('form.removeCollaborator', { email })}
                      onClick={() => setCollaborators(collaborators.filter((value) => value !== email))}
                    >
                      <X aria-hidden className="size-3" />
                    </button>
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </fieldset>

        {canChangePermissions && (
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium">{t('form.permissions')}</legend>
            {permissionKeys.map((key) => (
              <Switch
                key={key}
                label={t(`form.${key}`)}
                checked={permissions[key]}
                onCheckedChange={(checked) => setPermissions({ ...permissions, [key]: checked })}
              />
            ))}
          </fieldset>
        )}
      </form>
    </DialogContent>
  );
}
