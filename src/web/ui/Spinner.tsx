import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';

const SPINNER_SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-8' } as const;

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Text announced to assistive technology; defaults to 'Loading' in the interface's language. */
  label?: string;
  /** sm 16 px, md 24 px (default), lg 32 px. */
  size?: keyof typeof SPINNER_SIZES;
  className?: string;
}

/** An indeterminate loading indicator announced as a polite status message. */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <span
      role="status"
      className={cn('inline-flex items-center justify-center text-muted-foreground', className)}
    >
      <LoaderCircle aria-hidden="true" className={cn('animate-spin', SPINNER_SIZES[size])} />
      <span className="sr-only">{label ?? t('ui.loading')}</span>
    </span>
  );
}
