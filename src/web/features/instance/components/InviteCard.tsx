import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { isEmailShaped } from '../../../../shared/domain/email';
import { ApiError } from '../../../api/client';
import { i18n } from '../../../i18n/i18n';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  Input,
  toast,
} from '../../../ui';
import { useCreateInvitation } from '../hooks/useCreateInvitation';
import { CopyLinkField } from './CopyLinkField';

// Messages are read when the form is validated, so they follow the interface language.
const inviteFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: () => i18n.t('instance:invite.emailRequired') })
    .refine((value) => value.length === 0 || isEmailShaped(value), {
      error: () => i18n.t('instance:invite.emailInvalid'),
    }),
});

/** Props of {@link InviteCard}. */
export interface InviteCardProps {
  isSmtpConfigured: boolean;
}

/** Toasts the outcome of an invitation: e-mailed, or (without SMTP) to be passed on by hand. */
export function announceInvitation(email: string, isSmtpConfigured: boolean): void {
  toast.success(i18n.t('instance:invite.created', { email }), {
    description: isSmtpConfigured
      ? i18n.t('instance:invite.createdEmailed')
      : i18n.t('instance:invite.createdInOutbox'),
  });
}

/**
 * Invite by e-mail: the form creates an invitation and shows its link once (the server keeps only a hash)
 * with a Copy button, plus a toast.
 */
export function InviteCard({ isSmtpConfigured }: InviteCardProps) {
  const { t } = useTranslation('instance');
  const createInvitation = useCreateInvitation();
  const [created, setCreated] = useState<{ email: string; link: string }>();
  const [failure, setFailure] = useState<string>();
  const form = useForm<z.input<typeof inviteFormSchema>, unknown, z.output<typeof inviteFormSchema>>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: { email: '' },
  });

  const handleSubmit = form.handleSubmit(({ email }) => {
    setFailure(undefined);
    createInvitation.mutate(email, {
      onSuccess: ({ invitation, link }) => {
        setCreated({ email: invitation.email, link });
        form.reset();
        announceInvitation(invitation.email, isSmtpConfigured);
      },
      onError: (error) => {
        const fieldMessage = error instanceof ApiError ? error.fields.email : undefined;
        if (fieldMessage) form.setError('email', { type: 'server', message: fieldMessage });
        else setFailure(error.message);
      },
    });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('invite.title')}</CardTitle>
        <CardDescription>{t('invite.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-2">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
            <Field
              label={t('invite.email')}
              error={form.formState.errors.email?.message ?? failure}
              className="flex-1"
              hideLabel
            >
              {(control) => (
                <Input
                  {...control}
                  {...form.register('email')}
                  type="email"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder={t('invite.emailPlaceholder')}
                />
              )}
            </Field>
            <Button type="submit" isLoading={createInvitation.isPending}>
              {createInvitation.isPending ? t('invite.submitting') : t('invite.submit')}
            </Button>
          </div>
        </form>
        {created && (
          <div className="flex flex-col gap-2 rounded-lg border bg-muted p-3">
            <p className="text-sm text-foreground">
              <Trans
                t={t}
                i18nKey={isSmtpConfigured ? 'invite.linkShownOnce' : 'invite.linkShownOnceWithoutSmtp'}
                values={{ email: created.email }}
                components={{ strong: <strong className="font-semibold break-all" /> }}
              />
            </p>
            <CopyLinkField link={created.link} label={t('invite.linkLabel', { email: created.email })} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
