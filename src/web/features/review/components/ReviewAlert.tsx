import type { ReactNode } from 'react';
import { CircleAlert, TriangleAlert } from 'lucide-react';
import { cn } from '../../../ui/cn';

/** Props of {@link ReviewAlert}. */
export interface ReviewAlertProps {
  /** 'warning' for notices the run carried on through (web search failed); 'error' for failures. */
  tone?: 'warning' | 'error';
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons or links under the message. */
  action?: ReactNode;
  className?: string;
}

/** An inline alert box of the review screen, announced with role=alert. */
export function ReviewAlert({ tone = 'warning', title, children, action, className }: ReviewAlertProps) {
  const Icon = tone === 'error' ? CircleAlert : TriangleAlert;
  return (
    <div
      role="alert"
      className={cn(
        'flex items-start gap-3 rounded-lg border p-4 text-sm',
        tone === 'error' ? 'border-destructive/40 bg-destructive/10' : 'border-warning/50 bg-warning/10',
        className,
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('mt-0.5 size-4 shrink-0', tone === 'error' ? 'text-destructive' : 'text-foreground')}
      />
      <div className="flex min-w-0 flex-col gap-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className="break-words text-foreground">{children}</div>}
        {action && <div className="mt-2 flex flex-wrap gap-2">{action}</div>}
      </div>
    </div>
  );
}
