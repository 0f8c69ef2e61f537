import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { CircleCheck } from 'lucide-react';
import { ApiError } from '../../../api/client';
import { Button, Field, getButtonClasses } from '../../../ui';
import { resetPasswordFormSchema } from '../account-schemas';
import { applyServerErrors, newPasswordHint } from '../form-errors';
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
        <h1 className="text-2xl font-semibold tracking-tight">Reset your password</h1>
        <p className="text-sm text-muted-foreground">
          This page needs the link from your password reset e-mail, and this address has no reset token. Open
          the link from the e-mail again, or request a new one.
        </p>
        <RequestNewLink>Request a reset link</RequestNewLink>
      </div>
    );
  }

  if (resetPassword.isSuccess) {
    return (
      <div className="flex flex-col items-start gap-4">
        <CircleCheck aria-hidden="true" className="size-10 text-success" />
        <h1 className="text-2xl font-semibold tracking-tight">Password changed</h1>
        <p role="status" className="text-sm text-foreground">
          Your password has been changed.
        </p>
        <p className="text-sm text-muted-foreground">
          For your safety every device that was signed in has been signed out. Log in with the new password.
        </p>
        <Link to="/" search={{ login: 'login' }} className={getButtonClasses({ size: 'lg' })}>
          Log In
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
      <h1 className="text-2xl font-semibold tracking-tight">Set a new password</h1>
      <p className="text-sm text-muted-foreground">Choose a new password for your Postforge account.</p>
      <Field label="New password" error={errors.password?.message} hint={newPasswordHint}>
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
      <Field label="Confirm password" error={errors.confirmation?.message}>
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
      {isTokenRejected && <RequestNewLink>Request a new reset link</RequestNewLink>}
      <Button type="submit" size="lg" isLoading={resetPassword.isPending} className="w-full">
        {resetPassword.isPending ? 'Changing password...' : 'Change password'}
      </Button>
    </form>
  );
}
