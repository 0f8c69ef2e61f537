import { useId, useRef, useState, type ChangeEvent } from 'react';
import { ImageUp, Trash2, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isProfileImageSizeAllowed } from '../../../../../shared/domain/limits';
import { ApiError } from '../../../../api/client';
import { Button, Progress, cn } from '../../../../ui';
import { useRemoveAvatar, useUploadAvatar } from '../../hooks/useAvatar';
import { translateProfileMessage } from '../../profile-messages';

/**
 * The profile image: the current square image (or a placeholder), Upload (an image under 5MB, checked here
 * with the spec's messages and again on the server) and Remove. It applies at once, without Save.
 */
export function AvatarField({ avatarUrl, name }: { avatarUrl: string | null; name: string }) {
  const { t } = useTranslation('settings');
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number>();
  const [problem, setProblem] = useState<string>();
  const upload = useUploadAvatar(setProgress);
  const remove = useRemoveAvatar();

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(undefined);
    if (!file.type.startsWith('image/')) {
      setProblem(t('profile.avatar.notImage'));
      return;
    }
    if (!isProfileImageSizeAllowed(file.size)) {
      setProblem(t('profile.avatar.tooLarge'));
      return;
    }
    setProgress(0);
    upload.mutate(file, {
      onError: (error) =>
        setProblem(
          error instanceof ApiError
            ? (translateProfileMessage({ message: error.message }) ?? error.message)
            : t('profile.avatar.failed'),
        ),
      onSettled: () => setProgress(undefined),
    });
  }

  function handleRemove() {
    setProblem(undefined);
    remove.mutate(undefined, { onError: () => setProblem(t('profile.avatar.removeFailed')) });
  }

  const isBusy = upload.isPending || remove.isPending;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
      <div
        className={cn(
          'flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full border bg-muted',
        )}
      >
        {avatarUrl ? (
          <img src={avatarUrl} alt={t('profile.avatar.alt', { name })} className="size-full object-cover" />
        ) : (
          <UserRound aria-hidden="true" className="size-10 text-muted-foreground" />
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <p className="text-sm font-medium">{t('profile.avatar.label')}</p>
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/*"
            hidden
            tabIndex={-1}
            onChange={handleFile}
            disabled={isBusy}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            isLoading={upload.isPending}
            disabled={isBusy}
            onClick={() => input.current?.click()}
            aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
          >
            {!upload.isPending && <ImageUp aria-hidden="true" />}
            {avatarUrl ? t('profile.avatar.change') : t('profile.avatar.upload')}
          </Button>
          {avatarUrl && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              isLoading={remove.isPending}
              disabled={isBusy}
              onClick={handleRemove}
            >
              {!remove.isPending && <Trash2 aria-hidden="true" />}
              {t('profile.avatar.remove')}
            </Button>
          )}
        </div>
        {progress !== undefined && (
          <Progress value={progress} label={t('profile.avatar.uploading')} className="max-w-56" />
        )}
        <p id={hintId} className="text-sm text-muted-foreground">
          {t('profile.avatar.hint')}
        </p>
        {problem && (
          <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}
