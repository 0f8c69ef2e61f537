import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { WandSparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, Field, Switch, Textarea } from '../../../../ui';
import { useEnhancePrompt } from '../../hooks/useEnhancePrompt';
import { Notice } from './Notice';

/**
 * The Quick Start tab: the prompt with an 'Enhance prompt' button (the answer replaces the prompt; an
 * offline/fallback answer is noted) and the 'Use current web information' toggle. When web search is not
 * available (the offline writer cannot search), the toggle is off and disabled, and its line says why.
 */
export function QuickStartTab({
  prompt,
  onPromptChange,
  useWebSearch,
  onUseWebSearchChange,
  isWebSearchAvailable = true,
  disabled,
}: {
  prompt: string;
  onPromptChange: (prompt: string) => void;
  useWebSearch: boolean;
  onUseWebSearchChange: (useWebSearch: boolean) => void;
  /** False when no AI text provider is configured: web search cannot run. */
  isWebSearchAvailable?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation('generation');
  const enhancePrompt = useEnhancePrompt();
  const [enhanceNote, setEnhanceNote] = useState<'offline' | 'failed' | null>(null);

  function handleEnhance() {
    setEnhanceNote(null);
    enhancePrompt.mutate(prompt.trim(), {
      onSuccess: (answer) => {
        onPromptChange(answer.prompt);
        if (answer.isFallback) setEnhanceNote('offline');
      },
      onError: () => setEnhanceNote('failed'),
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <Field label={t('quickStart.label')} hint={t('quickStart.hint')}>
        {(control) => (
          <Textarea
            {...control}
            rows={7}
            value={prompt}
            disabled={disabled}
            onChange={(event) => {
              onPromptChange(event.target.value);
              setEnhanceNote(null);
            }}
            placeholder={t('quickStart.placeholder')}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          onClick={handleEnhance}
          isLoading={enhancePrompt.isPending}
          disabled={disabled || prompt.trim() === ''}
        >
          {!enhancePrompt.isPending && <WandSparkles aria-hidden="true" />}
          {enhancePrompt.isPending ? t('quickStart.enhancing') : t('quickStart.enhance')}
        </Button>
      </div>
      {enhanceNote && (
        <Notice tone={enhanceNote === 'failed' ? 'error' : 'info'}>
          {enhanceNote === 'failed' ? t('alerts.enhanceFailed') : t('quickStart.enhancedOffline')}
        </Notice>
      )}
      <Switch
        label={t('quickStart.webSearch')}
        description={
          isWebSearchAvailable ? (
            t('quickStart.webSearchHint')
          ) : (
            <>
              {t('quickStart.webSearchOffline')}{' '}
              <Link
                to="/app/settings"
                search={{ tab: 'llm' }}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {t('quickStart.webSearchSettingsLink')}
              </Link>
            </>
          )
        }
        checked={useWebSearch && isWebSearchAvailable}
        disabled={disabled || !isWebSearchAvailable}
        onCheckedChange={onUseWebSearchChange}
        className="rounded-lg border p-3"
      />
    </div>
  );
}
