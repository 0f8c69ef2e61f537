import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from './cn';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** A lucide icon component, drawn decoratively. */
  icon?: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  /** Usually a Button that creates the first item. */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline (default h2). */
  titleAs?: 'h2' | 'h3' | 'p';
  className?: string;
}

/** A centred message for a list or page with nothing to show yet. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  titleAs: Title = 'h2',
  className,
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center',
        className,
      )}
    >
      {Icon && (
        <div className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <Icon aria-hidden="true" className="size-6" />
        </div>
      )}
      <Title className="text-base font-semibold text-foreground">{title}</Title>
      {description && <p className="max-w-sm text-sm text-muted-foreground">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
