import { useState } from 'react';
import { WandSparkles } from 'lucide-react';
import { Button, Field, Switch, Textarea } from '../../../../ui';
import { useEnhancePrompt } from '../../hooks/useEnhancePrompt';
import { generatorMessages } from './generator-form';
import { Notice } from './Notice';

/**
 * The Quick Start tab: the prompt with an 'Enhance prompt' button (the answer replaces the prompt; an
 * offline/fallback answer is noted) and the 'Use current web information' toggle.
 */
export function QuickStartTab({
  prompt,
  onPromptChange,
  useWebSearch,
  onUseWebSearchChange,
  disabled,
}: {
  prompt: string;
  onPromptChange: (prompt: string) => void;
  useWebSearch: boolean;
  onUseWebSearchChange: (useWebSearch: boolean) => void;
  disabled?: boolean;
}) {
  const enhancePrompt = useEnhancePrompt();
  const [enhanceNote, setEnhanceNote] = useState<{ isError: boolean; text: string } | null>(null);

  function handleEnhance() {
    setEnhanceNote(null);
    enhancePrompt.mutate(prompt.trim(), {
      onSuccess: (answer) => {
        onPromptChange(answer.prompt);
        if (answer.isFallback) {
          setEnhanceNote({
            isError: false,
            text: 'Enhanced by the offline writer: no AI text provider answered, so a rule-based rewrite was used.',
          });
        }
      },
      onError: () => setEnhanceNote({ isError: true, text: generatorMessages.enhanceFailed }),
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <Field
        label="What would you like to post about?"
        hint="Describe your idea, product or announcement. The agent writes a post for every platform you pick."
      >
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
            placeholder="e.g. Launching our new eco-friendly water bottle that keeps drinks cold for 24 hours"
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
          {enhancePrompt.isPending ? 'Enhancing...' : 'Enhance prompt'}
        </Button>
      </div>
      {enhanceNote && <Notice tone={enhanceNote.isError ? 'error' : 'info'}>{enhanceNote.text}</Notice>}
      <Switch
        label="Use current web information"
        description="Search the web first so posts can mention recent facts, with their sources."
        checked={useWebSearch}
        disabled={disabled}
        onCheckedChange={onUseWebSearchChange}
        className="rounded-lg border p-3"
      />
    </div>
  );
}
