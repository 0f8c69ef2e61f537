import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { passwordAdvice, passwordMaxLength } from '../../../shared/domain/passwords';
import { ApiError } from '../../api/client';

/**
 * Puts a failed request's per-field messages (ApiError.fields) under the matching form fields. Returns the
 * message to show above the submit button: the error's message when no field took it, else undefined.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string | undefined {
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.';
  let isShownOnField = false;
  for (const name of fieldNames) {
    const message = error.fields[name];
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !isShownOnField });
    isShownOnField = true;
  }
  return isShownOnField ? undefined : error.message;
}

/** Hint under a new-password field, from the shared rules: the enforced length, then the advice. */
export const newPasswordHint = `${passwordAdvice[0] ?? ''} (at most ${passwordMaxLength}). ${passwordAdvice
  .slice(1)
  .map((advice, index) => (index === 0 ? advice : advice.toLowerCase()))
  .join(', ')
  .replace(/, ([^,]*)$/, ' and $1')} make it stronger.`;
