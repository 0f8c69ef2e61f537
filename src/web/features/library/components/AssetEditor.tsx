import { X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryAsset } from '../../../../shared/contracts/library';
import { Badge, Button, Input, Label, Textarea, toast } from '../../../ui';
import { useUpdateAsset } from '../hooks/useLibrary';
import { useAddToProject, useRemoveFromProject } from '../hooks/useProjects';
import { ProjectSelect, noProject } from './projects/ProjectSelect';

/** Adds a tag: trimmed; empties and duplicates (case-insensitive) are ignored (spec 2 §5). */
export function addTag(tags: string[], text: string): string[] {
  const tag = text.trim();
  if (!tag || tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return tags;
  return [...tags, tag];
}

/** The asset editor's Basic tab: title, description and tags, with Reset and Save Changes. */
export function AssetEditor({
  asset,
  onDone,
}: {
  asset: LibraryAsset;
  onDone: (saved: LibraryAsset | null) => void;
}) {
  const { t } = useTranslation(['library', 'projects']);
  const update = useUpdateAsset();
  const addToProject = useAddToProject();
  const removeFromProject = useRemoveFromProject();
  const [projectId, setProjectId] = useState(asset.projectId ?? noProject);
  const [title, setTitle] = useState(asset.title);
  const [description, setDescription] = useState(asset.description);
  const [tags, setTags] = useState(asset.tags);
  const [tagText, setTagText] = useState('');

  const handleTagKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    setTags((current) => addTag(current, tagText));
    setTagText('');
  };
  const reset = () => {
    setTitle(asset.title);
    setDescription(asset.description);
    setTags(asset.tags);
    setTagText('');
    setProjectId(asset.projectId ?? noProject);
  };
  // The project field: moving the asset into another project, or out of its own (spec 2 §2 Basic tab).
  const saveProject = async () => {
    const next = projectId === noProject ? null : projectId;
    if (next === asset.projectId) return;
    if (next) await addToProject.mutateAsync({ projectId: next, assetIds: [asset.id] });
    else if (asset.projectId) {
      await removeFromProject.mutateAsync({ projectId: asset.projectId, assetIds: [asset.id] });
    }
  };
  const finish = async (saved: LibraryAsset) => {
    try {
      await saveProject();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('errors.save'));
      return;
    }
    toast.success(t('editor.saved'));
    onDone({ ...saved, projectId: projectId === noProject ? null : projectId });
  };
  const save = () =>
    update.mutate(
      { assetId: asset.id, changes: { title: title.trim() || asset.title, description, tags } },
      {
        onSuccess: (answer) => void finish(answer.asset),
        onError: (error) => toast.error(error.message),
      },
    );

  return (
    <div className="space-y-4">
      <h3 className="font-semibold">{t('editor.basic')}</h3>
      <div className="space-y-1">
        <Label htmlFor="editor-title">{t('editor.title')}</Label>
        <Input
          id="editor-title"
          value={title}
          maxLength={255}
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor="editor-description">{t('editor.description')}</Label>
        <Textarea
          id="editor-description"
          value={description}
          maxLength={2000}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor="editor-tags">{t('editor.tags')}</Label>
        <Input
          id="editor-tags"
          value={tagText}
          placeholder={t('editor.tagsPlaceholder')}
          onChange={(event) => setTagText(event.target.value)}
          onKeyDown={handleTagKey}
        />
        <ul className="flex flex-wrap gap-1" aria-label={t('editor.tags')}>
          {tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary" className="gap-1">
                {tag}
                <button
                  type="button"
                  aria-label={t('editor.removeTag', { tag })}
                  onClick={() => setTags((current) => current.filter((value) => value !== tag))}
                >
                  <X aria-hidden className="size-3" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      </div>
      <ProjectSelect
        value={projectId}
        onValueChange={setProjectId}
        noneLabel={t('projects:field.none')}
        onlyEditable
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={() => onDone(null)}>
          {t('actions.cancel')}
        </Button>
        <Button variant="outline" onClick={reset}>
          {t('editor.reset')}
        </Button>
        <Button
          onClick={save}
          isLoading={update.isPending || addToProject.isPending || removeFromProject.isPending}
        >
          {t('editor.save')}
        </Button>
      </div>
    </div>
  );
}
