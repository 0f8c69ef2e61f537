import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../../ui';
import { useProjects } from '../../hooks/useProjects';

/** The value of 'no project' (Radix Select has no empty value). */
export const noProject = 'none';

/**
 * A project chooser over the workspace's projects: the editor's and the upload panel's 'project' field, and the
 * library's project filter (`noneLabel` names the first choice: 'No project' or 'All projects').
 */
export function ProjectSelect({
  value,
  onValueChange,
  noneLabel,
  label,
  className,
  onlyEditable = false,
}: {
  value: string;
  onValueChange: (value: string) => void;
  noneLabel: string;
  label?: string;
  className?: string;
  /** Offer only the projects the caller may put assets in. */
  onlyEditable?: boolean;
}) {
  const { t } = useTranslation('projects');
  const projects = useProjects();
  const isGone =
    value !== noProject &&
    projects.isSuccess &&
    !projects.data.projects.some((project) => project.id === value);
  // A chosen project that was deleted meanwhile falls back to the first choice.
  useEffect(() => {
    if (isGone) onValueChange(noProject);
  }, [isGone, onValueChange]);
  const items = (projects.data?.projects ?? [])
    .filter((project) => !onlyEditable || project.access.canEdit || project.id === value)
    .map((project) => ({ value: project.id, label: project.name }));
  return (
    <Select
      label={label ?? t('field.label')}
      value={value}
      onValueChange={onValueChange}
      items={[{ value: noProject, label: noneLabel }, ...items]}
      className={className}
    />
  );
}
