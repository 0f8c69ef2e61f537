import { cn } from '../../../ui/cn';

/** The Postforge mark (the favicon's shape) in the theme's primary colours; decorative, name it on its link. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn('size-9', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path d="M10 23V9h7.5a4.5 4.5 0 0 1 0 9H14v5z" className="fill-primary-foreground" />
    </svg>
  );
}
