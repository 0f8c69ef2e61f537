import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button, Field, Input } from '../../../ui';
import { registerFormSchema } from '../account-schemas';
import { applyServerErrors, newPasswordHint } from '../form-errors';
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

const introByMode: Record<RegisterFormMode, string> = {
  'owner-setup':
    'This is a fresh Postforge instance. The first account becomes its owner: you can then invite people, open registration and read the e-mail outbox on the Instance page.',
  invitation: 'Create your account to join Postforge. The invitation is for the e-mail address below.',
  open: 'Create your account to start turning ideas into posts.',
};

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
      <p className="text-sm text-muted-foreground">{introByMode[mode]}</p>
      <Field label="Name" error={errors.name?.message}>
        {(control) => (
          <Input {...control} aria-required {...form.register('name')} autoComplete="name" autoFocus />
        )}
      </Field>
      <Field
        label="Email"
        error={errors.email?.message}
        hint={isInvitation ? 'Invitations are for one address; it cannot be changed.' : undefined}
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
      <Field label="Password" error={errors.password?.message} hint={newPasswordHint}>
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
        {register.isPending ? 'Creating account...' : 'Create account'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Button variant="link" onClick={onLogIn}>
          Log In
        </Button>
      </p>
    </form>
  );
}
