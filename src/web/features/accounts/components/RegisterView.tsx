import { useId } from 'react';
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

/** The private-beta message of the 'Coming Soon' register view (spec 1 §2). */
export const privateBetaMessage =
  "Postforge is currently in private beta. We're letting new creators in step by step: join the waitlist and we'll e-mail you as soon as a spot opens.";

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
  const registration = useRegistrationMode(inviteToken);
  const messageId = useId();

  if (registration.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading registration options" size="lg" />
      </div>
    );
  }
  if (registration.isError) {
    return (
      <div className="flex flex-col gap-4">
        <FormAlert>{registration.error.message}</FormAlert>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={() => void registration.refetch()} isLoading={registration.isFetching} autoFocus>
            Try again
          </Button>
          <Button variant="outline" onClick={onLogIn}>
            Back to Login
          </Button>
        </div>
      </div>
    );
  }

  const { mode, invitedEmail } = registration.data;
  const isInvitationUnusable = Boolean(inviteToken) && mode !== 'invitation' && mode !== 'owner-setup';
  const unusableNotice = isInvitationUnusable ? (
    <p className="rounded-md border bg-muted p-3 text-sm text-foreground">
      This invitation link is invalid, has expired or was already used. Ask for a new one, or log in if you
      already created your account.
    </p>
  ) : null;

  if (mode === 'waitlist') {
    return (
      <div className="flex flex-col gap-4">
        {unusableNotice}
        <p id={messageId} className="text-sm text-muted-foreground">
          {privateBetaMessage}
        </p>
        <Button size="lg" className="w-full" onClick={onJoinWaitlist} aria-describedby={messageId} autoFocus>
          Join the Waitlist
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          Already have an account?{' '}
          <Button variant="link" onClick={onLogIn}>
            Log In
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
export function getRegisterTitle(mode: z.infer<typeof registrationModeSchema> | undefined): string {
  switch (mode) {
    case 'owner-setup':
      return 'Create the owner account';
    case 'invitation':
      return "You're invited";
    case 'open':
      return 'Create your account';
    case 'waitlist':
      return 'Coming Soon';
    default:
      return 'Register';
  }
}
