import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { Switch as SwitchPrimitive } from 'radix-ui';
import { cn } from './cn';
import { Label } from './Label';

/** Props of {@link Switch}: Radix Switch props plus a label. */
export interface SwitchProps extends ComponentProps<typeof SwitchPrimitive.Root> {
  /** Visible label; when omitted, pass aria-label. */
  label?: ReactNode;
  /** Secondary text under the label, linked with aria-describedby. */
  description?: ReactNode;
}

/** An on/off switch with an optional label on its left, as in settings lists. */
export function Switch({ label, description, id, className, ...props }: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const descriptionId = description ? `${switchId}-description` : undefined;
  const control = (
    <SwitchPrimitive.Root
      id={switchId}
      aria-describedby={descriptionId}
      className={cn(
        'inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
        'disabled:cursor-not-allowed disabled:opacity-50',
        'data-[state=checked]:bg-primary data-[state=unchecked]:bg-input',
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb
        className={cn(
          'pointer-events-none block size-5 rounded-full bg-background shadow-sm transition-transform',
          'data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0',
        )}
      />
    </SwitchPrimitive.Root>
  );
  if (!label && !description) return <span className={cn('inline-flex', className)}>{control}</span>;
  return (
    <div className={cn('flex items-center justify-between gap-4', className)}>
      <div className="grid gap-1">
        {label && (
          <Label htmlFor={switchId} className="leading-snug">
            {label}
          </Label>
        )}
        {description && (
          <p id={descriptionId} className="text-sm text-muted-foreground">
            {description}
          </p>
        )}
      </div>
      {control}
    </div>
  );
}
