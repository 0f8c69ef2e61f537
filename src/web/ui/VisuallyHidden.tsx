import { VisuallyHidden as VisuallyHiddenPrimitive } from 'radix-ui';

/** Renders content for screen readers only (Radix VisuallyHidden); the `sr-only` class does the same. */
export const VisuallyHidden = VisuallyHiddenPrimitive.Root;
