import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageIcon } from 'lucide-react';
import type { GeneratedPost } from '../../../../shared/contracts/generation';
import { Button } from '../../../ui/Button';
import { Label } from '../../../ui/Label';
import { Textarea } from '../../../ui/Textarea';
import type { usePostActions } from '../hooks/usePostActions';

/**
 * The image prompt, hidden by default (spec): 'Show image prompt' opens it for reading and editing, and
 * 'Regenerate image' makes a new image from it (non-empty after trimming). On a provider failure the prompt
 * is still saved and the previous image stays, labelled as a fallback; the failure is said here.
 */
export function ImagePromptPanel({
  post,
  actions,
  canEdit,
}: {
  post: GeneratedPost;
  actions: ReturnType<typeof usePostActions>;
  canEdit: boolean;
}) {
  const { t } = useTranslation('review');
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [prompt, setPrompt] = useState(post.imagePrompt ?? '');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { regenerateImage } = actions;

  const handleRegenerate = () => {
    setNotice(null);
    if (prompt.trim() === '') {
      setError(t('image.promptRequired'));
      return;
    }
    setError(null);
    regenerateImage.mutate(prompt.trim(), {
      onSuccess: ({ imageFailed }) => setNotice(imageFailed ? t('image.failed') : t('image.done')),
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="link"
        size="sm"
        className="self-start"
        aria-expanded={isOpen}
        aria-controls={`${id}-panel`}
        onClick={() => setIsOpen(!isOpen)}
      >
        {isOpen ? t('image.hidePrompt') : t('image.showPrompt')}
      </Button>
      {isOpen && (
        <div id={`${id}-panel`} className="flex flex-col gap-2 rounded-md border p-3">
          <Label htmlFor={`${id}-prompt`}>{t('image.prompt')}</Label>
          <Textarea
            id={`${id}-prompt`}
            rows={3}
            value={prompt}
            readOnly={!canEdit}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-message`}
            onChange={(event) => setPrompt(event.target.value)}
          />
          <div id={`${id}-message`} role="status" aria-live="polite" className="text-xs">
            {regenerateImage.isPending && <span className="text-muted-foreground">{t('image.working')}</span>}
            {!regenerateImage.isPending && error && <span className="text-destructive">{error}</span>}
            {!regenerateImage.isPending && !error && notice && (
              <span
                className={regenerateImage.data?.imageFailed ? 'text-destructive' : 'text-muted-foreground'}
              >
                {notice}
              </span>
            )}
          </div>
          {canEdit && (
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              isLoading={regenerateImage.isPending}
              onClick={handleRegenerate}
            >
              <ImageIcon aria-hidden="true" />
              {t('image.regenerate')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
