import type { ComponentProps } from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from './cn';

/** Visual weight of a {@link Button}. */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link';

/** Size of a {@link Button}; 'icon' is a square for an icon-only button (give it an aria-label). */
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const BASE =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap ' +
  'transition-colors select-none disabled:pointer-events-none disabled:opacity-50 ' +
  "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
  outline: 'border border-input bg-background text-foreground hover:bg-accent hover:text-accent-foreground',
  ghost: 'text-foreground hover:bg-accent hover:text-accent-foreground',
  destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
  link: 'text-primary underline-offset-4 hover:underline',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-xs',
  md: 'h-10 px-4',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
};

/** Options of {@link getButtonClasses}. */
export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** Button classes for elements that must look like a button but are not one (e.g. a router Link). */
export function getButtonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: ButtonStyleOptions = {}): string {
  return cn(BASE, VARIANTS[variant], variant === 'link' ? 'h-auto px-0' : SIZES[size], className);
}

/** Props of {@link Button}: every native button prop plus style and loading options. */
export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, disables the button and sets aria-busy; the label stays for screen readers. */
  isLoading?: boolean;
}

/** The app's button; `type="button"` unless told otherwise so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  isLoading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...props
}: ButtonProps) {
  const isIconOnly = size === 'icon';
  return (
    <button
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={getButtonClasses({ variant, size, className })}
      {...props}
    >
      {isLoading && <LoaderCircle aria-hidden="true" className="animate-spin" />}
      {isLoading && isIconOnly ? <span className="sr-only">{children}</span> : children}
    </button>
  );
}
