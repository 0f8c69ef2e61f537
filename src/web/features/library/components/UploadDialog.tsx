import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, CircleAlert, Upload } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updateLibraryAssetContract } from '../../../../shared/contracts/library';
import { uploadMediaContract } from '../../../../shared/contracts/media';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { uploadFile } from '../../../api/upload';
import { Button, Dialog, DialogContent, Input, Label, Progress, Switch, cn } from '../../../ui';
import { formatFileSize, parseTagList } from '../format';
import { addProjectAssetsContract } from '../../../../shared/contracts/projects';
import { ProjectSelect, noProject } from './projects/ProjectSelect';

type UploadStatus = 'waiting' | 'uploading' | 'processing' | 'completed' | 'error';

interface UploadItem {
  id: string;
  file: File;
  status: UploadStatus;
  progress: number;
  error?: string;
  /** A completed upload whose tags could not be added afterwards: the file is stored, the note says so. */
  warning?: string;
}

/** What the file picker offers: the kinds the server's validator takes (it decides by content, not by this). */
export const uploadAccept = [
  'image/*',
  'video/*',
  'audio/*',
  '.pdf',
  'application/pdf',
  '.doc',
  'application/msword',
  '.docx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.txt',
  'text/plain',
].join(',');

/** The message of a failure, for a row's status. */
function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The Upload Assets dialog: drop zone, file list with real per-file progress, Upload Settings panel. */
export function UploadDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(['library', 'projects']);
  const queryClient = useQueryClient();
  const [projectId, setProjectId] = useState(noProject);
  const inputRef = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<UploadItem[]>([]);
  const [isDragging, setIsDragging] = useState(false);
  const [tagText, setTagText] = useState('');
  const [isRunning, setIsRunning] = useState(false);

  const patch = (id: string, changes: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...changes } : item)));

  const addFiles = (files: FileList | null) => {
    if (!files) return;
    setItems((current) => [
      ...current,
      ...[...files].map((file) => ({
        id: crypto.randomUUID(),
        file,
        status: 'waiting' as const,
        progress: 0,
      })),
    ]);
  };

  const uploadAll = async () => {
    setIsRunning(true);
    const tags = parseTagList(tagText);
    for (const item of items.filter((entry) => entry.status === 'waiting')) {
      patch(item.id, { status: 'uploading', progress: 0 });
      const form = new FormData();
      form.append('purpose', 'library');
      form.append('file', item.file);
      let answer;
      try {
        answer = uploadMediaContract.response.parse(
          await uploadFile(uploadMediaContract.path, form, {
            onProgress: (progress) =>
              patch(item.id, progress >= 100 ? { progress, status: 'processing' } : { progress }),
          }),
        );
      } catch (error) {
        patch(item.id, { status: 'error', error: describeError(error) });
        continue;
      }
      // The file is stored from here on: a failed tag step leaves it completed, with a note.
      try {
        if (tags.length > 0) {
          await callApi(updateLibraryAssetContract, {
            params: { assetId: answer.asset.id },
            body: { tags: [...answer.asset.tags, ...tags] },
          });
        }
        if (projectId !== noProject) {
          await callApi(addProjectAssetsContract, {
            params: { projectId },
            body: { assetIds: [answer.asset.id] },
          });
        }
        patch(item.id, { status: 'completed', progress: 100 });
      } catch (error) {
        patch(item.id, {
          status: 'completed',
          progress: 100,
          warning: t('upload.tagsFailed', { error: describeError(error) }),
        });
      }
    }
    setIsRunning(false);
    void queryClient.invalidateQueries({ queryKey: queryKeys.library });
  };

  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    addFiles(event.dataTransfer.files);
  };

  const close = (next: boolean) => {
    if (isRunning) return;
    if (!next) setItems([]);
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title={t('upload.title')}
        description={t('upload.description')}
        className="max-w-3xl"
        footer={
          <>
            <Button variant="outline" onClick={() => close(false)} disabled={isRunning}>
              {t('actions.close')}
            </Button>
            <Button
              onClick={() => void uploadAll()}
              isLoading={isRunning}
              disabled={!items.some((item) => item.status === 'waiting')}
            >
              {t('upload.start')}
            </Button>
          </>
        }
      >
        <div className="grid gap-4 md:grid-cols-[1fr_14rem]">
          <div className="space-y-3">
            <div
              onDragOver={(event) => {
                event.preventDefault();
                setIsDragging(true);
              }}
              onDragLeave={() => setIsDragging(false)}
              onDrop={handleDrop}
              className={cn(
                'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm',
                isDragging ? 'border-primary bg-primary/5' : 'border-input',
              )}
            >
              <Upload aria-hidden className="size-8 text-muted-foreground" />
              <p>{t('upload.drop')}</p>
              <p className="text-xs text-muted-foreground">{t('upload.accepted')}</p>
              <Button variant="outline" size="sm" onClick={() => inputRef.current?.click()}>
                {t('upload.browse')}
              </Button>
              <input
                ref={inputRef}
                type="file"
                multiple
                className="sr-only"
                aria-label={t('upload.browse')}
                accept={uploadAccept}
                onChange={(event) => {
                  addFiles(event.target.files);
                  event.target.value = '';
                }}
              />
            </div>
            {items.length > 0 && (
              <ul className="max-h-64 space-y-2 overflow-y-auto" aria-label={t('upload.files')}>
                {items.map((item) => (
                  <li key={item.id} className="rounded border p-2 text-sm" data-status={item.status}>
                    <div className="flex items-center justify-between gap-2">
                      <span className="truncate font-medium">{item.file.name}</span>
                      <span className="shrink-0 text-xs text-muted-foreground">
                        {formatFileSize(item.file.size)}
                      </span>
                    </div>
                    <div className="mt-1 flex items-center gap-2 text-xs">
                      {item.status === 'completed' && (
                        <CheckCircle2 aria-hidden className="size-4 text-green-600 dark:text-green-400" />
                      )}
                      {item.status === 'error' && (
                        <CircleAlert aria-hidden className="size-4 text-destructive" />
                      )}
                      <span className={cn(item.status === 'error' && 'text-destructive')} role="status">
                        {t(`upload.status.${item.status}`)}
                        {item.error ? `: ${item.error}` : ''}
                      </span>
                    </div>
                    {item.warning && (
                      <p className="mt-1 text-xs text-amber-700 dark:text-amber-300">{item.warning}</p>
                    )}
                    {(item.status === 'uploading' || item.status === 'processing') && (
                      <Progress
                        label={t('upload.progress', { name: item.file.name })}
                        hideLabel
                        value={item.status === 'processing' ? null : item.progress}
                      />
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <aside className="space-y-3 rounded-lg bg-muted/50 p-3 text-sm" aria-label={t('upload.settings')}>
            <h3 className="font-semibold">{t('upload.settings')}</h3>
            <div className="space-y-1">
              <Label htmlFor="upload-tags">{t('upload.tags')}</Label>
              <Input
                id="upload-tags"
                value={tagText}
                placeholder={t('upload.tagsPlaceholder')}
                onChange={(event) => setTagText(event.target.value)}
              />
            </div>
            <ProjectSelect
              value={projectId}
              onValueChange={setProjectId}
              noneLabel={t('projects:field.none')}
              onlyEditable
            />
            <Switch
              id="upload-ai"
              checked={false}
              disabled
              label={t('upload.aiAnalysis')}
              description={t('upload.aiAnalysisNote')}
            />
          </aside>
        </div>
      </DialogContent>
    </Dialog>
  );
}
