import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshCw } from 'lucide-react';
import { maxInstructionLength } from '../../../../shared/contracts/review';
import { Button } from '../../../ui/Button';
import { Input } from '../../../ui/Input';
import { Label } from '../../../ui/Label';
import type { usePostActions } from '../hooks/usePostActions';

/**
 * 'Regenerate post' with an optional one-line instruction ('shorter', 'mention the discount'); the work is
 * shown while it runs, and a provider failure is said under the button (the post stays as it was).
 */
export function RegeneratePanel({ actions }: { actions: ReturnType<typeof usePostActions> }) {
  const { t } = useTranslation('review');
  const id = useId();
  const [instruction, setInstruction] = useState('');
  const { regenerate } = actions;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    regenerate.mutate(instruction, { onSuccess: () => setInstruction('') });
  };

  return (
    <form className="flex flex-col gap-2" onSubmit={handleSubmit} aria-busy={regenerate.isPending}>
      <Label htmlFor={`${id}-instruction`}>{t('regenerate.instruction')}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-instruction`}
          value={instruction}
          maxLength={maxInstructionLength}
          placeholder={t('regenerate.placeholder')}
          disabled={regenerate.isPending}
          aria-describedby={`${id}-status`}
          onChange={(event) => setInstruction(event.target.value.replace(/[\r\n]/gu, ' '))}
        />
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          className="shrink-0"
          isLoading={regenerate.isPending}
        >
          <RefreshCw aria-hidden="true" />
          {t('regenerate.action')}
        </Button>
      </div>
      <p id={`${id}-status`} role="status" aria-live="polite" className="text-xs">
        {regenerate.isPending && <span className="text-muted-foreground">{t('regenerate.working')}</span>}
        {regenerate.isError && <span className="text-destructive">{regenerate.error.message}</span>}
      </p>
    </form>
  );
}
