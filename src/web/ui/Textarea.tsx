import type { ComponentProps } from 'react';
import { cn } from './cn';
import { CONTROL_CLASSES } from './Input';

/** Props of {@link Textarea}: every native textarea prop. */
export type TextareaProps = ComponentProps<'textarea'>;

/** A multi-line text input that the user can resize vertically. Name it with a {@link Field}. */
export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return (
    <textarea rows={rows} className={cn(CONTROL_CLASSES, 'min-h-20 resize-y py-2', className)} {...props} />
  );
}
