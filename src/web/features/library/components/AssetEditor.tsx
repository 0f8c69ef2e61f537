import { Eye } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryAsset } from '../../../../shared/contracts/library';
import { Button, Progress, Tabs, TabsContent, TabsList, TabsTrigger, toast } from '../../../ui';
import { createProgressId, useAssetEditProgress } from '../hooks/useAssetEditProgress';
import { useEditAsset, useUpdateAsset } from '../hooks/useLibrary';
import { useAddToProject, useRemoveFromProject } from '../hooks/useProjects';
import { AdvancedTab } from './editor/AdvancedTab';
import { AiTab } from './editor/AiTab';
import { BasicTab, type BasicFields } from './editor/BasicTab';
import { EditPreview } from './editor/EditPreview';
import { clampBox, createInitialEdits, toOperations, type AdvancedEdits } from './editor/edit-state';
import { noProject } from './projects/ProjectSelect';

/** The tab the editor opens on. */
const firstTab = 'basic';

const savedFields = (asset: LibraryAsset): BasicFields => ({
  title: asset.title,
  description: asset.description,
  tags: asset.tags,
  projectId: asset.projectId ?? noProject,
});

/**
 * The asset editor (spec 2 §2): a live preview with a Preview toggle (the result as it will be saved, or the
 * whole picture with the crop box), and the tabs Basic, Advanced and AI. Reset restores the saved values;
 * Save Changes saves the Basic fields and, when the Advanced tab changes the picture, stores the edited NEW
 * version ('… (edited)', the original kept). The AI tab's operations make a new version at once.
 */
export function AssetEditor({
  asset,
  onDone,
}: {
  asset: LibraryAsset;
  onDone: (saved: LibraryAsset | null) => void;
}) {
  const { t } = useTranslation(['library', 'projects']);
  const update = useUpdateAsset();
  const editAsset = useEditAsset();
  const editProgress = useAssetEditProgress(editAsset.isPending ? editAsset.variables.progressId : undefined);
  const addToProject = useAddToProject();
  const removeFromProject = useRemoveFromProject();
  const [fields, setFields] = useState(() => savedFields(asset));
  const [edits, setEdits] = useState<AdvancedEdits>(createInitialEdits);
  const [showResult, setShowResult] = useState(false);
  const isVisual = (asset.type === 'image' || asset.type === 'video') && Boolean(asset.width && asset.height);

  const reset = () => {
    setFields(savedFields(asset));
    setEdits(createInitialEdits());
  };
  // The project field: moving the asset into another project, or out of its own (spec 2 §2 Basic tab).
  const saveProject = async () => {
    const next = fields.projectId === noProject ? null : fields.projectId;
    if (next === asset.projectId) return;
    if (next) await addToProject.mutateAsync({ projectId: next, assetIds: [asset.id] });
    else if (asset.projectId) {
      await removeFromProject.mutateAsync({ projectId: asset.projectId, assetIds: [asset.id] });
    }
  };
  const save = async () => {
    try {
      const { asset: saved } = await update.mutateAsync({
        assetId: asset.id,
        changes: {
          title: fields.title.trim() || asset.title,
          description: fields.description,
          tags: fields.tags,
        },
      });
      await saveProject();
      const operations = isVisual ? toOperations(edits, asset) : [];
      if (operations.length > 0) {
        const { asset: created } = await editAsset.mutateAsync({
          assetId: asset.id,
          operations,
          progressId: createProgressId(asset.type),
        });
        toast.success(t('editor.versionSaved', { title: created.title }));
        onDone(created);
        return;
      }
      toast.success(t('editor.saved'));
      onDone({ ...saved, projectId: fields.projectId === noProject ? null : fields.projectId });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('errors.save'));
    }
  };
  const isSaving =
    update.isPending || editAsset.isPending || addToProject.isPending || removeFromProject.isPending;

  return (
    <div className="grid min-h-0 flex-1 gap-4 lg:grid-cols-[1fr_24rem]">
      {isVisual ? (
        <div className="space-y-2 max-lg:sticky max-lg:-top-4 max-lg:z-10 max-lg:bg-card max-lg:pb-2 lg:sticky lg:top-0 lg:self-start">
          <Button
            size="sm"
            variant={showResult ? 'primary' : 'outline'}
            aria-pressed={showResult}
            onClick={() => setShowResult((value) => !value)}
          >
            <Eye aria-hidden className="size-4" />
            {t('editor.preview')}
          </Button>
          <EditPreview
            asset={asset}
            edits={edits}
            showResult={showResult}
            onMoveCrop={(box) => setEdits((current) => ({ ...current, crop: clampBox(box, asset) }))}
          />
          {editAsset.isPending &&
            (asset.type === 'video' ? (
              <Progress label={t('editor.applyingVideo')} value={editProgress ?? 0} />
            ) : (
              <p role="status">{t('editor.applying')}</p>
            ))}
        </div>
      ) : null}
      <div className="flex min-h-0 flex-col gap-4">
        <Tabs defaultValue={firstTab}>
          <TabsList aria-label={t('editor.tabs')}>
            <TabsTrigger value="basic">{t('editor.basic')}</TabsTrigger>
            <TabsTrigger value="advanced" disabled={!isVisual}>
              {t('editor.advanced')}
            </TabsTrigger>
            <TabsTrigger value="ai" disabled={!isVisual}>
              {t('editor.ai')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="basic">
            <BasicTab fields={fields} onChange={setFields} />
          </TabsContent>
          <TabsContent value="advanced">
            <AdvancedTab asset={asset} edits={edits} onChange={setEdits} />
          </TabsContent>
          <TabsContent value="ai">
            <AiTab asset={asset} onCreated={(created) => onDone(created)} />
          </TabsContent>
        </Tabs>
        <div className="mt-auto flex flex-wrap justify-end gap-2 border-t pt-3">
          <Button variant="ghost" onClick={() => onDone(null)}>
            {t('actions.cancel')}
          </Button>
          <Button variant="outline" onClick={reset}>
            {t('editor.reset')}
          </Button>
          <Button onClick={() => void save()} isLoading={isSaving}>
            {t('editor.save')}
          </Button>
        </div>
      </div>
    </div>
  );
}
