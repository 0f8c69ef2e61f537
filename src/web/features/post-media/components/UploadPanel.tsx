import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedPost } from '../../../../shared/contracts/generation';
import { Input } from '../../../ui/Input';
import { Progress } from '../../../ui/Progress';
import { toast } from '../../../ui/Toaster';
import { useUploadAndChoose } from '../hooks/usePostMedia';

/** Uploads an image or video into the library (the server's one validator) and makes it the post's media. */
export function UploadPanel({ post }: { post: GeneratedPost }) {
  const { t } = useTranslation('media');
  const upload = useUploadAndChoose(post.id);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={inputId} className="text-sm font-medium">
        {t('upload.label')}
      </label>
      <Input
        id={inputId}
        type="file"
        accept="image/*,video/*"
        aria-describedby={hintId}
        disabled={upload.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setError(null);
          upload.mutate(file, {
            onSuccess: () => toast.success(t('upload.done')),
            onError: (failure) => setError(failure.message),
          });
        }}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('upload.hint')}
      </p>
      {upload.progress !== null && <Progress label={t('upload.uploading')} value={upload.progress} />}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
