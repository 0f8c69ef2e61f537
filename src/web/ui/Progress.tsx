import { useId } from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';
import { useLocaleFormat } from '../i18n/format';
import { cn } from './cn';

/** Props of {@link Progress}. */
export interface ProgressProps {
  /** Accessible name (and visible caption unless `hideLabel`), e.g. 'Uploading video'. */
  label: string;
  /** Current amount between 0 and `max`; null for an indeterminate bar. */
  value: number | null;
  max?: number;
  /** Hides the caption row; the bar keeps its accessible name. */
  hideLabel?: boolean;
  /** Value text for display and aria-valuetext; defaults to a whole percentage in the interface's language. */
  formatValue?: (value: number, max: number) => string;
  className?: string;
}

/** A determinate or indeterminate progress bar with an accessible name and value text. */
export function Progress({ label, value, max = 100, hideLabel, formatValue, className }: ProgressProps) {
  const { number } = useLocaleFormat();
  const formatPercent = (current: number, total: number) =>
    number(current / total, { style: 'percent', maximumFractionDigits: 0 });
  const format = formatValue ?? formatPercent;
  const labelId = useId();
  const clamped = value === null ? null : Math.min(Math.max(value, 0), max);
  const valueText = clamped === null ? undefined : format(clamped, max);
  const percent = clamped === null ? 0 : (clamped / max) * 100;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className={cn('flex items-center justify-between gap-4 text-sm', hideLabel && 'sr-only')}>
        <span id={labelId} className="font-medium text-foreground">
          {label}
        </span>
        {valueText && (
          <span aria-hidden="true" className="text-muted-foreground tabular-nums">
            {valueText}
          </span>
        )}
      </div>
      <ProgressPrimitive.Root
        value={clamped}
        max={max}
        aria-labelledby={labelId}
        getValueLabel={(current, total) => format(current, total)}
        className="relative h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <ProgressPrimitive.Indicator
          className={cn('h-full bg-primary transition-transform', clamped === null && 'w-1/3 animate-pulse')}
          style={clamped === null ? undefined : { transform: `translateX(-${100 - percent}%)` }}
        />
      </ProgressPrimitive.Root>
    </div>
  );
}
