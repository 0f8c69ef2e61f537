import { useId } from 'react';
import type { ReactNode } from 'react';
import { cn } from './cn';
import { Label } from './Label';

/** Attributes {@link Field} gives its control so label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

/** Props of {@link Field}. */
export interface FieldProps {
  label: ReactNode;
  /** Renders the control; spread the given props onto it: `{(control) => <Input {...control} />}`. */
  children: (control: FieldControlProps) => ReactNode;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Validation message; when set the control is marked invalid and the message is announced. */
  error?: ReactNode;
  /** Marks the control required (an asterisk, hidden from screen readers, plus aria-required). */
  isRequired?: boolean;
  /** Id of the control; generated when omitted. */
  id?: string;
  /** Hides the label visually while keeping it as the accessible name. */
  hideLabel?: boolean;
  className?: string;
}

/** A labelled form control with optional hint and error, wired with htmlFor and aria-describedby. */
export function Field({ label, children, hint, error, isRequired, id, hideLabel, className }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ');

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={controlId} className={hideLabel ? 'sr-only' : undefined}>
        {label}
        {isRequired && (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        )}
      </Label>
      {children({
        id: controlId,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': hasError || undefined,
        'aria-required': isRequired || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {hasError && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
