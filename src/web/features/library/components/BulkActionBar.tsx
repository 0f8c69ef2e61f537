import {
  Archive,
  ArchiveRestore,
  Copy,
  Download,
  FileOutput,
  FolderPlus,
  Tag,
  Sparkles,
  Trash2,
  X,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogClose, DialogContent, Input, Label, toast } from '../../../ui';
import { parseTagList } from '../format';
import { saveDownload, useBulkAction, useEditAsset, zipUrl } from '../hooks/useLibrary';
import { ExportDialog } from './ExportDialog';
import { AddToProjectDialog } from './projects/AddToProjectDialog';

interface BulkActionBarProps {
  selectedIds: string[];
  /** Titles of the selected assets on the current page (the export dialog lists them). */
  selectedTitles: string[];
  /** The one selected asset when it is an image or a video (Enhance takes one item only); else null. */
  enhanceable: { id: string; title: string } | null;
  canEdit: boolean;
  isArchivedView: boolean;
  onClear: () => void;
}

/** The bar that floats at the bottom while assets are selected (spec 2 §5). */
export function BulkActionBar({
  selectedIds,
  selectedTitles,
  enhanceable,
  canEdit,
  isArchivedView,
  onClear,
}: BulkActionBarProps) {
  const { t } = useTranslation(['library', 'projects']);
  const bulk = useBulkAction();
  const edit = useEditAsset();
  const [dialog, setDialog] = useState<'tags' | 'delete' | 'project' | null>(null);
  const [tagText, setTagText] = useState('');
  const [isDownloading, setIsDownloading] = useState(false);
  const [isExportOpen, setIsExportOpen] = useState(false);
  const count = selectedIds.length;

  const run = (action: 'duplicate' | 'archive' | 'restore' | 'delete' | 'add-tags', tags?: string[]) =>
    bulk.mutate(
      { action, assetIds: selectedIds, ...(tags ? { tags } : {}) },
      {
        onSuccess: (answer) => {
          toast.success(t(`bulk.done.${action}`, { count: answer.count }));
          setDialog(null);
          if (action === 'delete' || action === 'archive' || action === 'restore') onClear();
        },
        onError: (error) => toast.error(error instanceof Error ? error.message : t('errors.save')),
      },
    );

  // The AI tab's auto-enhance (normalise + sharpen) on the one selected file: a new '… (edited)' asset.
  const enhance = () => {
    if (!enhanceable) return;
    edit.mutate(
      { assetId: enhanceable.id, operations: [{ type: 'enhance' }] },
      {
        onSuccess: (answer) => toast.success(t('bulk.done.enhance', { title: answer.asset.title })),
        onError: (error) => toast.error(error instanceof Error ? error.message : t('errors.save')),
      },
    );
  };

  const download = async () => {
    setIsDownloading(true);
    try {
      await saveDownload(zipUrl(selectedIds), 'content-library.zip');
    } catch {
      toast.error(t('errors.download'));
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <div
      role="region"
      aria-label={t('bulk.label')}
      className="fixed inset-x-2 bottom-20 z-30 mx-auto flex max-w-3xl flex-wrap items-center gap-2 rounded-lg border bg-popover p-2 text-popover-foreground shadow-lg md:bottom-4"
    >
      <p className="px-2 text-sm font-medium" aria-live="polite">
        {t('bulk.selected', { count })}
      </p>
      <Button size="sm" variant="outline" onClick={() => void download()} isLoading={isDownloading}>
        <Download aria-hidden className="size-4" />
        {t('bulk.download')}
      </Button>
      <Button size="sm" variant="outline" onClick={() => setIsExportOpen(true)}>
        <FileOutput aria-hidden className="size-4" />
        {t('export.button')}
      </Button>
      <ExportDialog
        assetIds={selectedIds}
        titles={selectedTitles}
        open={isExportOpen}
        onOpenChange={setIsExportOpen}
      />
      {canEdit && (
        <>
          <Button size="sm" variant="outline" onClick={() => run('duplicate')} disabled={bulk.isPending}>
            <Copy aria-hidden className="size-4" />
            {t('bulk.duplicate')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDialog('tags')} disabled={bulk.isPending}>
            <Tag aria-hidden className="size-4" />
            {t('bulk.addTags')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDialog('project')} disabled={bulk.isPending}>
            <FolderPlus aria-hidden className="size-4" />
            {t('projects:add.button')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={enhance}
            disabled={!enhanceable || bulk.isPending}
            isLoading={edit.isPending}
            title={enhanceable ? undefined : t('bulk.enhanceHint')}
            aria-describedby={enhanceable ? undefined : 'bulk-enhance-hint'}
          >
            <Sparkles aria-hidden className="size-4" />
            {t('bulk.enhance')}
          </Button>
          {!enhanceable && (
            <span id="bulk-enhance-hint" className="sr-only">
              {t('bulk.enhanceHint')}
            </span>
          )}
          <Button
            size="sm"
            variant="outline"
            onClick={() => run(isArchivedView ? 'restore' : 'archive')}
            disabled={bulk.isPending}
          >
            {isArchivedView ? (
              <ArchiveRestore aria-hidden className="size-4" />
            ) : (
              <Archive aria-hidden className="size-4" />
            )}
            {isArchivedView ? t('bulk.restore') : t('bulk.archive')}
          </Button>
          <Button
            size="sm"
            variant="destructive"
            onClick={() => setDialog('delete')}
            disabled={bulk.isPending}
          >
            <Trash2 aria-hidden className="size-4" />
            {t('bulk.delete')}
          </Button>
        </>
      )}
      <Button size="sm" variant="ghost" onClick={onClear}>
        <X aria-hidden className="size-4" />
        {t('bulk.clear')}
      </Button>

      <Dialog open={dialog === 'tags'} onOpenChange={(open) => setDialog(open ? 'tags' : null)}>
        <DialogContent
          title={t('bulk.addTagsTitle')}
          description={t('bulk.addTagsHint')}
          footer={
            <>
              <DialogClose asChild>
                <Button variant="outline">{t('actions.cancel')}</Button>
              </DialogClose>
              <Button
                isLoading={bulk.isPending}
                onClick={() => {
                  const tags = parseTagList(tagText);
                  if (tags.length > 0) run('add-tags', tags);
                }}
              >
                {t('bulk.addTags')}
              </Button>
            </>
          }
        >
          <Label htmlFor="bulk-tags">{t('bulk.tagsLabel')}</Label>
          <Input id="bulk-tags" value={tagText} onChange={(event) => setTagText(event.target.value)} />
        </DialogContent>
      </Dialog>

      <AddToProjectDialog
        open={dialog === 'project'}
        onOpenChange={(open) => setDialog(open ? 'project' : null)}
        assetIds={selectedIds}
      />

      <Dialog open={dialog === 'delete'} onOpenChange={(open) => setDialog(open ? 'delete' : null)}>
        <DialogContent
          title={t('bulk.deleteTitle')}
          description={t('bulk.deleteConfirm', { count })}
          footer={
            <>
              <DialogClose asChild>
                <Button variant="outline">{t('actions.cancel')}</Button>
              </DialogClose>
              <Button variant="destructive" isLoading={bulk.isPending} onClick={() => run('delete')}>
                {t('bulk.delete')}
              </Button>
            </>
          }
        />
      </Dialog>
    </div>
  );
}
