import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedPost } from '../../../../shared/contracts/generation';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Spinner } from '../../../ui/Spinner';
import { Textarea } from '../../../ui/Textarea';
import { toast } from '../../../ui/Toaster';
import { useGenerateImage } from '../hooks/usePostMedia';

/** A new image from a prompt by the image provider; it becomes the post's image. */
export function GeneratePanel({ post }: { post: GeneratedPost }) {
  const { t } = useTranslation('media');
  const [prompt, setPrompt] = useState(post.imagePrompt ?? '');
  const [error, setError] = useState<string | undefined>();
  const generate = useGenerateImage(post.id);
  const statusId = useId();
  const submit = () => {
    if (!prompt.trim()) {
      setError(t('generate.empty'));
      return;
    }
    setError(undefined);
    generate.mutate(prompt, {
      onSuccess: () => toast.success(t('generate.done')),
      onError: (failure) => setError(failure.message),
    });
  };
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field label={t('generate.prompt')} error={error}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={prompt}
            onChange={(event) => setPrompt(event.target.value)}
          />
        )}
      </Field>
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={generate.isPending} aria-describedby={statusId}>
          {generate.isPending && <Spinner />}
          {generate.isPending ? t('generate.working') : t('generate.submit')}
        </Button>
        <span id={statusId} role="status" className="sr-only">
          {generate.isPending ? t('generate.working') : ''}
        </span>
      </div>
    </form>
  );
}
