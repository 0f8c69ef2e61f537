import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { isEmailShaped } from '../../../../shared/domain/email';
import { ApiError } from '../../../api/client';
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

const inviteFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .refine((value) => value.length === 0 || isEmailShaped(value), 'Please enter a valid email address'),
});

/** Props of {@link InviteCard}. */
export interface InviteCardProps {
  isSmtpConfigured: boolean;
}

/** Toasts the outcome of an invitation: e-mailed, or (without SMTP) to be passed on by hand. */
export function announceInvitation(email: string, isSmtpConfigured: boolean): void {
  toast.success(`Invitation created for ${email}`, {
    description: isSmtpConfigured
      ? 'We e-mailed the link. You can also copy it now; it is shown only once.'
      : 'E-mail is not set up, so the link is in the outbox: copy it now and send it yourself.',
  });
}

/**
 * Invite by e-mail: the form creates an invitation and shows its link once (the server keeps only a hash)
 * with a Copy button, plus a toast.
 */
export function InviteCard({ isSmtpConfigured }: InviteCardProps) {
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
        <CardTitle as="h2">Invite someone</CardTitle>
        <CardDescription>
          An invitation link lets one e-mail address create an account, once, until it expires.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-2">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
            <Field
              label="Email"
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
                  placeholder="name@example.com"
                />
              )}
            </Field>
            <Button type="submit" isLoading={createInvitation.isPending}>
              {createInvitation.isPending ? 'Inviting...' : 'Send invitation'}
            </Button>
          </div>
        </form>
        {created && (
          <div className="flex flex-col gap-2 rounded-lg border bg-muted p-3">
            <p className="text-sm text-foreground">
              Invitation link for <strong className="font-semibold break-all">{created.email}</strong>. It is
              shown only once{isSmtpConfigured ? '' : ': send it yourself, e-mail is not set up'}.
            </p>
            <CopyLinkField link={created.link} label={`Invitation link for ${created.email}`} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
