import type { ComponentProps } from 'react';
import { cn } from './cn';

/** Shared look of text-like controls (Input, Textarea, Select trigger). */
export const CONTROL_CLASSES =
  'w-full min-w-0 rounded-md border border-input bg-background px-3 text-base text-foreground shadow-xs ' +
  'transition-colors placeholder:text-muted-foreground sm:text-sm ' +
  'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring ' +
  'disabled:cursor-not-allowed disabled:opacity-50 ' +
  'aria-[invalid=true]:border-destructive aria-[invalid=true]:focus-visible:outline-destructive';

/** Props of {@link Input}: every native input prop. */
export type InputProps = ComponentProps<'input'>;

/**
 * A single-line text input. Give it a name with a {@link Field} (or aria-label).
 * Text is 16 px on phones so iOS does not zoom on focus.
 */
export function Input({ className, type = 'text', ...props }: InputProps) {
  return (
    <input
      type={type}
      className={cn(
        CONTROL_CLASSES,
        'h-10 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
        className,
      )}
      {...props}
    />
  );
}
