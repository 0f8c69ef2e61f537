import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, Input } from '../../../ui';

/** Props of {@link EmailField}. */
export interface EmailFieldProps {
  /** The form's `register('email')`. */
  registration: UseFormRegisterReturn;
  error?: string;
}

/** The dialog's e-mail field (login, waitlist, forgot password): required, autofocused, no spellcheck. */
export function EmailField({ registration, error }: EmailFieldProps) {
  const { t } = useTranslation('accounts');
  return (
    <Field label={t('fields.email')} error={error}>
      {(control) => (
        <Input
          {...control}
          aria-required
          {...registration}
          type="email"
          autoComplete="email"
          spellCheck={false}
          autoFocus
        />
      )}
    </Field>
  );
}
