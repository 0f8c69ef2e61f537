import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { CircleCheck } from 'lucide-react';
import { ApiError } from '../../../api/client';
import { Button, Field, getButtonClasses } from '../../../ui';
import { resetPasswordFormSchema } from '../account-schemas';
import { passwordMaxLength, passwordMinLength } from '../../../../shared/domain/passwords';
import { applyServerErrors } from '../form-errors';
import { useResetPassword } from '../hooks/useResetPassword';
import { FormAlert } from './FormAlert';
import { PasswordInput } from './PasswordInput';

/** Props of {@link ResetPasswordPanel}. */
export interface ResetPasswordPanelProps {
  /** The single-use token from the e-mailed link; undefined when the link lost it. */
  token: string | undefined;
}

function RequestNewLink({ children }: { children: string }) {
  return (
    <Link to="/" search={{ login: 'forgot' }} className={getButtonClasses({ variant: 'outline' })}>
      {children}
    </Link>
  );
}

/**
 * The /reset-password page body: new password and confirmation (each with show/hide) and the rules as a
 * hint; success says 'Your password has been changed.' with Log In (to /?login=login). A bad or expired token
 * shows the server's message and a link to request a new one; a missing token explains the same.
 */
export function ResetPasswordPanel({ token }: ResetPasswordPanelProps) {
  const { t } = useTranslation('accounts');
  const resetPassword = useResetPassword();
  const [failure, setFailure] = useState<string>();
  const [isTokenRejected, setIsTokenRejected] = useState(false);
  const form = useForm<
    z.input<typeof resetPasswordFormSchema>,
    unknown,
    z.output<typeof resetPasswordFormSchema>
  >({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmation: '' },
  });
  const { errors } = form.formState;

  if (!token) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-semibold tracking-tight">{t('reset.missingTokenTitle')}</h1>
        <p className="text-sm text-muted-foreground">{t('reset.missingToken')}</p>
        <RequestNewLink>{t('reset.requestLink')}</RequestNewLink>
      </div>
    );
  }

  if (resetPassword.isSuccess) {
    return (
      <div className="flex flex-col items-start gap-4">
        <CircleCheck aria-hidden="true" className="size-10 text-success" />
        <h1 className="text-2xl font-semibold tracking-tight">{t('reset.doneTitle')}</h1>
        <p role="status" className="text-sm text-foreground">
          {t('reset.done')}
        </p>
        <p className="text-sm text-muted-foreground">{t('reset.doneHelp')}</p>
        <Link to="/" search={{ login: 'login' }} className={getButtonClasses({ size: 'lg' })}>
          {t('actions.logIn')}
        </Link>
      </div>
    );
  }

  const handleSubmit = form.handleSubmit(({ password }) => {
    setFailure(undefined);
    setIsTokenRejected(false);
    resetPassword.mutate(
      { token, password },
      {
        onError: (error) => {
          setIsTokenRejected(error instanceof ApiError && error.code === 'bad_request');
          setFailure(applyServerErrors(error, ['password'], form.setError));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold tracking-tight">{t('reset.title')}</h1>
      <p className="text-sm text-muted-foreground">{t('reset.intro')}</p>
      <Field
        label={t('fields.newPassword')}
        error={errors.password?.message}
        hint={t('fields.newPasswordHint', { min: passwordMinLength, max: passwordMaxLength })}
      >
        {(control) => (
          <PasswordInput
            {...control}
            aria-required
            {...form.register('password')}
            autoComplete="new-password"
            autoFocus
          />
        )}
      </Field>
      <Field label={t('fields.confirmPassword')} error={errors.confirmation?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            aria-required
            {...form.register('confirmation')}
            autoComplete="new-password"
          />
        )}
      </Field>
      <FormAlert>{failure}</FormAlert>
      {isTokenRejected && <RequestNewLink>{t('reset.requestNewLink')}</RequestNewLink>}
      <Button type="submit" size="lg" isLoading={resetPassword.isPending} className="w-full">
        {resetPassword.isPending ? t('reset.submitting') : t('reset.submit')}
      </Button>
    </form>
  );
}
