import { useId } from 'react';
import { CircleCheck, FileImage, FileVideo, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../../../i18n/format';
import { Button, Progress } from '../../../../ui';
import { formatLocalFileSize } from '../../format-file-size';
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
  const { t } = useTranslation('generation');
  const format = useLocaleFormat();
  const headingId = useId();
  if (uploads.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        {t('upload.selected', { count: uploads.length })}
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
                  <p className="text-xs text-muted-foreground">
                    {formatLocalFileSize(entry.file.size, format)}
                  </p>
                </div>
                {entry.assetId && (
                  <CircleCheck
                    aria-label={t('upload.uploaded')}
                    role="img"
                    className="size-5 shrink-0 text-success"
                  />
                )}
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('upload.remove', { name: entry.file.name })}
                  disabled={disabled}
                  onClick={() => onRemove(entry.key)}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
              {entry.progress !== null && (
                <Progress
                  label={t('upload.uploading', { name: entry.file.name })}
                  value={entry.progress}
                  formatValue={(value, max) => format.number(value / max, { style: 'percent' })}
                  hideLabel
                />
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
