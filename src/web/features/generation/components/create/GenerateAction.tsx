import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui';
import { Notice } from './Notice';

/**
 * The Generate button with the number of posts the run will make and the submission's alert. While a run is
 * being made the button is disabled and reads 'Generating...' (spec 1 §4).
 */
export function GenerateAction({
  isGenerating,
  canGenerate,
  postCount,
  problem,
  onGenerate,
}: {
  isGenerating: boolean;
  canGenerate: boolean;
  postCount: number;
  problem: { title: string; detail?: string } | null;
  onGenerate: () => void;
}) {
  const { t } = useTranslation('generation');
  return (
    <div className="flex flex-col gap-3 border-t pt-4">
      {problem && (
        <Notice tone="error" title={problem.title}>
          {problem.detail}
        </Notice>
      )}
      <p className="text-sm text-muted-foreground">{t('generate.postCount', { count: postCount })}</p>
      <Button size="lg" onClick={onGenerate} disabled={!canGenerate} isLoading={isGenerating}>
        {!isGenerating && <Sparkles aria-hidden="true" />}
        {isGenerating ? t('generate.generating') : t('generate.action')}
      </Button>
    </div>
  );
}
