import { useId } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { registrationModeSchema } from '../../../../shared/contracts/accounts';
import { Button, Spinner } from '../../../ui';
import { useRegistrationMode } from '../hooks/useRegistrationMode';
import { FormAlert } from './FormAlert';
import { RegisterForm } from './RegisterForm';

/** Props of {@link RegisterView}. */
export interface RegisterViewProps {
  /** Invitation token from an `?invite=` link. */
  inviteToken?: string;
  /** E-mail typed in another view, to start from. */
  initialEmail?: string;
  onRegistered: () => void;
  onLogIn: () => void;
  onJoinWaitlist: () => void;
}

/**
 * The register view. Asks the server how this visitor may register: owner set-up on a fresh instance, an
 * invitation, open registration (all a form), or the private-beta waitlist ('Coming Soon', Join the
 * Waitlist, back to Log In). The dialog title follows the same mode (see getRegisterTitle).
 */
export function RegisterView({
  inviteToken,
  initialEmail,
  onRegistered,
  onLogIn,
  onJoinWaitlist,
}: RegisterViewProps) {
  const { t } = useTranslation('accounts');
  const registration = useRegistrationMode(inviteToken);
  const messageId = useId();

  if (registration.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label={t('register.loadingOptions')} size="lg" />
      </div>
    );
  }
  if (registration.isError) {
    return (
      <div className="flex flex-col gap-4">
        <FormAlert>{registration.error.message}</FormAlert>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={() => void registration.refetch()} isLoading={registration.isFetching} autoFocus>
            {t('actions.tryAgain')}
          </Button>
          <Button variant="outline" onClick={onLogIn}>
            {t('actions.backToLogin')}
          </Button>
        </div>
      </div>
    );
  }

  const { mode, invitedEmail } = registration.data;
  const isInvitationUnusable = Boolean(inviteToken) && mode !== 'invitation' && mode !== 'owner-setup';
  const unusableNotice = isInvitationUnusable ? (
    <p className="rounded-md border bg-muted p-3 text-sm text-foreground">
      {t('register.invitationUnusable')}
    </p>
  ) : null;

  if (mode === 'waitlist') {
    return (
      <div className="flex flex-col gap-4">
        {unusableNotice}
        <p id={messageId} className="text-sm text-muted-foreground">
          {t('register.privateBeta')}
        </p>
        <Button size="lg" className="w-full" onClick={onJoinWaitlist} aria-describedby={messageId} autoFocus>
          {t('register.joinWaitlist')}
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          {t('register.haveAccount')}{' '}
          <Button variant="link" onClick={onLogIn}>
            {t('actions.logIn')}
          </Button>
        </p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {unusableNotice}
      <RegisterForm
        mode={mode}
        invitedEmail={invitedEmail}
        inviteToken={inviteToken}
        initialEmail={initialEmail}
        onRegistered={onRegistered}
        onLogIn={onLogIn}
      />
    </div>
  );
}

/** The dialog title of the register view for a registration mode (undefined while it loads). */
export function getRegisterTitle(
  t: TFunction<'accounts'>,
  mode: z.infer<typeof registrationModeSchema> | undefined,
): string {
  switch (mode) {
    case 'owner-setup':
      return t('register.titles.ownerSetup');
    case 'invitation':
      return t('register.titles.invitation');
    case 'open':
      return t('register.titles.open');
    case 'waitlist':
      return t('register.titles.waitlist');
    default:
      return t('register.titles.loading');
  }
}
