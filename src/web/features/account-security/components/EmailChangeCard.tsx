import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useLocaleFormat } from '../../../i18n/format';
import { i18n } from '../../../i18n/i18n';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Field, Input } from '../../../ui';
import { FormAlert, PasswordInput, applyServerErrors, emailFieldSchema } from '../../accounts';
import { usePendingEmailChange, useRequestEmailChange } from '../hooks/useEmailChange';

const emailChangeFormSchema = z.object({
  newEmail: emailFieldSchema,
  currentPassword: z.string().min(1, { error: () => i18n.t('accounts:validation.passwordRequired') }),
});

type FormValues = z.infer<typeof emailChangeFormSchema>;

/**
 * Change of e-mail: the current address (read-only), the new one and the password. A confirmation link goes
 * to the new address; the answer is worded so it never tells whether another account uses that address.
 */
export function EmailChangeCard({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation('security');
  const format = useLocaleFormat();
  const pending = usePendingEmailChange();
  const requestChange = useRequestEmailChange();
  const [failure, setFailure] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const form = useForm<FormValues>({
    resolver: zodResolver(emailChangeFormSchema),
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit((values) => {
    setFailure(undefined);
    setSentTo(undefined);
    requestChange.mutate(values, {
      onSuccess: ({ pendingEmail }) => {
        form.reset();
        setSentTo(pendingEmail);
      },
      onError: (error) =>
        setFailure(applyServerErrors(error, ['newEmail', 'currentPassword'], form.setError)),
    });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('email.title')}</CardTitle>
        <CardDescription>{t('email.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={(event) => void handleSubmit(event)}
          className="flex flex-col gap-4"
          aria-label={t('email.title')}
        >
          <Field label={t('email.current')}>
            {(control) => <Input {...control} value={currentEmail} readOnly />}
          </Field>
          {sentTo ? (
            <p role="status" className="rounded-md border border-border bg-muted p-3 text-sm text-foreground">
              {t('email.sent', { email: sentTo })}
            </p>
          ) : (
            pending.data && (
              <p className="rounded-md border border-border bg-muted p-3 text-sm text-foreground">
                {t('email.pending', {
                  email: pending.data.email,
                  date: format.dateTime(pending.data.expiresAt),
                })}
              </p>
            )
          )}
          <Field label={t('email.new')} error={errors.newEmail?.message} isRequired>
            {(control) => (
              <Input {...control} {...form.register('newEmail')} type="email" autoComplete="email" />
            )}
          </Field>
          <Field label={t('email.password')} error={errors.currentPassword?.message} isRequired>
            {(control) => (
              <PasswordInput
                {...control}
                {...form.register('currentPassword')}
                autoComplete="current-password"
              />
            )}
          </Field>
          <FormAlert>{failure}</FormAlert>
          <Button type="submit" isLoading={requestChange.isPending} className="self-start">
            {requestChange.isPending ? t('email.submitting') : t('email.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
