import { useId } from 'react';
import type { ReactNode } from 'react';
import { Select as SelectPrimitive } from 'radix-ui';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import { cn } from './cn';
import { CONTROL_CLASSES } from './Input';
import { Label } from './Label';

/** One option of a {@link Select}; `value` must not be the empty string (Radix reserves it). */
export interface SelectItem<TValue extends string = string> {
  value: TValue;
  label: string;
  disabled?: boolean;
}

/** Props of {@link Select}. Name it with `label`, with a surrounding {@link Field}, or with `aria-label`. */
export interface SelectProps<TValue extends string = string> {
  items: readonly SelectItem<TValue>[];
  value?: TValue;
  defaultValue?: TValue;
  onValueChange?: (value: TValue) => void;
  /** Visible label rendered above the trigger. */
  label?: ReactNode;
  /** Keeps `label` as the accessible name but hides it visually. */
  hideLabel?: boolean;
  placeholder?: string;
  /** Form field name: Radix renders a hidden native select so the value submits with a form. */
  name?: string;
  disabled?: boolean;
  required?: boolean;
  /** Id of the trigger button (the element a label points at). */
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  /** Classes for the trigger (width, margin). */
  className?: string;
}

/** A styled, keyboard-accessible select (Radix Select) built from an items array. */
export function Select<TValue extends string = string>({
  items,
  value,
  defaultValue,
  onValueChange,
  label,
  hideLabel,
  placeholder,
  name,
  disabled,
  required,
  id,
  className,
  ...aria
}: SelectProps<TValue>) {
  const generatedId = useId();
  const triggerId = id ?? generatedId;
  const handleValueChange = onValueChange ? (next: string) => onValueChange(next as TValue) : undefined;

  const select = (
    <SelectPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={handleValueChange}
      name={name}
      disabled={disabled}
      required={required}
    >
      <SelectPrimitive.Trigger
        id={triggerId}
        {...aria}
        className={cn(
          CONTROL_CLASSES,
          'flex h-10 items-center justify-between gap-2 text-left data-placeholder:text-muted-foreground',
          className,
        )}
      >
        <span className="truncate">
          <SelectPrimitive.Value placeholder={placeholder} />
        </span>
        <SelectPrimitive.Icon asChild>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className={cn(
            'relative z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width)',
            'overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-lg animate-fade-in',
          )}
        >
          <SelectPrimitive.ScrollUpButton className="flex h-6 items-center justify-center">
            <ChevronUp aria-hidden="true" className="size-4" />
          </SelectPrimitive.ScrollUpButton>
          <SelectPrimitive.Viewport className="p-1">
            {items.map((item) => (
              <SelectPrimitive.Item
                key={item.value}
                value={item.value}
                disabled={item.disabled}
                className={cn(
                  'relative flex min-h-9 cursor-default items-center rounded-sm py-1.5 pr-8 pl-2 text-sm outline-none',
                  'select-none data-disabled:pointer-events-none data-disabled:opacity-50',
                  'data-highlighted:bg-accent data-highlighted:text-accent-foreground',
                )}
              >
                <SelectPrimitive.ItemText>{item.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator className="absolute right-2 inline-flex items-center">
                  <Check aria-hidden="true" className="size-4" />
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
          <SelectPrimitive.ScrollDownButton className="flex h-6 items-center justify-center">
            <ChevronDown aria-hidden="true" className="size-4" />
          </SelectPrimitive.ScrollDownButton>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );

  if (label === undefined) return select;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={triggerId} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      {select}
    </div>
  );
}
