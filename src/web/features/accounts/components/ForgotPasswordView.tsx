import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button } from '../../../ui';
import { forgotPasswordFormSchema } from '../account-schemas';
import { applyServerErrors } from '../form-errors';
import { useForgotPassword } from '../hooks/useForgotPassword';
import { FormAlert } from './FormAlert';
import { EmailField } from './EmailField';

/** Props of {@link ForgotPasswordView}. */
export interface ForgotPasswordViewProps {
  /** E-mail typed in the login view, to start from. */
  initialEmail?: string;
  /** True once a link was requested in this visit: shows the confirmation (the dialog owns it for its title). */
  isSent: boolean;
  onSent: () => void;
  onBackToLogin: () => void;
}

/**
 * The forgot-password view: email and 'Send reset link', then a confirmation that does not reveal whether
 * the account exists, and Back to Login. The link leads to /reset-password.
 */
export function ForgotPasswordView({
  initialEmail = '',
  isSent,
  onSent,
  onBackToLogin,
}: ForgotPasswordViewProps) {
  const { t } = useTranslation('accounts');
  const forgotPassword = useForgotPassword();
  const [failure, setFailure] = useState<string>();
  const confirmationId = useId();
  const form = useForm<
    z.input<typeof forgotPasswordFormSchema>,
    unknown,
    z.output<typeof forgotPasswordFormSchema>
  >({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: initialEmail },
  });
  const { errors } = form.formState;

  if (isSent) {
    return (
      <div className="flex flex-col gap-4">
        <div id={confirmationId} className="flex flex-col gap-2 text-sm">
          <p className="text-foreground">{t('forgot.sent')}</p>
          <p className="text-muted-foreground">{t('forgot.sentHelp')}</p>
        </div>
        <Button
          size="lg"
          className="w-full"
          onClick={onBackToLogin}
          aria-describedby={confirmationId}
          autoFocus
        >
          {t('actions.backToLogin')}
        </Button>
      </div>
    );
  }

  const handleSubmit = form.handleSubmit((values) => {
    setFailure(undefined);
    forgotPassword.mutate(values, {
      onSuccess: onSent,
      onError: (error) => setFailure(applyServerErrors(error, ['email'], form.setError)),
    });
  });

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t('forgot.intro')}</p>
      <EmailField registration={form.register('email')} error={errors.email?.message} />
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" size="lg" isLoading={forgotPassword.isPending} className="w-full">
        {forgotPassword.isPending ? t('forgot.submitting') : t('forgot.submit')}
      </Button>
      <Button variant="ghost" onClick={onBackToLogin}>
        {t('actions.backToLogin')}
      </Button>
    </form>
  );
}
