import { Sparkles } from 'lucide-react';
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
  return (
    <div className="flex flex-col gap-3 border-t pt-4">
      {problem && (
        <Notice tone="error" title={problem.title}>
          {problem.detail}
        </Notice>
      )}
      <p className="text-sm text-muted-foreground">
        {postCount === 1 ? 'This run makes 1 post.' : `This run makes ${postCount} posts.`}
      </p>
      <Button size="lg" onClick={onGenerate} disabled={!canGenerate} isLoading={isGenerating}>
        {!isGenerating && <Sparkles aria-hidden="true" />}
        {isGenerating ? 'Generating...' : 'Generate Content'}
      </Button>
    </div>
  );
}
