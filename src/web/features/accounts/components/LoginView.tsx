import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button, Checkbox, Field } from '../../../ui';
import { loginFormSchema } from '../account-schemas';
import { useLogin } from '../hooks/useLogin';
import { FormAlert } from './FormAlert';
import { PasswordInput } from './PasswordInput';
import { EmailField } from './EmailField';

/** Props of {@link LoginView}. */
export interface LoginViewProps {
  /** E-mail typed in another view of the dialog, to start from. */
  initialEmail?: string;
  /** Called once the session is stored; the dialog then navigates away. */
  onSignedIn: () => void;
  /** Opens the forgot-password view with the e-mail typed so far. */
  onForgotPassword: (email: string) => void;
  /** Opens the register view. */
  onRegister: (email: string) => void;
}

/**
 * The login view of the login dialog (spec 1 §2): email, password with show/hide, Remember me, Forgot
 * password?, Log In ('Logging in...' while pending) and a link to register. Client validation per spec §5;
 * a failed login shows the server's message ('Invalid email or password') and re-enables the button.
 */
export function LoginView({ initialEmail = '', onSignedIn, onForgotPassword, onRegister }: LoginViewProps) {
  const { t } = useTranslation('accounts');
  const login = useLogin();
  const [failure, setFailure] = useState<string>();
  const form = useForm<z.input<typeof loginFormSchema>, unknown, z.output<typeof loginFormSchema>>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: initialEmail, password: '', rememberMe: false },
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit((values) => {
    setFailure(undefined);
    login.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) => setFailure(error.message),
    });
  });

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4">
      <EmailField registration={form.register('email')} error={errors.email?.message} />
      <Field label={t('fields.password')} error={errors.password?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            aria-required
            {...form.register('password')}
            autoComplete="current-password"
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <Controller
          control={form.control}
          name="rememberMe"
          render={({ field }) => (
            <Checkbox
              label={t('login.rememberMe')}
              name={field.name}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Button variant="link" onClick={() => onForgotPassword(form.getValues('email'))}>
          {t('login.forgotPassword')}
        </Button>
      </div>
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" size="lg" isLoading={login.isPending} className="w-full">
        {login.isPending ? t('login.submitting') : t('actions.logIn')}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        {t('login.noAccount')}{' '}
        <Button variant="link" onClick={() => onRegister(form.getValues('email'))}>
          {t('login.register')}
        </Button>
      </p>
    </form>
  );
}
