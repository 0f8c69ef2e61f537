import { useId } from 'react';
import { cn } from '../../../../ui/cn';

/** One option of a {@link ChoiceGroup}. */
export interface Choice<TValue extends string> {
  value: TValue;
  label: string;
  /** Small second line, e.g. '1080p'. */
  detail?: string;
  /** True when this option cannot be chosen here (the group's hint says why). */
  disabled?: boolean;
}

/** Props of {@link ChoiceGroup}. */
export interface ChoiceGroupProps<TValue extends string> {
  legend: string;
  choices: readonly Choice<TValue>[];
  value: TValue;
  onChange: (value: TValue) => void;
  disabled?: boolean;
  /** Text under the options, linked to the group. */
  hint?: string;
}

/**
 * A row of segmented options built on native radio buttons in a fieldset: one tab stop, arrow keys move the
 * choice, the legend names the group. Wraps on narrow screens.
 */
export function ChoiceGroup<TValue extends string>({
  legend,
  choices,
  value,
  onChange,
  disabled,
  hint,
}: ChoiceGroupProps<TValue>) {
  const name = useId();
  const hintId = `${name}-hint`;
  return (
    <fieldset
      disabled={disabled}
      aria-describedby={hint ? hintId : undefined}
      className="flex flex-col gap-2"
    >
      <legend className="mb-2 text-sm font-medium text-foreground">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'flex min-h-10 min-w-16 flex-1 cursor-pointer flex-col items-center justify-center rounded-md border px-3 py-1.5',
              'text-sm font-medium transition-colors hover:bg-accent sm:flex-none',
              'has-checked:border-primary has-checked:bg-primary/10 has-checked:text-foreground',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
              'has-disabled:cursor-not-allowed has-disabled:opacity-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              disabled={choice.disabled}
              onChange={() => onChange(choice.value)}
              className="sr-only"
            />
            <span>{choice.label}</span>
            {choice.detail && (
              <span className="text-xs font-normal text-muted-foreground">{choice.detail}</span>
            )}
          </label>
        ))}
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
    </fieldset>
  );
}
