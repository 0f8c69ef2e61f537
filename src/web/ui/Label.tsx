import type { ComponentProps } from 'react';
import { Label as LabelPrimitive } from 'radix-ui';
import { cn } from './cn';

/** Props of {@link Label}: those of Radix Label (a native label). */
export type LabelProps = ComponentProps<typeof LabelPrimitive.Root>;

/** A form label; double-clicking it does not select text. */
export function Label({ className, ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root
      className={cn('text-sm leading-none font-medium text-foreground select-none', className)}
      {...props}
    />
  );
}
