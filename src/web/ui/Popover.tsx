import type { ComponentProps } from 'react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { cn } from './cn';

/** Root of a popover (Radix Popover): `open`/`onOpenChange` or uncontrolled. */
export const Popover = PopoverPrimitive.Root;
/** The element that opens the popover; use `asChild` with a button. */
export const PopoverTrigger = PopoverPrimitive.Trigger;

/** The floating panel, in a portal; keeps focus inside while open and closes on Escape or outside click. */
export function PopoverContent({
  className,
  sideOffset = 8,
  collisionPadding = 8,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          'z-50 rounded-lg border bg-popover text-popover-foreground shadow-md outline-none animate-pop-in',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
