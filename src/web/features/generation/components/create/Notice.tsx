import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { cn } from '../../../../ui';

/** Tone of a {@link Notice}: errors are alerts (announced at once); the others are polite status messages. */
export type NoticeTone = 'error' | 'success' | 'info';

const TONES: Record<NoticeTone, { className: string; icon: typeof Info }> = {
  error: { className: 'border-destructive/40 bg-destructive/10 text-destructive', icon: CircleAlert },
  success: { className: 'border-success/40 bg-success/10 text-foreground', icon: CircleCheck },
  info: { className: 'border-border bg-muted text-foreground', icon: Info },
};

/** An inline message box of the generator (the spec's alerts, shown in place). Renders nothing when empty. */
export function Notice({
  tone,
  title,
  children,
  className,
}: {
  tone: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  if (!title && !children) return null;
  const { className: toneClassName, icon: Icon } = TONES[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-2 rounded-md border p-3 text-sm', toneClassName, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="grid min-w-0 gap-1">
        {title && <p className="font-medium">{title}</p>}
        {children && <div className="break-words">{children}</div>}
      </div>
    </div>
  );
}
