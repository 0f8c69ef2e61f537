import { useId } from 'react';
import { CircleCheck, FileImage, FileVideo, X } from 'lucide-react';
import { formatFileSize } from '../../../../../shared/domain/formatting';
import { Button, Progress } from '../../../../ui';
import type { UploadEntry } from './generator-form';

/**
 * The files picked on the Upload Media tab: name, size, a remove button, and while uploading a progress bar;
 * a failed upload shows the server's message on its row.
 */
export function UploadFileList({
  uploads,
  onRemove,
  disabled,
}: {
  uploads: UploadEntry[];
  onRemove: (key: string) => void;
  disabled?: boolean;
}) {
  const headingId = useId();
  if (uploads.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        Selected files ({uploads.length})
      </h3>
      <ul className="flex flex-col gap-2">
        {uploads.map((entry) => {
          const Icon = entry.file.type.startsWith('video/') ? FileVideo : FileImage;
          return (
            <li key={entry.key} className="flex flex-col gap-2 rounded-lg border bg-card p-3">
              <div className="flex items-center gap-3">
                <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium" title={entry.file.name}>
                    {entry.file.name}
                  </p>
                  <p className="text-xs text-muted-foreground">{formatFileSize(entry.file.size)}</p>
                </div>
                {entry.assetId && (
                  <CircleCheck aria-label="Uploaded" role="img" className="size-5 shrink-0 text-success" />
                )}
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${entry.file.name}`}
                  disabled={disabled}
                  onClick={() => onRemove(entry.key)}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
              {entry.progress !== null && (
                <Progress label={`Uploading ${entry.file.name}`} value={entry.progress} hideLabel />
              )}
              {entry.error && (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {entry.error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
