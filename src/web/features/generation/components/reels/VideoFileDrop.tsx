import { useId, useRef, useState } from 'react';
import type { ChangeEvent, DragEvent, ReactNode } from 'react';
import { CircleAlert, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../../../i18n/format';
import { Button } from '../../../../ui/Button';
import { cn } from '../../../../ui/cn';
import { formatSizeIn } from '../../format-file-size';
import { findVideoFileProblem } from '../../video-file-rules';

/** Props of {@link VideoFileDrop}. */
export interface VideoFileDropProps {
  /** True while any clip is uploading or transcribing: choosing waits. */
  isProcessing: boolean;
  /** A video that passed the type and 100MB checks. */
  onFile: (file: File) => void;
  /** Progress or error of processing this component's file; given only while its file is the one processed. */
  status?: ReactNode;
}

/**
 * Uploads an existing video instead of recording: drag and drop or 'Choose Video'. Only video types up to 100MB
 * pass ('Please select a valid video file.', on drop 'Please drop a valid video file.', 'Video file is too
 * large...'); the first file of a multi-file drop is used.
 */
export function VideoFileDrop({ isProcessing, onFile, status }: VideoFileDropProps) {
  const { t } = useTranslation('generation');
  const format = useLocaleFormat();
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const hintId = useId();
  const [isDragging, setIsDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const isProcessingMine = isProcessing && status !== undefined;

  function accept(file: File | undefined, how: 'select' | 'drop') {
    if (!file) return;
    const problem = findVideoFileProblem(file, how);
    setError(problem);
    if (problem) return;
    setChosen(file);
    onFile(file);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    accept(event.target.files?.[0], 'select');
    event.target.value = '';
  }

  function handleDragOver(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    event.dataTransfer.dropEffect = isProcessing ? 'none' : 'copy';
    setIsDragging(true);
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragging(false);
    if (!isProcessing) accept(event.dataTransfer.files[0], 'drop');
  }

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border p-4">
      <h3 id={titleId} className="text-base font-semibold">
        {t('videoFile.heading')}
      </h3>
      <div
        onDragEnter={handleDragOver}
        onDragOver={handleDragOver}
        onDragLeave={() => setIsDragging(false)}
        onDrop={handleDrop}
        className={cn(
          'flex flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed px-4 py-8 text-center',
          'transition-colors',
          isDragging ? 'border-primary bg-primary/5' : 'border-border',
        )}
      >
        <Upload aria-hidden="true" className="size-8 text-muted-foreground" />
        <p id={hintId} className="text-sm text-muted-foreground">
          {t('videoFile.hint')}
        </p>
        <Button
          variant="outline"
          aria-describedby={hintId}
          isLoading={isProcessingMine}
          disabled={isProcessing}
          onClick={() => inputRef.current?.click()}
        >
          {t('videoFile.choose')}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept="video/*"
          tabIndex={-1}
          aria-hidden="true"
          className="hidden"
          onChange={handleChange}
        />
        {chosen && isProcessingMine && (
          <p className="text-sm break-all text-foreground">
            {chosen.name}{' '}
            <span className="text-muted-foreground">
              ({formatSizeIn(chosen.size / (1024 * 1024), 'MB', format)})
            </span>
          </p>
        )}
      </div>
      {error && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium text-destructive"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
      {status}
    </section>
  );
}
