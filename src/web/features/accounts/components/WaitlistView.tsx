import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button, Checkbox } from '../../../ui';
import { waitlistFormSchema } from '../account-schemas';
import { applyServerErrors } from '../form-errors';
import { useJoinWaitlist } from '../hooks/useJoinWaitlist';
import { FormAlert } from './FormAlert';
import { EmailField } from './EmailField';

/** Props of {@link WaitlistView}. */
export interface WaitlistViewProps {
  /** E-mail typed in another view, to start from. */
  initialEmail?: string;
  /** True once this visit joined: shows the thank-you (the dialog owns it so the title can follow). */
  isJoined: boolean;
  onJoined: () => void;
  onBackToLogin: () => void;
}

/**
 * The waitlist view (spec 1 §2): email, 'Send me product updates' (checked by default), Join Waitlist,
 * Back to Login; after a successful join a thank-you with a way back to login.
 */
export function WaitlistView({ initialEmail = '', isJoined, onJoined, onBackToLogin }: WaitlistViewProps) {
  const { t } = useTranslation('accounts');
  const joinWaitlist = useJoinWaitlist();
  const [failure, setFailure] = useState<string>();
  const thanksId = useId();
  const form = useForm<z.input<typeof waitlistFormSchema>, unknown, z.output<typeof waitlistFormSchema>>({
    resolver: zodResolver(waitlistFormSchema),
    defaultValues: { email: initialEmail, wantsUpdates: true },
  });
  const { errors } = form.formState;

  if (isJoined) {
    return (
      <div className="flex flex-col gap-4">
        <p id={thanksId} className="text-sm text-foreground">
          {t('waitlist.thanks')}
        </p>
        <Button size="lg" className="w-full" onClick={onBackToLogin} aria-describedby={thanksId} autoFocus>
          {t('actions.backToLogin')}
        </Button>
      </div>
    );
  }

  const handleSubmit = form.handleSubmit((values) => {
    setFailure(undefined);
    joinWaitlist.mutate(values, {
      onSuccess: onJoined,
      onError: (error) => setFailure(applyServerErrors(error, ['email'], form.setError)),
    });
  });

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4">
      <EmailField registration={form.register('email')} error={errors.email?.message} />
      <Controller
        control={form.control}
        name="wantsUpdates"
        render={({ field }) => (
          <Checkbox
            label={t('waitlist.wantsUpdates')}
            name={field.name}
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
          />
        )}
      />
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" size="lg" isLoading={joinWaitlist.isPending} className="w-full">
        {joinWaitlist.isPending ? t('waitlist.submitting') : t('waitlist.submit')}
      </Button>
      <Button variant="ghost" onClick={onBackToLogin}>
        {t('actions.backToLogin')}
      </Button>
    </form>
  );
}
