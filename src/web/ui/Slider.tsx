import { useState } from 'react';
import { Slider as SliderPrimitive } from 'radix-ui';
import { cn } from './cn';

/** Props of {@link Slider}: a single-value slider, controlled (`value`) or not (`defaultValue`). */
export interface SliderProps {
  /** Accessible name of the thumb (also shown as the visible caption unless `hideLabel`). */
  'aria-label': string;
  value?: number;
  defaultValue?: number;
  onValueChange?: (value: number) => void;
  /** Called once when the user releases the thumb (good for saving). */
  onValueCommit?: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  disabled?: boolean;
  /** Form field name. */
  name?: string;
  /** Formats the displayed value and aria-valuetext, e.g. `(v) => \`${v} s\``. */
  formatValue?: (value: number) => string;
  /** Hides the caption row (name and value); the thumb keeps its accessible name and value text. */
  hideLabel?: boolean;
  className?: string;
}

/** A horizontal slider that shows its current value. */
export function Slider({
  'aria-label': ariaLabel,
  value,
  defaultValue,
  onValueChange,
  onValueCommit,
  min = 0,
  max = 100,
  step = 1,
  disabled,
  name,
  formatValue = String,
  hideLabel,
  className,
}: SliderProps) {
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? min);
  const current = value ?? uncontrolledValue;
  const valueText = formatValue(current);

  function handleValueChange(values: number[]) {
    const next = values[0] ?? min;
    if (value === undefined) setUncontrolledValue(next);
    onValueChange?.(next);
  }

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {!hideLabel && (
        <div aria-hidden="true" className="flex items-center justify-between gap-4 text-sm">
          <span className="font-medium text-foreground">{ariaLabel}</span>
          <span className="text-muted-foreground tabular-nums">{valueText}</span>
        </div>
      )}
      <SliderPrimitive.Root
        value={[current]}
        onValueChange={handleValueChange}
        onValueCommit={onValueCommit ? (values) => onValueCommit(values[0] ?? min) : undefined}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        name={name}
        className="relative flex h-6 w-full touch-none items-center select-none data-disabled:opacity-50"
      >
        <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-muted">
          <SliderPrimitive.Range className="absolute h-full bg-primary" />
        </SliderPrimitive.Track>
        <SliderPrimitive.Thumb
          aria-label={ariaLabel}
          aria-valuetext={valueText}
          className="block size-5 rounded-full border-2 border-primary bg-background shadow-sm transition-colors"
        />
      </SliderPrimitive.Root>
    </div>
  );
}
