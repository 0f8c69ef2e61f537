import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * A pulsing placeholder shaped like content that is loading. Hidden from assistive technology:
 * announce loading once with a {@link Spinner} or aria-busy on the region instead.
 */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-border', className)} {...props} />
  );
}
