import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button, Field, Input } from '../../../ui';
import { registerFormSchema } from '../account-schemas';
import { passwordMaxLength, passwordMinLength } from '../../../../shared/domain/passwords';
import { applyServerErrors } from '../form-errors';
import { useRegister } from '../hooks/useRegister';
import { FormAlert } from './FormAlert';
import { PasswordInput } from './PasswordInput';

/** The registration modes that show a form (the waitlist mode shows 'Coming Soon' instead). */
export type RegisterFormMode = 'owner-setup' | 'open' | 'invitation';

/** Props of {@link RegisterForm}. */
export interface RegisterFormProps {
  mode: RegisterFormMode;
  /** The invited address (invitation mode): prefilled and read-only. */
  invitedEmail?: string;
  /** The invitation token from the link, sent with the registration. */
  inviteToken?: string;
  /** E-mail typed in another view, to start from (ignored for invitations). */
  initialEmail?: string;
  /** Called once the new session is stored. */
  onRegistered: () => void;
  /** Back to the login view. */
  onLogIn: () => void;
}

const introKeyByMode = {
  'owner-setup': 'register.intro.ownerSetup',
  invitation: 'register.intro.invitation',
  open: 'register.intro.open',
} as const satisfies Record<RegisterFormMode, string>;

/**
 * The registration form: name, e-mail (read-only for an invitation), new password with the rules as a hint.
 * Client checks mirror the server's; server messages (e-mail taken, wrong invitation, weak password) appear
 * under their field, anything else above the button.
 */
export function RegisterForm({
  mode,
  invitedEmail,
  inviteToken,
  initialEmail = '',
  onRegistered,
  onLogIn,
}: RegisterFormProps) {
  const { t } = useTranslation('accounts');
  const register = useRegister();
  const [failure, setFailure] = useState<string>();
  const isInvitation = mode === 'invitation';
  const form = useForm<z.input<typeof registerFormSchema>, unknown, z.output<typeof registerFormSchema>>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { name: '', email: isInvitation ? (invitedEmail ?? '') : initialEmail, password: '' },
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit((values) => {
    setFailure(undefined);
    register.mutate(
      { ...values, ...(isInvitation && inviteToken ? { invitationToken: inviteToken } : {}) },
      {
        onSuccess: onRegistered,
        onError: (error) =>
          setFailure(applyServerErrors(error, ['name', 'email', 'password'], form.setError)),
      },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t(introKeyByMode[mode])}</p>
      <Field label={t('fields.name')} error={errors.name?.message}>
        {(control) => (
          <Input {...control} aria-required {...form.register('name')} autoComplete="name" autoFocus />
        )}
      </Field>
      <Field
        label={t('fields.email')}
        error={errors.email?.message}
        hint={isInvitation ? t('register.invitedEmailHint') : undefined}
      >
        {(control) => (
          <Input
            {...control}
            aria-required
            {...form.register('email')}
            type="email"
            autoComplete="email"
            spellCheck={false}
            readOnly={isInvitation}
            className={isInvitation ? 'bg-muted' : undefined}
          />
        )}
      </Field>
      <Field
        label={t('fields.password')}
        error={errors.password?.message}
        hint={t('fields.newPasswordHint', { min: passwordMinLength, max: passwordMaxLength })}
      >
        {(control) => (
          <PasswordInput
            {...control}
            aria-required
            {...form.register('password')}
            autoComplete="new-password"
          />
        )}
      </Field>
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" size="lg" isLoading={register.isPending} className="w-full">
        {register.isPending ? t('register.submitting') : t('register.submit')}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        {t('register.haveAccount')}{' '}
        <Button variant="link" onClick={onLogIn}>
          {t('actions.logIn')}
        </Button>
      </p>
    </form>
  );
}
