import type { ComponentProps } from 'react';
import { cn } from './cn';

/** Colour of a {@link Badge}; every variant keeps AA text contrast in both themes. */
export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'success' | 'warning' | 'destructive';

const VARIANTS: Record<BadgeVariant, string> = {
  default: 'border-transparent bg-primary text-primary-foreground',
  secondary: 'border-transparent bg-secondary text-secondary-foreground',
  outline: 'text-foreground',
  success: 'border-transparent bg-success text-success-foreground',
  warning: 'border-transparent bg-warning text-warning-foreground',
  destructive: 'border-transparent bg-destructive text-destructive-foreground',
};

/** Props of {@link Badge}. */
export interface BadgeProps extends ComponentProps<'span'> {
  variant?: BadgeVariant;
}

/** A small status or category label (e.g. 'Scheduled', 'Offline provider'). */
export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium',
        "whitespace-nowrap [&_svg:not([class*='size-'])]:size-3",
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}
