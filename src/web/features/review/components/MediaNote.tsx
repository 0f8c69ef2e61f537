import type { ReactNode } from 'react';
import { Info, TriangleAlert } from 'lucide-react';
import { cn } from '../../../ui/cn';

/** A small note under a post's media: 'info' for fallbacks that worked, 'warning' for failures. */
export function MediaNote({ tone = 'info', children }: { tone?: 'info' | 'warning'; children: ReactNode }) {
  const Icon = tone === 'warning' ? TriangleAlert : Info;
  return (
    <p
      className={cn(
        'flex items-start gap-1.5 text-xs',
        tone === 'warning' ? 'font-medium text-foreground' : 'text-muted-foreground',
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('mt-px size-3.5 shrink-0', tone === 'warning' && 'text-destructive')}
      />
      <span>{children}</span>
    </p>
  );
}
