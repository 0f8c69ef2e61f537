import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { Check, Minus } from 'lucide-react';
import { cn } from './cn';
import { Label } from './Label';

/** Props of {@link Checkbox}: Radix Checkbox props (checked may be 'indeterminate') plus a label. */
export interface CheckboxProps extends ComponentProps<typeof CheckboxPrimitive.Root> {
  /** Visible label; when omitted, pass aria-label. */
  label?: ReactNode;
  /** Secondary text under the label, linked with aria-describedby. */
  description?: ReactNode;
}

/** A checkbox with an optional clickable label and description. */
export function Checkbox({ label, description, id, className, checked, ...props }: CheckboxProps) {
  const generatedId = useId();
  const checkboxId = id ?? generatedId;
  const descriptionId = description ? `${checkboxId}-description` : undefined;
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <CheckboxPrimitive.Root
        id={checkboxId}
        checked={checked}
        aria-describedby={descriptionId}
        className={cn(
          'peer mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-sm border border-input',
          'bg-background text-primary-foreground transition-colors disabled:cursor-not-allowed disabled:opacity-50',
          'data-[state=checked]:border-primary data-[state=checked]:bg-primary',
          'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary',
          'aria-[invalid=true]:border-destructive',
        )}
        {...props}
      >
        <CheckboxPrimitive.Indicator>
          {checked === 'indeterminate' ? (
            <Minus aria-hidden="true" className="size-3.5" strokeWidth={3} />
          ) : (
            <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
          )}
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      {(label || description) && (
        <div className="grid gap-1 peer-disabled:opacity-50">
          {label && (
            <Label htmlFor={checkboxId} className="leading-snug">
              {label}
            </Label>
          )}
          {description && (
            <p id={descriptionId} className="text-sm text-muted-foreground">
              {description}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
