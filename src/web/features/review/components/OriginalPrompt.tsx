import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { cn } from '../../../ui/cn';

/** Prompts longer than this many characters start collapsed to three lines. */
const collapsedLength = 280;

/** The run's original prompt, whitespace kept; a long one (a scraped page) collapses with Show full prompt. */
export function OriginalPrompt({ prompt }: { prompt: string }) {
  const { t } = useTranslation('review');
  const textId = useId();
  const isLong = prompt.length > collapsedLength;
  const [isExpanded, setIsExpanded] = useState(false);
  return (
    <div className="flex flex-col items-start gap-1">
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t('prompt.label')}</p>
      <p
        id={textId}
        className={cn(
          'text-base break-words whitespace-pre-wrap text-foreground',
          isLong && !isExpanded && 'line-clamp-3',
        )}
      >
        {prompt}
      </p>
      {isLong && (
        <Button
          variant="link"
          size="sm"
          aria-expanded={isExpanded}
          aria-controls={textId}
          onClick={() => setIsExpanded((value) => !value)}
        >
          {isExpanded ? t('prompt.showLess') : t('prompt.showFull')}
        </Button>
      )}
    </div>
  );
}
