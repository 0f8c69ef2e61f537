import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogClose, DialogContent, Select, toast } from '../../../../ui';
import { useAddToProject, useProjects } from '../../hooks/useProjects';

/** The bulk bar's 'Add to Project' dialog: Add stays disabled until a project is chosen (spec 2 §5). */
export function AddToProjectDialog({
  open,
  onOpenChange,
  assetIds,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  assetIds: string[];
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <AddToProjectForm assetIds={assetIds} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function AddToProjectForm({ assetIds, onDone }: { assetIds: string[]; onDone: () => void }) {
  const { t } = useTranslation('projects');
  const projects = useProjects();
  const add = useAddToProject();
  const [projectId, setProjectId] = useState('');
  const choices = (projects.data?.projects ?? []).filter((project) => project.access.canEdit);
  const chosen = choices.find((project) => project.id === projectId);

  const submit = () => {
    if (!chosen) return;
    add.mutate(
      { projectId: chosen.id, assetIds },
      {
        onSuccess: (answer) => {
          toast.success(t('add.done', { count: answer.count, name: chosen.name }));
          onDone();
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <DialogContent
      title={t('add.title')}
      description={t('add.description', { count: assetIds.length })}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('form.cancel')}</Button>
          </DialogClose>
          <Button onClick={submit} disabled={!chosen} isLoading={add.isPending}>
            {t('add.add')}
          </Button>
        </>
      }
    >
      {projects.isSuccess && choices.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('add.noProjects')}</p>
      ) : (
        <Select
          label={t('add.project')}
          placeholder={t('add.choose')}
          value={projectId}
          onValueChange={setProjectId}
          items={choices.map((project) => ({ value: project.id, label: project.name }))}
        />
      )}
    </DialogContent>
  );
}
