import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../api/client';
import { i18n } from '../../i18n/i18n';

/**
 * Puts a failed request's per-field messages (ApiError.fields) under the matching form fields. Returns the
 * message to show above the submit button: the error's message when no field took it, else undefined.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string | undefined {
  if (!(error instanceof ApiError)) return i18n.t('accounts:errors.unexpected');
  let isShownOnField = false;
  for (const name of fieldNames) {
    const message = error.fields[name];
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !isShownOnField });
    isShownOnField = true;
  }
  return isShownOnField ? undefined : error.message;
}
