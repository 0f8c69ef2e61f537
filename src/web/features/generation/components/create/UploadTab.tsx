import { useId, useRef, useState, type DragEvent } from 'react';
import { FolderOpen, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, Field, Input, Textarea, cn } from '../../../../ui';
import { isAcceptedMediaType, maxUploadFiles, type UploadEntry } from './generator-form';
import { Notice } from './Notice';
import { UploadFileList } from './UploadFileList';

let nextEntryKey = 0;

function toEntries(files: readonly File[]): UploadEntry[] {
  return files.map((file) => {
    nextEntryKey += 1;
    return { key: `upload-${nextEntryKey}`, file, progress: null };
  });
}

/**
 * The Upload Media tab: a drop zone (also a button that opens the file chooser), 'Choose Files', the file
 * list and the auto-filled, editable prompt. Only image/* and video/* files are taken; each file is uploaded as
 * soon as it is chosen (the screen's upload queue), so the server's refusal shows on its row at once and goes
 * with the row. A message about refused types goes when the next files are chosen or a file is removed.
 */
export function UploadTab({
  uploads,
  onUploadsChange,
  prompt,
  onPromptChange,
  subject,
  onSubjectChange,
  isAskingSubject,
  disabled,
}: {
  uploads: UploadEntry[];
  onUploadsChange: (uploads: UploadEntry[]) => void;
  prompt: string;
  onPromptChange: (prompt: string) => void;
  /** One line about the subject, asked for when the prompt is only an instruction about the files. */
  subject: string;
  onSubjectChange: (subject: string) => void;
  /** True once Generate was pressed with only an instruction: the field shows and the run waits for it. */
  isAskingSubject: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation('generation');
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [isDragging, setIsDragging] = useState(false);
  const [message, setMessage] = useState<'invalidType' | 'tooMany' | null>(null);

  function addFiles(files: readonly File[]) {
    if (files.length === 0) return;
    const accepted = files.filter((file) => isAcceptedMediaType(file.type));
    const room = Math.max(0, maxUploadFiles - uploads.length);
    if (accepted.length < files.length) setMessage('invalidType');
    else if (accepted.length > room) setMessage('tooMany');
    else setMessage(null);
    const taken = accepted.slice(0, room);
    if (taken.length > 0) onUploadsChange([...uploads, ...toEntries(taken)]);
  }

  function handleDrop(event: DragEvent<HTMLButtonElement>) {
    event.preventDefault();
    setIsDragging(false);
    if (!disabled) addFiles([...event.dataTransfer.files]);
  }

  function handleDragOver(event: DragEvent<HTMLButtonElement>) {
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    setIsDragging(true);
  }

  return (
    <div className="flex flex-col gap-4">
      <input
        ref={inputRef}
        type="file"
        multiple
        accept="image/*,video/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          addFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <button
        type="button"
        disabled={disabled}
        aria-describedby={hintId}
        onClick={() => inputRef.current?.click()}
        onDragOver={handleDragOver}
        onDragEnter={handleDragOver}
        onDragLeave={() => setIsDragging(false)}
        onDrop={handleDrop}
        className={cn(
          'flex min-h-44 flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed p-6 text-center',
          'transition-colors hover:border-primary hover:bg-accent disabled:cursor-not-allowed disabled:opacity-50',
          isDragging ? 'border-primary bg-primary/10' : 'border-input bg-muted/40',
        )}
      >
        <Upload aria-hidden="true" className="size-8 text-muted-foreground" />
        <span className="text-base font-medium">{t('upload.dropZone')}</span>
        <span id={hintId} className="text-sm text-muted-foreground">
          {t('upload.dropZoneHint')}
        </span>
      </button>
      <div>
        <Button variant="outline" disabled={disabled} onClick={() => inputRef.current?.click()}>
          <FolderOpen aria-hidden="true" />
          {t('upload.choose')}
        </Button>
      </div>
      {message && (
        <Notice tone="error">
          {message === 'invalidType'
            ? t('alerts.invalidUploadType')
            : t('upload.tooMany', { max: maxUploadFiles })}
        </Notice>
      )}
      <UploadFileList
        uploads={uploads}
        disabled={disabled}
        onRemove={(key) => {
          setMessage(null);
          onUploadsChange(uploads.filter((entry) => entry.key !== key));
        }}
      />
      {uploads.length > 0 && (
        <Field label={t('upload.promptLabel')} hint={t('upload.promptHint')}>
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              value={prompt}
              disabled={disabled}
              onChange={(event) => onPromptChange(event.target.value)}
            />
          )}
        </Field>
      )}
      {uploads.length > 0 && isAskingSubject && (
        <Field
          label={t('upload.subjectLabel')}
          hint={t('upload.subjectHint')}
          error={subject.trim() === '' ? t('upload.subjectMessage') : undefined}
          isRequired
        >
          {(control) => (
            <Input
              {...control}
              autoFocus
              value={subject}
              maxLength={300}
              disabled={disabled}
              placeholder={t('upload.subjectPlaceholder')}
              onChange={(event) => onSubjectChange(event.target.value)}
            />
          )}
        </Field>
      )}
    </div>
  );
}
