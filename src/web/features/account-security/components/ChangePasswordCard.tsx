import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { i18n } from '../../../i18n/i18n';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Field, toast } from '../../../ui';
import { FormAlert, PasswordInput, applyServerErrors, newPasswordSchema } from '../../accounts';
import { useChangePassword } from '../hooks/useChangePassword';
import { PasswordChecklist } from './PasswordChecklist';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, { error: () => i18n.t('accounts:validation.passwordRequired') }),
    newPassword: newPasswordSchema,
    confirmation: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmation, {
    error: () => i18n.t('security:password.mismatch'),
    path: ['confirmation'],
  });

type FormValues = z.infer<typeof changePasswordFormSchema>;

/** Props of {@link ChangePasswordCard}. */
export interface ChangePasswordCardProps {
  /** The user's own words (name, e-mail): the strength meter counts them as guessable. */
  userInputs: readonly string[];
}

/**
 * Change password: the current password, the new one twice, the spec's rules as a live checklist and a
 * strength meter. The server checks the current password, enforces the rules and ends the other sessions.
 */
export function ChangePasswordCard({ userInputs }: ChangePasswordCardProps) {
  const { t } = useTranslation('security');
  const changePassword = useChangePassword();
  const [failure, setFailure] = useState<string>();
  const form = useForm<FormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmation: '' },
  });
  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });

  const handleSubmit = form.handleSubmit(({ currentPassword, newPassword: password }) => {
    setFailure(undefined);
    changePassword.mutate(
      { currentPassword, newPassword: password },
      {
        onSuccess: () => {
          form.reset();
          toast.success(t('password.done'));
        },
        onError: (error) =>
          setFailure(applyServerErrors(error, ['currentPassword', 'newPassword'], form.setError)),
      },
    );
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('password.title')}</CardTitle>
        <CardDescription>{t('password.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={(event) => void handleSubmit(event)}
          className="flex flex-col gap-4"
          aria-label={t('password.title')}
        >
          <Field label={t('password.current')} error={errors.currentPassword?.message} isRequired>
            {(control) => (
              <PasswordInput
                {...control}
                {...form.register('currentPassword')}
                autoComplete="current-password"
              />
            )}
          </Field>
          <Field label={t('password.new')} error={errors.newPassword?.message} isRequired>
            {(control) => (
              <PasswordInput {...control} {...form.register('newPassword')} autoComplete="new-password" />
            )}
          </Field>
          <PasswordStrengthMeter password={newPassword} userInputs={userInputs} />
          <PasswordChecklist password={newPassword} />
          <Field label={t('password.confirm')} error={errors.confirmation?.message} isRequired>
            {(control) => (
              <PasswordInput {...control} {...form.register('confirmation')} autoComplete="new-password" />
            )}
          </Field>
          <FormAlert>{failure}</FormAlert>
          <Button type="submit" isLoading={changePassword.isPending} className="self-start">
            {changePassword.isPending ? t('password.submitting') : t('password.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
